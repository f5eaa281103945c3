import SwiftSyntax

/// What a line that only coldocs can run does, named on its badge.
///
/// An example is an app's code plus a few calls that exist only here: they
/// draw the figure, check the page's arithmetic, record time, play the
/// finger or stand in for a phone. A reader pasting the code into Xcode
/// leaves those lines out, so the page marks them, and "App code only"
/// hides them.
enum EngineOnlyCall: String, CaseIterable, Sendable {
  case figure, check, recording, finger, time, phone, keep

  /// The theme string that says what the line does ("draws the figure").
  var wordsKey: String {
    "engineOnly" + rawValue.prefix(1).uppercased() + rawValue.dropFirst()
  }

  /// The kind of the call `name(labels…)`, made on `receiver` (its source
  /// text, empty for a free call), when only coldocs has it.
  ///
  /// The names are the examples' runtime (`expect`, `SideBySide`, `screen`)
  /// and the engine's additions to UIKit's types (`recordTimeline`,
  /// `simulateDrag`, `UIWindow(device:)`); `AuthorReferenceTests` lists
  /// every public addition and `EngineOnlyLinesTests` checks that the ones
  /// chapters call are here. `snapshot()` without a label is left out: the
  /// diffable data source's is UIKit's, and the guide writes the engine's
  /// as `snapshot(region:)`.
  ///
  /// Every call of every block is asked, so the labels and the receiver's
  /// text are worked out only for the names that need them.
  init?(name: String, labels: () -> [String], receiver: () -> String) {
    switch name {
    case "SideBySide", "Titled", "Viewport", "WholeContent": self = .figure
    case "expect", "expectNoOverlappingItems", "expectItemsInsideContent": self = .check
    case "recordTimeline": self = .recording
    case "snapshot" where labels().first == "region": self = .recording
    case "orthogonalScrollOffset", "setOrthogonalScrollOffset": self = .finger
    case _ where name.hasPrefix("simulate"): self = .finger
    case "run" where labels() == ["until"] && receiver().hasPrefix("RunLoop"): self = .time
    case "UIWindow" where labels().first == "device": self = .phone
    case "rotate" where labels() == ["to"]: self = .phone
    case "keep" where receiver() == "screen": self = .keep
    default: return nil
    }
  }
}

extension EngineOnlyCall {
  /// What the call does, for a sentence: "plays the finger".
  var appWords: String {
    switch self {
    case .figure: "draws the page's figure"
    case .check: "checks the page's arithmetic"
    case .recording: "records the page's animation"
    case .finger: "plays the finger"
    case .time: "lets recorded time pass"
    case .phone: "stands in for a phone"
    case .keep: "keeps objects alive"
    }
  }

  /// Whether what such a call makes (a recording, a figure, a checked or
  /// dropped value) is coldocs's too, with every statement that reads it.
  var passesOnWhatItMakes: Bool {
    switch self {
    case .recording, .figure, .check, .finger: true
    case .time, .phone, .keep: false
    }
  }
}

/// The lines of a Swift block that call what only coldocs has, each with
/// the kind of its first such call.
///
/// A call marks every line of the statement it stands in, less the lines
/// inside closures passed to it: `let timeline = try view.recordTimeline {`
/// and its closing `}` are coldocs's, what the closure does is the app's.
struct EngineOnlyLines {
  /// Zero-based line → kind.
  private(set) var kinds: [Int: EngineOnlyCall] = [:]
  /// The lines that start a marked statement: where a badge goes, unless
  /// the line above is marked with the same kind (a run of `expect`s has
  /// one).
  private(set) var starts: Set<Int> = []

  /// `example` when the code is an example's body, whose own `return`
  /// statements hand the figure to the page. `wrappers` are the chapter's
  /// functions that only call what coldocs has (`EngineOnlyWrappers`): a
  /// call of one is marked with its kind, and in the block that declares
  /// one, the whole function is.
  init(
    _ tree: SourceFileSyntax, example: Bool, wrappers: [String: EngineOnlyCall] = [:]
  ) {
    let finder = Finder(viewMode: .sourceAccurate)
    finder.wrappers = wrappers
    finder.walk(tree)
    var found = finder.found
    for item in tree.statements {
      if let function = item.item.as(FunctionDeclSyntax.self),
        let kind = wrappers[function.name.text]
      {
        found.append((Syntax(item), kind, []))
      }
    }
    if example {
      for item in tree.statements where item.item.is(ReturnStmtSyntax.self) {
        found.append((Syntax(item), .figure, Self.outerClosures(in: Syntax(item))))
      }
    }
    // Most blocks of a large guide call nothing of coldocs's: they cost
    // the walk, not a table of line starts.
    guard !found.isEmpty else { return }
    found += Readers.of(found, in: tree)
    let converter = SourceLocationConverter(fileName: "", tree: tree)
    for (statement, kind, closures) in found {
      let lines = Self.lines(of: statement, converter)
      let inner = closures.flatMap { closure -> [Int] in
        let span = Self.lines(of: closure, converter)
        // The lines strictly between the closure's braces.
        return span.count > 2 ? Array(span.dropFirst().dropLast()) : []
      }
      for line in lines where !inner.contains(line) && kinds[line] == nil {
        kinds[line] = kind
      }
      starts.insert(lines.lowerBound)
    }
  }

  /// The statements of the block that use what a marked statement of the
  /// block made, in source order: `let first = timeline.frames.first!`
  /// reads a recording and is coldocs's as well, and so is every statement
  /// that uses `first`. Only the block's own statements are followed, and a
  /// use inside a closure or a nested body does not count: that code is
  /// the app's, and a function of the chapter's own is not followed (its
  /// names are its own). Only what a recording, a figure, a check or the
  /// finger made is followed: a window made with `UIWindow(device:)` is the
  /// app's window on a phone, and what the app does with it is the app's.
  private enum Readers {
    typealias Found = (Syntax, EngineOnlyCall, [ClosureExprSyntax])

    static func of(_ found: [Found], in tree: SourceFileSyntax) -> [Found] {
      let kinds = Dictionary(found.map { ($0.0.id, $0.1) }, uniquingKeysWith: { first, _ in first })
      var bound: [String: EngineOnlyCall] = [:]
      var readers: [Found] = []
      for item in tree.statements {
        if let kind = kinds[item.id] {
          if kind.passesOnWhatItMakes { bind(item, kind, in: &bound) }
          continue
        }
        guard !bound.isEmpty, let kind = BoundUse.kind(in: item, bound: bound) else { continue }
        readers.append((Syntax(item), kind, []))
        bind(item, kind, in: &bound)
      }
      return readers
    }

    private static func bind(
      _ item: CodeBlockItemSyntax, _ kind: EngineOnlyCall, in bound: inout [String: EngineOnlyCall]
    ) {
      if let function = item.item.as(FunctionDeclSyntax.self) {
        bound[function.name.text] = kind
      }
      guard let declaration = item.item.as(VariableDeclSyntax.self) else { return }
      for binding in declaration.bindings {
        if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
          bound[name] = kind
        }
      }
    }
  }

  /// The kind of the first bound name a statement uses outside its
  /// closures and nested bodies (a member of the same name is not a use).
  private final class BoundUse: SyntaxVisitor {
    private let bound: [String: EngineOnlyCall]
    private var kind: EngineOnlyCall?

    static func kind(in item: CodeBlockItemSyntax, bound: [String: EngineOnlyCall])
      -> EngineOnlyCall?
    {
      // A function or type of the chapter's own holds only its own names.
      if item.item.is(DeclSyntax.self), !item.item.is(VariableDeclSyntax.self) { return nil }
      let use = BoundUse(bound)
      use.walk(item)
      return use.kind
    }

    private init(_ bound: [String: EngineOnlyCall]) {
      self.bound = bound
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
      let isMember = node.parent?.as(MemberAccessExprSyntax.self)?.declName.id == node.id
      if kind == nil, !isMember, let found = bound[node.baseName.text] { kind = found }
      return .skipChildren
    }
  }

  /// The closures in `node` that no other closure in it holds.
  private static func outerClosures(in node: Syntax) -> [ClosureExprSyntax] {
    node.children(viewMode: .sourceAccurate).flatMap { child -> [ClosureExprSyntax] in
      if let closure = child.as(ClosureExprSyntax.self) { return [closure] }
      return outerClosures(in: child)
    }
  }

  private static func lines(of node: some SyntaxProtocol, _ converter: SourceLocationConverter)
    -> ClosedRange<Int>
  {
    let start = converter.location(for: node.positionAfterSkippingLeadingTrivia).line - 1
    let end = converter.location(for: node.endPositionBeforeTrailingTrivia).line - 1
    return start...max(start, end)
  }

  /// Collects each engine-only call with the statement it stands in and
  /// the closures it is given.
  private final class Finder: SyntaxVisitor {
    var found: [(Syntax, EngineOnlyCall, [ClosureExprSyntax])] = []
    var wrappers: [String: EngineOnlyCall] = [:]

    /// A type or function only the engine or the runtime declares
    /// (`EngineOnlyNames`): `let frameOf = { (frame: LayoutFrame) in … }`
    /// reads a recording, and `var pictures: [any ExampleOutput]` holds the
    /// figure's. The whole statement or stored property is marked, closures
    /// included. A function that names one in its signature is not: its
    /// body is mostly the app's code, which "App code only" must keep
    /// showing. A call of `expect` and its kind are the call's own
    /// (`visit(FunctionCallExprSyntax)`).
    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
      if EngineOnlyNames.topLevel.contains(node.name.text) {
        named(node.name.text, at: Syntax(node))
      }
      return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
      let name = node.baseName.text
      let isMember = node.parent?.as(MemberAccessExprSyntax.self)?.declName.id == node.id
      let isCalled = node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id
      if !isMember, !isCalled, EngineOnlyNames.topLevel.contains(name) {
        named(name, at: Syntax(node))
      }
      return .skipChildren
    }

    private func named(_ name: String, at node: Syntax) {
      let kind: EngineOnlyCall = EngineOnlyNames.figureTypes.contains(name) ? .figure : .recording
      guard let statement = Self.statement(outsideSignaturesAround: node) else { return }
      found.append((statement, kind, []))
    }

    /// The statement or member `node` stands in; nil inside a function's
    /// or an initialiser's signature.
    private static func statement(outsideSignaturesAround node: Syntax) -> Syntax? {
      var current = node
      while let parent = current.parent {
        if parent.is(FunctionSignatureSyntax.self) { return nil }
        if parent.is(CodeBlockItemSyntax.self) || parent.is(MemberBlockItemSyntax.self) {
          return parent
        }
        current = parent
      }
      return current
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      let callee = node.calledExpression
      let member = callee.as(MemberAccessExprSyntax.self)
      let name =
        member?.declName.baseName.text ?? callee.as(DeclReferenceExprSyntax.self)?.baseName.text
        ?? ""
      let wrapped = member == nil ? wrappers[name] : nil
      if let kind = wrapped
        ?? EngineOnlyCall(
          name: name, labels: { node.arguments.map { $0.label?.text ?? "_" } },
          receiver: { member?.base?.trimmedDescription ?? "" })
      {
        let closures =
          node.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }
          + [node.trailingClosure].compactMap { $0 }
          + node.additionalTrailingClosures.map(\.closure)
        found.append((Self.statement(around: Syntax(node)), kind, closures))
      }
      return .visitChildren
    }

    /// `view.traitOverrides.displayScale = 2` and the same for the text
    /// size: UIKit's API, but in a chapter it plays the phone (its screen,
    /// the reader's text-size setting), which an app leaves to the device.
    /// (Unfolded, as the parser leaves it, an assignment is a sequence:
    /// target, `=`, value.)
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
      let elements = Array(node.elements)
      if elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
        let trait = elements[0].as(MemberAccessExprSyntax.self),
        Self.deviceTraits.contains(trait.declName.baseName.text),
        trait.base?.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "traitOverrides"
      {
        found.append((Self.statement(around: Syntax(node)), .phone, []))
      }
      return .visitChildren
    }

    /// The traits a phone and its owner set, not the app.
    private static let deviceTraits: Set<String> = ["displayScale", "preferredContentSizeCategory"]

    /// The statement or declaration the call is part of: the nearest
    /// item of a code block (or of a closure's or member block's body).
    private static func statement(around node: Syntax) -> Syntax {
      var current = node
      while let parent = current.parent {
        if parent.is(CodeBlockItemSyntax.self) || parent.is(MemberBlockItemSyntax.self) {
          return parent
        }
        current = parent
      }
      return current
    }
  }
}

/// The markup of lines only coldocs runs, in a highlighted block.
enum EngineOnlyMarks {
  /// `html`, one highlighted block whose every line is whole markup, with
  /// each marked line in a `cd-only` span, and a badge slot at the end of
  /// the first line of each statement that starts a run of one kind. The
  /// badge's words are the page's language, filled in by
  /// `filled(_:words:)`.
  ///
  /// A line whose spans do not close on it (a link over two lines) leaves
  /// the block unmarked rather than broken.
  static func marked(_ html: String, lines: EngineOnlyLines) -> String {
    marked(html, lines: lines.kinds, starts: lines.starts)
  }

  /// `html` with the lines of `kinds` marked, badges on the lines of
  /// `starts` that do not continue a run of their kind.
  static func marked(_ html: String, lines kinds: [Int: EngineOnlyCall], starts: Set<Int>)
    -> String
  {
    guard !kinds.isEmpty else { return html }
    let lines = html.split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.allSatisfy(isWhole) else { return html }
    var marked = ""
    marked.reserveCapacity(html.utf8.count + kinds.count * 64)
    for (index, line) in lines.enumerated() {
      let newline = index < lines.count - 1 ? "\n" : ""
      guard let kind = kinds[index] else {
        marked += line + newline
        continue
      }
      marked += "<span class=\"cd-only\" data-only=\"\(kind.rawValue)\">" + line
      if starts.contains(index), kinds[index - 1] != kind {
        let slot = WordSlots.slot(kind.rawValue, marker: WordSlots.codeBadge)
        marked += "<span class=\"cd-only-badge\" data-badge=\"\(slot)\"></span>"
      }
      marked += newline + "</span>"
    }
    return marked
  }

  /// `html` with each badge's words: `words(kind)` gives them.
  static func filled(_ html: String, words: (EngineOnlyCall) -> String) -> String {
    WordSlots.filled(html, marker: WordSlots.codeBadge) { key in
      EngineOnlyCall(rawValue: key).map { HTML.escape(words($0)) }
    }
  }

  /// Whether every span opened on the line closes on it.
  private static func isWhole(_ line: Substring) -> Bool {
    var depth = 0
    var rest = line
    while let open = rest.firstIndex(of: "<") {
      rest = rest[rest.index(after: open)...]
      if rest.hasPrefix("span") {
        depth += 1
      } else if rest.hasPrefix("/span") {
        depth -= 1
        if depth < 0 { return false }
      }
    }
    return depth == 0
  }
}
