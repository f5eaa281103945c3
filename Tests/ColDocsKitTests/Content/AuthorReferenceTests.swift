import Foundation
import SwiftParser
import SwiftSyntax
import Testing

@testable import ColDocsKit

/// The guide's reference chapters for authors ("Writing a guide" and "What
/// examples may use besides UIKit") stay as complete as the code they
/// describe: a key the configuration accepts, a word an info string
/// accepts, or a public addition of the engine or the runtime without an
/// entry there fails here.
///
/// The keys are those the decoder itself checks `coldocs.yml` against
/// (`SiteConfiguration.keys`, `partKeys`, `packageKeys` and `exampleKeys`,
/// the limits of `ExampleLimits.settings` among them); they need entries in
/// the section of "Writing a guide" headed `coldocs.yml`. The words are
/// those an unknown one is told to use instead (`CodeBlockRole.knownWords`);
/// they need entries in its section on code blocks. Those two sections run
/// to the next heading of their level, subsections included.
///
/// An *entry* is a code span (text between backticks) in the chapter's
/// prose or tables that names the thing, with no letter, digit or `_`
/// directly before or after the name: `examples.timeout` is an entry for
/// `timeout`, `framesPerSecond` is not one for `frames`. Fenced code blocks
/// do not count, so a signature shown in a block still needs its name in
/// the text.
///
/// **What counts as an addition** (a public or open declaration of
/// `Sources/CollectionLayout` or `Sources/ColDocsRuntime`, read with
/// SwiftParser) — anything an example may call that an app's code could
/// not:
///
/// 1. everything the runtime declares: it has no UIKit API of its own;
/// 2. an engine declaration whose outermost name is not Apple's. Apple's
///    names start with `UI`, `NS`, `CG` or `CA` followed by a capital
///    letter, or are one of the few Foundation names the engine mirrors
///    (`IndexPath`, `RunLoop`, `Timer`, `MAXFLOAT`). This finds new types such as
///    `LayoutTimeline` without anyone marking them;
/// 3. a declaration inside a UIKit type whose doc comment says
///    "engine addition" (in the singular: the plural, in a type's
///    overview, speaks of other declarations). This is how the engine
///    marks what it adds to UIKit's own types, such as
///    `UIWindow(device:orientation:)`, and it is the one rule that relies
///    on whoever writes the declaration;
/// 4. a method whose name starts with `simulate`: the engine's stand-ins
///    for a finger, marked or not;
/// 5. every public member of a type that is an addition by 1 to 3, and
///    every type inside one.
///
/// An addition type needs a heading naming it in backticks, by its name
/// from the outermost type on (`LayoutTimeline.Segment`), and each of its
/// members an entry in that heading's section, which runs to the next
/// heading of any level: a property or case by its name (`frames`), a
/// method by its full name (`element(_:)`), an initialiser as `init(…)` or
/// as the type's name with the labels (`SideBySide(_:)`). Any other addition needs an entry anywhere in the
/// chapter: a function by its full name (`expect(_:_:file:line:)`), a
/// property or nested type of a UIKit type by that type's name and its own
/// (`UIColor.redComponent`).
///
/// Needing no entry: operators, and members that only fulfil a protocol's
/// requirement, whether Swift's (`description`, `hash(into:)`, Codable's
/// `init(from:)`) or an addition protocol's (`examplePanels` of
/// `ExampleOutput`, whose own entry covers every conformance).
@Suite struct AuthorReferenceTests {
  static let guideChapter = "content/19-writing-a-guide.md"
  static let examplesChapter = "content/20-example-reference.md"

  @Test func everyConfigurationKeyHasAnEntry() throws {
    let chapter = try ReferenceChapter(Self.guideChapter)
    let section = try #require(
      chapter.section(headedBy: "`coldocs.yml`", includingSubsections: true),
      "\(Self.guideChapter) has no heading naming `coldocs.yml`")
    let keys =
      SiteConfiguration.keys + SiteConfiguration.partKeys + SiteConfiguration.packageKeys
      + SiteConfiguration.exampleKeys
    #expect(keys.count > 10, "the configuration's lists of keys are not what this test expects")
    let missing = keys.filter { !section.mentions($0) }
    #expect(
      missing.isEmpty,
      """
      coldocs.yml accepts \(missing.joined(separator: ", ")), which the `coldocs.yml` section \
      of \(Self.guideChapter) does not name: give each an entry (type, default, an example)
      """)
  }

  @Test func everyEditionKeyHasAnEntry() throws {
    let chapter = try ReferenceChapter(Self.guideChapter)
    let section = try #require(
      chapter.section(headedBy: "Editions", includingSubsections: true),
      "\(Self.guideChapter) has no heading naming Editions")
    let missing = EditionSettings.keys.filter { !section.mentions($0) }
    #expect(
      missing.isEmpty, "edition.yml accepts \(missing), which the Editions section does not name")
  }

  @Test func everyInfoStringWordHasAnEntry() throws {
    let chapter = try ReferenceChapter(Self.guideChapter)
    let section = try #require(
      chapter.section(headedBy: "Code blocks", includingSubsections: true),
      "\(Self.guideChapter) has no heading about code blocks")
    // "include=PATH (#ANCHOR or #L10-L40)" is the word "include".
    let words = CodeBlockRole.knownWords.split(separator: ",").map {
      String($0.drop { $0 == " " }.prefix { $0.isLetter })
    }
    #expect(words.contains("example") && words.contains("id"))
    let missing = words.filter { !section.mentions($0) }
    #expect(
      missing.isEmpty,
      """
      an info string accepts \(missing.joined(separator: ", ")), which the code-block section \
      of \(Self.guideChapter) does not name
      """)
  }

  @Test func everyAdditionHasAnEntry() throws {
    let additions = try EngineAdditions.scan()
    let chapter = try ReferenceChapter(Self.examplesChapter)
    var missing: [String] = []
    for type in additions.types where chapter.section(headedBy: "`\(type)`") == nil {
      missing.append("\(type): a heading naming `\(type)`")
    }
    for addition in additions.members {
      let documented: Bool
      if let type = addition.type {
        documented =
          chapter.section(headedBy: "`\(type)`")
          .map { section in addition.entryForms.contains { section.mentions($0) } } ?? false
      } else {
        documented = addition.entryForms.contains { chapter.mentions($0) }
      }
      if !documented { missing.append(addition.description) }
    }
    #expect(
      missing.isEmpty,
      """
      \(Self.examplesChapter) has no entry for \(missing.count) addition(s) of the engine \
      or the runtime:
      \(missing.joined(separator: "\n"))
      Document each there; if one is UIKit's own API, take "engine addition" out of its doc comment.
      """)
  }

  /// The rule itself: it must find what is plainly an addition and leave
  /// UIKit's API alone, or the test above would pass on nothing.
  @Test func theRuleTellsAdditionsFromUIKit() throws {
    let additions = try EngineAdditions.scan()
    let names = Set(additions.members.map(\.qualifiedKey)).union(additions.types)
    for addition in [
      "LayoutTimeline", "LayoutTimeline.Segment", "UIWindow.Device", "SideBySide", "Titled",
      "UICollectionView.recordTimeline(framesPerSecond:region:_:)",
      "UICollectionView.simulateDrag(by:duration:releaseVelocity:)",
      "UICollectionView.snapshot(region:)", "UIWindow.init(device:orientation:)",
      "UIWindow.rotate(to:)", "LayoutTimeline.frames", "LayoutFrame.element(_:)",
      "expect(_:_:file:line:)", "ExampleOutput.examplePanels",
    ] {
      #expect(names.contains(addition), "\(addition) is not found as an addition")
    }
    for uikit in [
      "UICollectionView", "UICollectionViewFlowLayout", "UIWindow", "IndexPath",
      "UICollectionView.performBatchUpdates(_:completion:)", "UIWindow.rootViewController",
      "UIView.window", "RunLoop.run(until:)", "SideBySide.examplePanels",
      "TimelineError.description",
    ] {
      #expect(!names.contains(uikit), "\(uikit) is taken for an addition")
    }
  }
}

/// A Markdown chapter as the reference tests read it: its headings and the
/// code spans of its text, fenced code blocks left out.
struct ReferenceChapter {
  /// One heading and the text under it.
  struct Section {
    let heading: String
    let text: String

    /// Whether a code span of the text names `name`.
    func mentions(_ name: String) -> Bool {
      ReferenceChapter.codeSpans(in: text).contains { ReferenceChapter.span($0, names: name) }
    }
  }

  let path: String
  /// The chapter's lines, each line of a fenced code block replaced by an
  /// empty one.
  let lines: [String]

  init(_ path: String) throws {
    self.path = path
    let text = try String(
      contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)
    lines = Self.withoutFencedCode(text.components(separatedBy: "\n"))
  }

  /// Whether a code span anywhere in the chapter names `name`.
  func mentions(_ name: String) -> Bool {
    Section(heading: "", text: lines.joined(separator: "\n")).mentions(name)
  }

  /// The section of the first heading holding `title`: up to the next
  /// heading, or with `includingSubsections` up to the next heading of the
  /// same or a higher level.
  func section(headedBy title: String, includingSubsections: Bool = false) -> Section? {
    guard let start = lines.firstIndex(where: { Self.level(of: $0) != nil && $0.contains(title) })
    else { return nil }
    let level = Self.level(of: lines[start])!
    var end = start + 1
    while end < lines.count {
      if let next = Self.level(of: lines[end]), !includingSubsections || next <= level { break }
      end += 1
    }
    return Section(heading: lines[start], text: lines[(start + 1)..<end].joined(separator: "\n"))
  }

  /// The level of an ATX heading line (`## Title` is 2), nil for any other.
  static func level(of line: String) -> Int? {
    let indent = line.prefix { $0 == " " }.count
    guard indent <= 3 else { return nil }
    let rest = line.dropFirst(indent)
    let hashes = rest.prefix { $0 == "#" }.count
    guard (1...6).contains(hashes) else { return nil }
    let after = rest.dropFirst(hashes)
    return after.isEmpty || after.first == " " || after.first == "\t" ? hashes : nil
  }

  /// The lines with every line of a fenced code block (``` or ~~~, the
  /// fences included) emptied.
  static func withoutFencedCode(_ lines: [String]) -> [String] {
    var result: [String] = []
    var fence: (character: Character, length: Int)?
    for line in lines {
      let trimmed = line.drop { $0 == " " }
      let marker = trimmed.first.flatMap { $0 == "`" || $0 == "~" ? $0 : nil }
      let run = marker.map { character in trimmed.prefix { $0 == character }.count } ?? 0
      if let open = fence {
        if marker == open.character, run >= open.length,
          trimmed.dropFirst(run).allSatisfy(\.isWhitespace)
        {
          fence = nil
        }
        result.append("")
      } else if let marker, run >= 3, line.count - trimmed.count <= 3 {
        fence = (marker, run)
        result.append("")
      } else {
        result.append(line)
      }
    }
    return result
  }

  /// The contents of the code spans of `text`, as CommonMark reads them: a
  /// run of backticks opens a span that the next run of as many closes;
  /// line breaks inside read as spaces.
  static func codeSpans(in text: String) -> [String] {
    let characters = Array(text)
    var spans: [String] = []
    var index = 0
    func run(at position: Int) -> Int {
      var end = position
      while end < characters.count, characters[end] == "`" { end += 1 }
      return end - position
    }
    while index < characters.count {
      guard characters[index] == "`" else {
        // A backslash makes the next character literal, a backtick too.
        index += characters[index] == "\\" ? 2 : 1
        continue
      }
      let opening = run(at: index)
      var search = index + opening
      var closing: Int?
      while search < characters.count {
        if characters[search] == "`" {
          let length = run(at: search)
          if length == opening {
            closing = search
            break
          }
          search += length
        } else {
          search += 1
        }
      }
      guard let closing else {
        index += opening
        continue
      }
      let content = String(characters[(index + opening)..<closing])
        .replacingOccurrences(of: "\n", with: " ")
      spans.append(content)
      index = closing + opening
    }
    return spans
  }

  /// Whether `span` holds `name` with no identifier character on either
  /// side of it.
  static func span(_ span: String, names name: String) -> Bool {
    var searchRange = span.startIndex..<span.endIndex
    while let found = span.range(of: name, range: searchRange) {
      let before =
        found.lowerBound == span.startIndex ? nil : span[span.index(before: found.lowerBound)]
      let after = found.upperBound == span.endIndex ? nil : span[found.upperBound]
      if !isIdentifierCharacter(before), !isIdentifierCharacter(after) { return true }
      searchRange = span.index(after: found.lowerBound)..<span.endIndex
    }
    return false
  }

  private static func isIdentifierCharacter(_ character: Character?) -> Bool {
    guard let character else { return false }
    return character.isLetter || character.isNumber || character == "_"
  }
}

/// The public additions of the engine and the runtime, by the rule of
/// `AuthorReferenceTests`.
struct EngineAdditions {
  /// An addition that is not a type: a member, or a top-level function or
  /// value.
  struct Member: CustomStringConvertible {
    let declaration: PublicDeclaration
    /// The addition type whose section must hold its entry; nil when the
    /// entry may be anywhere.
    let type: String?
    /// What a code span may write to name it.
    let entryForms: [String]

    var qualifiedKey: String { declaration.qualifiedKey }

    var description: String {
      let place = "\(declaration.file):\(declaration.line)"
      let forms = entryForms.map { "`\($0)`" }.joined(separator: " or ")
      if let type { return "\(qualifiedKey) (\(place)): \(forms) under the heading of `\(type)`" }
      return "\(qualifiedKey) (\(place)): \(forms)"
    }
  }

  /// The qualified names of the addition types ("LayoutTimeline.Segment").
  let types: [String]
  let members: [Member]

  static let sourceFolders = ["Sources/CollectionLayout", "Sources/ColDocsRuntime"]
  static let runtimeFolder = "Sources/ColDocsRuntime"
  /// Foundation names the engine declares or extends as Apple's frameworks do.
  static let appleNames: Set<String> = ["IndexPath", "RunLoop", "Timer", "MAXFLOAT"]
  /// Members that fulfil a requirement of one of Swift's protocols.
  static let standardRequirements: Set<String> = [
    "description", "debugDescription", "hash", "hashValue", "hash(into:)", "init(from:)",
    "encode(to:)", "rawValue", "init(rawValue:)", "isEqual(_:)", "copy(with:)",
  ]

  static func scan() throws -> EngineAdditions {
    var declarations: [PublicDeclaration] = []
    var privateTypes: Set<String> = []
    var conformances: [String: Set<String>] = [:]
    for folder in sourceFolders {
      let root = repositoryRoot.appendingPathComponent(folder)
      let files = (FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? [])
        .filter { $0.hasSuffix(".swift") }.sorted()
      for file in files {
        let path = "\(folder)/\(file)"
        let text = try String(
          contentsOf: root.appendingPathComponent(file), encoding: .utf8)
        let collector = DeclarationCollector(file: path, isRuntime: folder == runtimeFolder)
        collector.walk(Parser.parse(source: text))
        declarations += collector.declarations
        privateTypes.formUnion(collector.privateTypes)
        conformances.merge(collector.conformances) { $0.union($1) }
      }
    }
    // An extension of a type that is not public adds nothing public.
    declarations.removeAll { declaration in
      declaration.owners.indices.contains { count in
        privateTypes.contains(declaration.owners[...count].joined(separator: "."))
      }
    }
    return EngineAdditions(declarations, conformances: conformances)
  }

  /// Sorts `declarations` by the rule; `conformances` names the protocols
  /// each type adopts where it or an extension of it is declared.
  init(_ declarations: [PublicDeclaration], conformances: [String: Set<String>]) {
    func isApple(_ name: String) -> Bool {
      if Self.appleNames.contains(name) { return true }
      return ["UI", "NS", "CG", "CA"].contains { prefix in
        name.hasPrefix(prefix) && name.dropFirst(prefix.count).first?.isUppercase == true
      }
    }
    // Outer types first, so that a type inside an addition type is one too.
    var additionTypes: Set<String> = []
    for type in declarations.filter({ $0.kind == .type }).sorted(by: {
      $0.owners.count < $1.owners.count
    }) {
      let insideAddition = type.owners.indices.contains {
        additionTypes.contains(type.owners[...$0].joined(separator: "."))
      }
      if type.isRuntime || !isApple(type.owners.first ?? type.name) || type.isMarked
        || insideAddition
      {
        additionTypes.insert(type.qualifiedName)
      }
    }
    // The requirements of each addition protocol, by its last name.
    var requirements: [String: Set<String>] = [:]
    for declaration in declarations where declaration.isProtocolRequirement {
      let owner = declaration.owners.joined(separator: ".")
      if additionTypes.contains(owner) {
        requirements[declaration.owners.last!, default: []].insert(declaration.key)
      }
    }
    /// Whether it fulfils a requirement of an addition protocol its type
    /// adopts: the protocol's entry documents it.
    func fulfilsRequirement(_ declaration: PublicDeclaration) -> Bool {
      guard !declaration.isProtocolRequirement else { return false }
      let adopted = conformances[declaration.owners.joined(separator: ".")] ?? []
      return adopted.contains { requirements[$0]?.contains(declaration.key) == true }
    }
    var members: [Member] = []
    for declaration in declarations where declaration.kind != .type {
      guard declaration.name.first.map({ $0.isLetter || $0 == "_" }) == true,
        !Self.standardRequirements.contains(declaration.key), !fulfilsRequirement(declaration)
      else { continue }
      // The innermost addition type holding it.
      let holder = declaration.owners.indices.reversed()
        .map { declaration.owners[...$0].joined(separator: ".") }
        .first { additionTypes.contains($0) }
      if let holder {
        members.append(
          Member(
            declaration: declaration, type: holder,
            entryForms: declaration.entryForms(inSection: true)))
        continue
      }
      let isAddition =
        declaration.isRuntime || !isApple(declaration.owners.first ?? declaration.name)
        || declaration.isMarked
        || (declaration.kind == .function && declaration.name.hasPrefix("simulate"))
      guard isAddition else { continue }
      members.append(
        Member(
          declaration: declaration, type: nil, entryForms: declaration.entryForms(inSection: false))
      )
    }
    types = additionTypes.sorted()
    self.members = members
  }
}

/// A public or open declaration, as the parser found it.
struct PublicDeclaration {
  enum Kind { case type, function, initializer, subscriptMember, value }

  let file: String
  let line: Int
  let isRuntime: Bool
  /// The types it is declared in, outermost first; an extension's type
  /// counts as the type.
  let owners: [String]
  /// Its base name: "simulateDrag", "init", "frames".
  let name: String
  /// Its name with argument labels where it takes arguments:
  /// "simulateDrag(by:duration:releaseVelocity:)", "init(device:orientation:)".
  let key: String
  let kind: Kind
  /// Whether its doc comment says "engine addition" (in the singular).
  let isMarked: Bool
  /// Whether it is a requirement of the protocol it is declared in.
  let isProtocolRequirement: Bool

  var qualifiedName: String { (owners + [name]).joined(separator: ".") }
  var qualifiedKey: String { (owners + [key]).joined(separator: ".") }

  /// What a code span may write to name it: in the section of its type, or
  /// anywhere in the chapter.
  func entryForms(inSection: Bool) -> [String] {
    switch kind {
    case .function, .subscriptMember:
      return [key]
    case .initializer:
      let labels = key.dropFirst("init".count)
      return [key] + (owners.last.map { ["\($0)\(labels)"] } ?? [])
    case .type, .value:
      if inSection || owners.isEmpty { return [name] }
      return ["\(owners.last!).\(name)"]
    }
  }
}

/// Collects the public declarations of one source file.
final class DeclarationCollector: SyntaxVisitor {
  let file: String
  let isRuntime: Bool
  private(set) var declarations: [PublicDeclaration] = []
  /// Types declared here without `public` or `open`, by qualified name.
  private(set) var privateTypes: Set<String> = []
  /// The protocols (and superclasses) each type, or an extension of it,
  /// names after its colon, by the type's qualified name.
  private(set) var conformances: [String: Set<String>] = [:]
  private var converter: SourceLocationConverter?

  /// The types being visited: their names, whether they and all around
  /// them are public, and what kind of type they are.
  private var owners: [(names: [String], isPublic: Bool, isProtocol: Bool, isEnum: Bool)] = []

  init(file: String, isRuntime: Bool) {
    self.file = file
    self.isRuntime = isRuntime
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: SourceFileSyntax) -> SyntaxVisitorContinueKind {
    converter = SourceLocationConverter(fileName: file, tree: node)
    return .visitChildren
  }

  // MARK: Types and extensions

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(node, name: node.name.text, modifiers: node.modifiers, node.inheritanceClause)
  }
  override func visitPost(_ node: ClassDeclSyntax) { owners.removeLast() }
  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(node, name: node.name.text, modifiers: node.modifiers, node.inheritanceClause)
  }
  override func visitPost(_ node: StructDeclSyntax) { owners.removeLast() }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(
      node, name: node.name.text, modifiers: node.modifiers, node.inheritanceClause, isEnum: true)
  }
  override func visitPost(_ node: EnumDeclSyntax) { owners.removeLast() }
  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(node, name: node.name.text, modifiers: node.modifiers, node.inheritanceClause)
  }
  override func visitPost(_ node: ActorDeclSyntax) { owners.removeLast() }
  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(
      node, name: node.name.text, modifiers: node.modifiers, node.inheritanceClause,
      isProtocol: true)
  }
  override func visitPost(_ node: ProtocolDeclSyntax) { owners.removeLast() }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    // `extension UICollectionView.ElementCategory` is inside two types. A
    // generic argument (`Array where …`) is not part of the name.
    let written = node.extendedType.trimmedDescription
    let names = written.prefix { $0 != "<" }.split(separator: ".").map(String.init)
    owners.append((names, owners.last?.isPublic ?? true, false, false))
    noteConformances(node.inheritanceClause)
    return .visitChildren
  }
  override func visitPost(_ node: ExtensionDeclSyntax) { owners.removeLast() }

  private func enterType(
    _ node: some DeclSyntaxProtocol, name: String, modifiers: DeclModifierListSyntax,
    _ inheritance: InheritanceClauseSyntax?, isProtocol: Bool = false, isEnum: Bool = false
  ) -> SyntaxVisitorContinueKind {
    let isPublic = (owners.last?.isPublic ?? true) && Self.isPublic(modifiers)
    if !Self.isPublic(modifiers) {
      privateTypes.insert((ownerNames + [name]).joined(separator: "."))
    }
    if isPublic { record(node, name: name, key: name, kind: .type) }
    owners.append(([name], isPublic, isProtocol, isEnum))
    noteConformances(inheritance)
    return .visitChildren
  }

  /// Notes what the type being visited adopts, by each name's last part.
  private func noteConformances(_ inheritance: InheritanceClauseSyntax?) {
    guard let inheritance else { return }
    let names = inheritance.inheritedTypes.compactMap {
      $0.type.trimmedDescription.split(separator: ".").last.map(String.init)
    }
    conformances[ownerNames.joined(separator: "."), default: []].formUnion(names)
  }

  // MARK: Members

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    if isVisible(node.modifiers) {
      let name = node.name.text
      record(
        node, name: name, key: name + Self.labels(node.signature.parameterClause.parameters),
        kind: .function)
    }
    return .skipChildren
  }

  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    if isVisible(node.modifiers) {
      record(
        node, name: "init", key: "init" + Self.labels(node.signature.parameterClause.parameters),
        kind: .initializer)
    }
    return .skipChildren
  }

  override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
    if isVisible(node.modifiers) {
      record(
        node, name: "subscript", key: "subscript" + Self.labels(node.parameterClause.parameters),
        kind: .subscriptMember)
    }
    return .skipChildren
  }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    if isVisible(node.modifiers) {
      for binding in node.bindings {
        guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
        let name = pattern.identifier.text
        record(node, name: name, key: name, kind: .value)
      }
    }
    return .skipChildren
  }

  override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
    // A case is as visible as its enum.
    if owners.last?.isEnum == true, owners.last?.isPublic == true {
      for element in node.elements {
        record(node, name: element.name.text, key: element.name.text, kind: .value)
      }
    }
    return .skipChildren
  }

  override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
    if isVisible(node.modifiers) {
      record(node, name: node.name.text, key: node.name.text, kind: .value)
    }
    return .skipChildren
  }

  override func visit(_ node: AssociatedTypeDeclSyntax) -> SyntaxVisitorContinueKind {
    if isVisible(node.modifiers) {
      record(node, name: node.name.text, key: node.name.text, kind: .value)
    }
    return .skipChildren
  }

  // MARK: Helpers

  private var ownerNames: [String] { owners.flatMap(\.names) }

  /// Public or open, inside types that are public; a protocol's
  /// requirements are as visible as the protocol.
  private func isVisible(_ modifiers: DeclModifierListSyntax) -> Bool {
    guard let owner = owners.last else { return Self.isPublic(modifiers) }
    guard owner.isPublic else { return false }
    return owner.isProtocol || Self.isPublic(modifiers)
  }

  private static func isPublic(_ modifiers: DeclModifierListSyntax) -> Bool {
    modifiers.contains {
      $0.name.tokenKind == .keyword(.public) || $0.name.tokenKind == .keyword(.open)
    }
  }

  /// "(by:duration:releaseVelocity:)"; "(_:)" for an unlabelled argument.
  private static func labels(_ parameters: FunctionParameterListSyntax) -> String {
    "(" + parameters.map { "\($0.firstName.text):" }.joined() + ")"
  }

  private func record(
    _ node: some SyntaxProtocol, name: String, key: String, kind: PublicDeclaration.Kind
  ) {
    let line = converter.map { node.startLocation(converter: $0).line } ?? 0
    declarations.append(
      PublicDeclaration(
        file: file, line: line, isRuntime: isRuntime, owners: ownerNames, name: name, key: key,
        kind: kind, isMarked: Self.isMarked(node.leadingTrivia),
        isProtocolRequirement: owners.last?.isProtocol == true))
  }

  /// Whether the doc comment, its `///` and line breaks read as spaces,
  /// says "engine addition" and not "engine additions".
  static func isMarked(_ trivia: Trivia) -> Bool {
    let text = trivia.compactMap { piece -> String? in
      switch piece {
      case .docLineComment(let line): String(line.dropFirst(3))
      case .docBlockComment(let block): block
      default: nil
      }
    }.joined(separator: " ")
    let words = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    return words.range(
      of: "engine addition(?![A-Za-z])", options: [.regularExpression, .caseInsensitive])
      != nil
  }
}
