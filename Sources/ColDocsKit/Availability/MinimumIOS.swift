import SwiftParser
import SwiftSyntax

/// The oldest iOS a chapter's code runs on, worked out from the names its
/// code uses and the releases that introduced them.
///
/// The code is what a reader takes into an app: every compiled block,
/// hidden ones included, less the lines only coldocs runs
/// (`EngineOnlyLines`). A use is a type's name, a member's name after a
/// dot, a bare name the chapter does not declare itself (a local
/// `let header` is not UIKit's `header()`), or the name of an `override`.
/// Names are matched without types, so where two declarations share a name
/// the older one counts (`IOSAvailability`): the figure can be lower than
/// the truth, never higher. Xcode's own check, when the code is built for
/// iOS, is the final word.
struct MinimumIOS: Equatable, Sendable {
  let version: IOSVersion
  /// The names used that need `version`, the most used first (then in
  /// alphabetical order); empty at the floor.
  let names: [String]

  init(version: IOSVersion, names: [String]) {
    self.version = version
    self.names = names
  }

  /// The chapter's code: each compiled block, and whether it is an
  /// example's body (whose own `return` is coldocs's).
  init(blocks: [(code: String, example: Bool)], availability: IOSAvailability) {
    var used: [String] = []
    var declared: Set<String> = []
    var overridden: Set<String> = []
    // A block holding no word of the table asks for nothing newer than the
    // floor, and declares none of its names: it needs no parse.
    for (code, example) in blocks where availability.mayName(code) {
      let uses = Uses(code, example: example)
      used += uses.used
      declared.formUnion(uses.declared)
      overridden.formUnion(uses.overridden)
    }
    let own = declared.subtracting(overridden)
    let needs = Set(used).union(overridden).subtracting(own).compactMap { name in
      availability.introduced[name].map { (name, $0) }
    }
    let version = needs.map(\.1).max() ?? .floor
    // The names the code uses most come first: they are the ones a reader
    // recognises the chapter by.
    let uses = Dictionary(used.map { ($0, 1) }, uniquingKeysWith: +)
    let names = needs.filter { $0.1 == version }.map(\.0).sorted {
      (uses[$0, default: 0], $1) > (uses[$1, default: 0], $0)
    }
    self.init(version: version, names: names)
  }

  /// The chapter's, or nil when it compiles no Swift.
  init?(plan: ChapterPlan) {
    let blocks = plan.blocks.compactMap { block -> (code: String, example: Bool)? in
      guard let code = block.compiledCode else { return nil }
      if case .example = block.role { return (code, true) }
      return (code, false)
    }
    guard !blocks.isEmpty else { return nil }
    self.init(blocks: blocks, availability: .engine)
  }

  /// One block's names: used outside coldocs's own lines, declared, and
  /// declared with `override`.
  private final class Uses: SyntaxAnyVisitor {
    private(set) var used: [String] = []
    private(set) var declared: Set<String> = []
    private(set) var overridden: Set<String> = []
    private let engineOnly: [Int: EngineOnlyCall]
    private let converter: SourceLocationConverter

    init(_ code: String, example: Bool) {
      let tree = Parser.parse(source: code)
      engineOnly = EngineOnlyLines(tree, example: example).kinds
      converter = SourceLocationConverter(fileName: "", tree: tree)
      super.init(viewMode: .sourceAccurate)
      walk(tree)
    }

    private func use(_ token: TokenSyntax) {
      let line = converter.location(for: token.positionAfterSkippingLeadingTrivia).line - 1
      if engineOnly[line] == nil { used.append(token.plainName) }
    }

    private func declare(_ token: TokenSyntax, _ modifiers: DeclModifierListSyntax? = nil) {
      if modifiers?.contains(where: { $0.name.text == "override" }) == true {
        overridden.insert(token.plainName)
      } else {
        declared.insert(token.plainName)
      }
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
      use(node.baseName)
      return .visitChildren
    }
    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
      use(node.name)
      return .visitChildren
    }
    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
      use(node.name)
      return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
      declare(node.name, node.modifiers)
      return .visitChildren
    }
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
      for binding in node.bindings {
        if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier {
          declare(name, node.modifiers)
        }
      }
      return .visitChildren
    }
    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
      // Also reached inside a `VariableDecl`; an overridden property's
      // name stays an override (`own` leaves out what is overridden).
      declared.insert(node.identifier.plainName)
      return .visitChildren
    }
    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
      declare(node.secondName ?? node.firstName)
      return .visitChildren
    }
    override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
      declare(node.name)
      return .visitChildren
    }
    override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
      declare(node.secondName ?? node.firstName)
      return .visitChildren
    }
    /// Types, cases and type aliases: what they declare is the chapter's.
    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
      let name =
        node.as(ClassDeclSyntax.self)?.name ?? node.as(StructDeclSyntax.self)?.name
        ?? node.as(EnumDeclSyntax.self)?.name ?? node.as(EnumCaseElementSyntax.self)?.name
        ?? node.as(TypeAliasDeclSyntax.self)?.name
      if let name { declare(name) }
      return .visitChildren
    }
  }
}
