import Foundation
import SwiftParser
import SwiftSyntax

/// A chapter's code as a reader's app runs it: what only coldocs runs
/// (`EngineOnlyLines`, `EngineOnlyNames`) taken out, or replaced by what a
/// person does on the phone.
///
/// - A check (`expect`) goes, and so does what reads a recording, a check
///   or a played finger, and what names a type only the engine has
///   (`LayoutFrame`).
/// - `recordTimeline { … }` becomes a button, `screen.addAction("Play") { … }`:
///   on the phone the closure's scroll, update or layout switch runs when
///   the reader taps it, with UIKit's own animation. Where the example
///   returned the recording, the app shows the view it recorded.
/// - A played finger (`simulateDrag`, `simulateTap`, …) becomes a line on
///   the screen that says what to do (`screen.prompt("Drag the content.")`).
/// - A pause of the run loop goes, but inside a button's code: there, on a
///   phone, `RunLoop.main.run(until:)` waits as it reads.
/// - A display scale or text size set through `traitOverrides` goes: the
///   phone has its own.
/// - `screen.keep(…)` stays: the app's `ExampleScreen` keeps what it is
///   given, as a view controller's properties would.
/// - The figure (`SideBySide`, `Titled`, …) stays: the app lays its panels
///   out side by side. A panel of a recording or of an earlier moment's
///   snapshot goes; a snapshot of the view as it is now is the view.
///
/// An example that plays a whole phone (`UIWindow(device:)`, `rotate(to:)`)
/// cannot be an app's screen, which has its window already, and one whose
/// figure is only pictures of earlier moments has nothing to show live:
/// they stay on the page only.
///
/// Each line keeps its number: what goes becomes an empty line, and what
/// is replaced stands on the first line of what it replaces, so that the
/// compiler's lines are the Markdown's.
struct AppCode: Equatable {
  /// Why an example is not part of the app.
  enum LeftOut: Equatable, Sendable {
    /// It makes a window for a device, or turns one.
    case playsAPhone
    /// What it returns is only pictures of earlier moments.
    case showsOnlyPictures
  }

  struct LeftOutError: Error, Equatable {
    let reason: LeftOut
  }

  /// The code, line for line; nil for a line taken out, as against a line
  /// that was empty in the Markdown.
  let lines: [String?]

  /// The code as the compiler reads it: one line per Markdown line.
  var compiled: String { lines.map { $0 ?? "" }.joined(separator: "\n") }

  /// The code as the reader's file holds it: lines taken out are gone, with
  /// no two empty lines in a row and none at either end.
  var readable: String {
    var kept: [String] = []
    for line in lines.compactMap({ $0 }) {
      let empty = line.allSatisfy(\.isWhitespace)
      if empty && (kept.last?.isEmpty ?? true) { continue }
      kept.append(empty ? "" : line)
    }
    while kept.last?.isEmpty == true { kept.removeLast() }
    return kept.joined(separator: "\n")
  }

  /// An example's code (its imports taken out) as the body of the app's
  /// function that makes its screen.
  /// `droppedMembers`: the stored properties the chapter's declarations
  /// lost (`declarations(_:)`), which the example may not read either.
  static func example(
    _ body: String, droppedMembers: Set<String> = [],
    wrappers: [String: EngineOnlyCall] = [:], words: AppWords = .english
  ) -> Result<AppCode, LeftOutError> {
    var rewriter = Rewriter(
      body, isExample: true, droppedMembers: droppedMembers, wrappers: wrappers, words: words)
    do {
      try rewriter.rewrite(rewriter.tree.statements, inAction: false)
      return .success(AppCode(lines: rewriter.lines))
    } catch let error as LeftOutError {
      return .failure(error)
    } catch {
      return .failure(LeftOutError(reason: .showsOnlyPictures))
    }
  }

  /// A declaration block of the chapter as the app's `Chapter.swift` holds
  /// it. A function of the chapter's that plays a phone keeps that code, and
  /// `check` reports it where the app cannot compile it.
  ///
  /// A stored property whose type only the engine has goes with the lines
  /// that set it; its name is returned with the code.
  /// So is a function or variable of the chapter's that names one: its name
  /// is returned too, for the error an example that calls it meets.
  static func declarations(
    _ code: String, wrappers: [String: EngineOnlyCall] = [:], words: AppWords = .english
  ) -> (code: AppCode, droppedMembers: Set<String>, droppedNames: Set<String>) {
    var rewriter = Rewriter(code, isExample: false, wrappers: wrappers, words: words)
    try? rewriter.rewrite(rewriter.tree.statements, inAction: false)
    return (AppCode(lines: rewriter.lines), rewriter.droppedMembers, rewriter.dropped)
  }
}

extension AppCode {
  /// The statement-by-statement rewriting.
  fileprivate struct Rewriter {
    let tree: SourceFileSyntax
    let isExample: Bool
    /// The chapter's functions that only call what coldocs has.
    let wrappers: [String: EngineOnlyCall]
    let kinds: [Int: EngineOnlyCall]
    let converter: SourceLocationConverter
    var lines: [String?]
    /// Names bound by what was taken out.
    var dropped: Set<String> = []
    /// A recording's name → the view it recorded.
    var recorded: [String: String] = [:]
    /// Stored properties taken out of the chapter's types: the examples'
    /// uses of them go too.
    var droppedMembers: Set<String>
    var prompts: Set<String> = []
    var actions = 0
    /// The button titles and prompts, in the edition's language.
    let words: AppWords

    init(
      _ code: String, isExample: Bool, droppedMembers: Set<String> = [],
      wrappers: [String: EngineOnlyCall] = [:], words: AppWords = .english
    ) {
      self.words = words
      self.droppedMembers = droppedMembers
      tree = Parser.parse(source: code)
      self.isExample = isExample
      self.wrappers = wrappers
      kinds = EngineOnlyLines(tree, example: isExample, wrappers: wrappers).kinds
      converter = SourceLocationConverter(fileName: "", tree: tree)
      lines = code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    mutating func rewrite(_ items: CodeBlockItemListSyntax, inAction: Bool) throws {
      for item in items {
        if isExample, item.parent?.parent?.is(SourceFileSyntax.self) == true,
          item.item.is(ReturnStmtSyntax.self)
        {
          try figure(item)
          continue
        }
        guard let kind = kinds[span(item).lowerBound] else {
          if let function = item.item.as(FunctionDeclSyntax.self), returnsARecording(function) {
            try showingTheView(function)
          } else if let statement = item.item.as(ReturnStmtSyntax.self),
            let expression = statement.expression, !recorded.isEmpty
          {
            // `return (collectionView, timeline)` in a function that now
            // returns the view: the recording is the view it recorded.
            if let shown = withRecordedViews(Syntax(expression)) {
              replace(item, with: "return " + shown)
            } else {
              drop(item)
            }
          } else if readsWhatIsGone(Self.header(of: Syntax(item.item))) {
            drop(item)
          } else {
            try rewriteInside(Syntax(item), inAction: inAction)
          }
          continue
        }
        // A function of the chapter's that only calls what coldocs has
        // (`EngineOnlyWrappers`) goes: its calls are replaced as its
        // statements would be.
        if let function = item.item.as(FunctionDeclSyntax.self),
          wrappers[function.name.text] != nil
        {
          drop(item)
          continue
        }
        switch kind {
        case .check: drop(item)
        case .keep: break
        case .time: if !inAction { drop(item) }
        case .phone:
          guard item.trimmedDescription.contains("traitOverrides") || !isExample else {
            throw LeftOutError(reason: .playsAPhone)
          }
          if item.trimmedDescription.contains("traitOverrides") { drop(item) }
        case .finger: finger(item)
        case .recording: try recording(item)
        case .figure: try figure(item)
        }
      }
    }

    /// The code blocks and type members inside an unmarked statement (a
    /// function's body, a closure's, a loop's, a class's), each rewritten.
    private mutating func rewriteInside(_ node: Syntax, inAction: Bool) throws {
      for child in node.children(viewMode: .sourceAccurate) {
        if let list = child.as(CodeBlockItemListSyntax.self) {
          try rewrite(list, inAction: inAction)
        } else if let members = child.as(MemberBlockItemListSyntax.self) {
          for member in members {
            if readsWhatIsGone(Self.header(of: Syntax(member.decl))) {
              for line in span(member) { lines[line] = nil }
              if let variable = member.decl.as(VariableDeclSyntax.self) {
                droppedMembers.formUnion(Self.names(boundBy: variable))
              }
            } else {
              try rewriteInside(Syntax(member), inAction: inAction)
            }
          }
        } else {
          try rewriteInside(child, inAction: inAction)
        }
      }
    }

    /// Whether `node` uses what was taken out, or names a type or function
    /// only the engine has: a reading of a recording inside a closure is
    /// not marked on the page, but the app has nothing for it to read.
    private func readsWhatIsGone(_ node: Syntax) -> Bool {
      references(node, anyOf: dropped.union(recorded.keys))
        || Self.namesEngineOnly(node) || usesMember(node, of: droppedMembers)
    }

    /// The part of a declaration that decides whether it goes: a type's or
    /// a function's header (its body is rewritten line by line), or the
    /// whole of anything else.
    static func header(of node: Syntax) -> Syntax {
      if let function = node.as(FunctionDeclSyntax.self) { return Syntax(function.signature) }
      if let initializer = node.as(InitializerDeclSyntax.self) {
        return Syntax(initializer.signature)
      }
      if let extensionDecl = node.as(ExtensionDeclSyntax.self) {
        return Syntax(extensionDecl.extendedType)
      }
      for kind in [
        ClassDeclSyntax.self, StructDeclSyntax.self, EnumDeclSyntax.self,
        ActorDeclSyntax.self, ProtocolDeclSyntax.self,
      ] as [any DeclGroupSyntax.Type] {
        if let group = node.as(kind) {
          return group.inheritanceClause.map(Syntax.init) ?? Syntax(TokenSyntax.identifier(""))
        }
      }
      return node
    }

    private func usesMember(_ node: Syntax, of names: Set<String>) -> Bool {
      guard !names.isEmpty else { return false }
      return node.tokens(viewMode: .sourceAccurate).contains { token in
        token.previousToken(viewMode: .sourceAccurate)?.tokenKind == .period
          && names.contains(token.text)
      }
    }

    private func span(_ node: some SyntaxProtocol) -> ClosedRange<Int> {
      let start = converter.location(for: node.positionAfterSkippingLeadingTrivia).line - 1
      let end = converter.location(for: node.endPositionBeforeTrailingTrivia).line - 1
      return start...max(start, end)
    }

    private func indent(of line: Int) -> String {
      String((lines[line] ?? "").prefix { $0 == " " })
    }

    private mutating func drop(_ item: CodeBlockItemSyntax) {
      for line in span(item) { lines[line] = nil }
      bindNames(of: item, into: &dropped)
    }

    /// `node`'s lines replaced by `text` on the first of them, indented as
    /// it was.
    private mutating func replace(_ node: some SyntaxProtocol, with text: String) {
      let range = span(node)
      let indent = indent(of: range.lowerBound)
      for line in range { lines[line] = nil }
      lines[range.lowerBound] = indent + text
    }

    /// The names `item` declares: its variables', or its function's.
    private func bindNames(of item: CodeBlockItemSyntax, into names: inout Set<String>) {
      if let function = item.item.as(FunctionDeclSyntax.self) {
        names.insert(function.name.text)
      }
      guard let declaration = item.item.as(VariableDeclSyntax.self) else { return }
      names.formUnion(Self.names(boundBy: declaration))
    }

    /// `let (plain, timeline) = …` binds both.
    static func names(boundBy declaration: VariableDeclSyntax) -> Set<String> {
      Set(
        declaration.bindings.flatMap { binding in
          binding.pattern.tokens(viewMode: .sourceAccurate).filter(\.tokenKind.isIdentifier)
            .map(\.text)
        })
    }

    // MARK: Functions that return a recording

    /// Whether `function` returns a recording (`-> LayoutTimeline`, or a
    /// tuple holding one) and takes nothing only the engine has.
    private func returnsARecording(_ function: FunctionDeclSyntax) -> Bool {
      guard let returned = function.signature.returnClause?.type else { return false }
      let names = Set(returned.tokens(viewMode: .sourceAccurate).map(\.text))
      return names.contains("LayoutTimeline")
        && !Self.namesEngineOnly(Syntax(function.signature.parameterClause))
    }

    /// A function of the example's or the chapter's that returns a
    /// recording returns, in the app, the view it recorded (`UIView` where
    /// the signature said `LayoutTimeline`), its recording a Play button.
    private mutating func showingTheView(_ function: FunctionDeclSyntax) throws {
      if let returned = function.signature.returnClause?.type {
        let line = span(returned).lowerBound
        if span(returned).count == 1, let text = lines[line] {
          lines[line] = text.replacingOccurrences(of: "LayoutTimeline", with: "UIView")
        }
      }
      guard let body = function.body else { return }
      let outer = recorded
      try rewrite(body.statements, inAction: false)
      recorded = outer
    }

    /// `node`'s text with each recording's name replaced by the view it
    /// recorded; nil when it uses what was taken out.
    private func withRecordedViews(_ node: Syntax) -> String? {
      guard !references(node, anyOf: dropped), !Self.namesEngineOnly(node) else { return nil }
      var text = ""
      for token in node.tokens(viewMode: .sourceAccurate) {
        let isMember = token.previousToken(viewMode: .sourceAccurate)?.tokenKind == .period
        let name = token.text
        text += token.leadingTrivia.description
        text += !isMember ? (recorded[name] ?? name) : name
        text += token.trailingTrivia.description
      }
      return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    // MARK: The finger

    private mutating func finger(_ item: CodeBlockItemSyntax) {
      let prompt = words.prompt(for: item.trimmedDescription)
      guard prompts.insert(prompt).inserted else { return drop(item) }
      replace(item, with: "screen.prompt(\(ModuleWriter.literal(prompt)))")
      bindNames(of: item, into: &dropped)
    }

    // MARK: Recordings

    /// A recording with a closure becomes a button that runs the closure,
    /// or, when the closure only plays the finger, the prompts for it; any
    /// other statement of the recording kind (a snapshot, a reading of a
    /// recording) goes.
    private mutating func recording(_ item: CodeBlockItemSyntax) throws {
      guard let call = RecordingCall.find(in: item), let closure = call.trailingClosure else {
        return drop(item)
      }
      var names = Set<String>()
      bindNames(of: item, into: &names)
      let receiver = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription
      for name in names { recorded[name] = receiver ?? name }
      let start = span(item).lowerBound
      let indent = indent(of: start)
      // A recording the finger drives is the reader's to do on the phone:
      // the rest of its closure is the scripted gesture's plumbing.
      let fingers = closure.statements.flatMap(Self.allItems).filter {
        kinds[span($0).lowerBound] == .finger
      }
      let acts = closure.statements.contains { statement in
        switch kinds[span(statement).lowerBound] {
        case nil, .keep, .figure, .recording: true
        case .check, .finger, .time, .phone: false
        }
      }
      guard fingers.isEmpty, acts else {
        let texts = fingers.map { words.prompt(for: $0.trimmedDescription) }
          .filter { prompts.insert($0).inserted }
        for line in span(item) { lines[line] = nil }
        if !texts.isEmpty {
          lines[start] =
            indent
            + texts.map { "screen.prompt(\(ModuleWriter.literal($0)))" }.joined(separator: "; ")
        }
        return
      }
      actions += 1
      let title = words.playTitle(actions)
      let open = span(closure.leftBrace).lowerBound
      let close = span(closure.rightBrace).lowerBound
      for line in start...open { lines[line] = nil }
      lines[start] = indent + "screen.addAction(\(ModuleWriter.literal(title))) {"
      // `return try view.recordTimeline { … }` returns the view.
      let returned = item.item.is(ReturnStmtSyntax.self) ? "; return \(receiver ?? "")" : ""
      if close > open { lines[close] = indent + "}" + returned }
      try rewrite(closure.statements, inAction: true)
    }

    /// `item` and every statement inside it, in source order.
    static func allItems(_ item: CodeBlockItemSyntax) -> [CodeBlockItemSyntax] {
      [item]
        + item.children(viewMode: .sourceAccurate).flatMap { child in
          Self.itemsInside(child)
        }
    }

    private static func itemsInside(_ node: Syntax) -> [CodeBlockItemSyntax] {
      if let item = node.as(CodeBlockItemSyntax.self) { return allItems(item) }
      return node.children(viewMode: .sourceAccurate).flatMap(itemsInside)
    }

    // MARK: The figure

    /// A statement of the figure: the `return` or a panel made before it,
    /// with recordings shown as the views they recorded and panels of what
    /// was taken out left out.
    private mutating func figure(_ item: CodeBlockItemSyntax) throws {
      if let statement = item.item.as(ReturnStmtSyntax.self) {
        guard let expression = statement.expression, let shown = appExpression(expression) else {
          throw LeftOutError(reason: .showsOnlyPictures)
        }
        return replace(item, with: "return " + shown)
      }
      if let declaration = item.item.as(VariableDeclSyntax.self),
        declaration.bindings.count == 1, let binding = declaration.bindings.first,
        let value = binding.initializer?.value
      {
        guard let shown = appExpression(value) else { return drop(item) }
        let pattern = binding.pattern.trimmedDescription
        return replace(item, with: "\(declaration.bindingSpecifier.text) \(pattern) = \(shown)")
      }
      if readsWhatIsGone(Syntax(item)) { drop(item) }
    }

    /// The figure's expression for the app; nil when nothing of it is left.
    private func appExpression(_ expression: ExprSyntax) -> String? {
      if let reference = expression.as(DeclReferenceExprSyntax.self) {
        let name = reference.baseName.text
        if let view = recorded[name] { return view }
        return dropped.contains(name) ? nil : name
      }
      if let call = expression.as(FunctionCallExprSyntax.self) {
        return appCall(call) ?? (readsWhatIsGone(Syntax(call)) ? nil : call.trimmedDescription)
      }
      if let array = expression.as(ArrayExprSyntax.self) {
        let elements = array.elements.compactMap { appExpression($0.expression) }
        return elements.isEmpty ? nil : "[" + elements.joined(separator: ", ") + "]"
      }
      return readsWhatIsGone(Syntax(expression)) ? nil : expression.trimmedDescription
    }

    /// A call of the figure's arrangements, or a snapshot of the view as it
    /// is (on the phone, the view); nil for any other call.
    private func appCall(_ call: FunctionCallExprSyntax) -> String?? {
      if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        member.declName.baseName.text == "snapshot", call.arguments.first?.label?.text == "region",
        let base = member.base
      {
        return .some(appExpression(base))
      }
      guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
        ["SideBySide", "Titled", "Viewport", "WholeContent"].contains(name)
      else { return nil }
      let arguments = Array(call.arguments)
      if name == "SideBySide" {
        let parts = arguments.compactMap { appExpression($0.expression) }
        return .some(parts.isEmpty ? nil : "SideBySide(" + parts.joined(separator: ", ") + ")")
      }
      guard let content = arguments.last.flatMap({ appExpression($0.expression) }) else {
        return .some(nil)
      }
      let leading = arguments.dropLast().map(\.expression.trimmedDescription)
      return .some(name + "(" + (leading + [content]).joined(separator: ", ") + ")")
    }

    // MARK: Names

    private func references(_ node: Syntax, anyOf names: Set<String>) -> Bool {
      guard !names.isEmpty else { return false }
      let finder = NameFinder(names, types: false)
      finder.walk(node)
      return finder.found
    }

    /// Whether `node` names a type, function or value only the engine or
    /// the examples' runtime declares.
    static func namesEngineOnly(_ node: Syntax) -> Bool {
      let finder = NameFinder(EngineOnlyNames.topLevel, types: true)
      finder.walk(node)
      return finder.found
    }
  }

  /// Whether a node refers to one of some names (a member of the same
  /// name is not a reference), and, with `types`, names one as a type.
  private final class NameFinder: SyntaxVisitor {
    let names: Set<String>
    let types: Bool
    var found = false

    init(_ names: Set<String>, types: Bool) {
      self.names = names
      self.types = types
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
      let isMember = node.parent?.as(MemberAccessExprSyntax.self)?.declName.id == node.id
      if !isMember, names.contains(node.baseName.text) { found = true }
      return .skipChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
      if types, names.contains(node.name.text) { found = true }
      return .visitChildren
    }
  }

  /// The `recordTimeline` call of a statement, outside its closures.
  private final class RecordingCall: SyntaxVisitor {
    var call: FunctionCallExprSyntax?

    static func find(in item: CodeBlockItemSyntax) -> FunctionCallExprSyntax? {
      let finder = RecordingCall(viewMode: .sourceAccurate)
      finder.walk(item)
      return finder.call
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      let name = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
      if call == nil, name == "recordTimeline" { call = node }
      return .visitChildren
    }
  }
}

extension TokenKind {
  fileprivate var isIdentifier: Bool {
    if case .identifier = self { return true }
    return false
  }
}
