import Foundation
import SwiftIDEUtils
import SwiftParser
import SwiftSyntax

/// Swift highlighted at build time by swift-syntax's own classifier, the one
/// editors use: every token gets a class, the page needs no script for it.
enum SwiftHighlighter {
  /// The code as HTML: escaped text with `<span class="hl-…">` around every
  /// classified token (keywords, types, literals, comments, …). With
  /// `linkingItems`, every literal `IndexPath(item: N, section: M)` is also
  /// wrapped in a span naming element "cell M.N", so that hovering it
  /// highlights that item in the example's diagram and frames table.
  ///
  /// `wrappers`: the chapter's functions that only call what coldocs has
  /// (`EngineOnlyWrappers`), whose calls are marked too.
  static func html(
    _ code: String, linkingItems: Bool = false, wrappers: [String: EngineOnlyCall] = [:]
  ) -> String {
    let key =
      wrappers.isEmpty
      ? ""
      : wrappers.sorted { $0.key < $1.key }
        .map { "\($0.key)=\($0.value.rawValue)" }.joined(separator: ",") + "\n"
    return highlighted.value(for: (linkingItems ? "L" : "P") + key + code) {
      parsedHTML(code, linkingItems: linkingItems, wrappers: wrappers)
    }
  }

  /// Blocks already highlighted in this process (see `Memo`).
  private static let highlighted = Memo<String>()

  private static func parsedHTML(
    _ code: String, linkingItems: Bool, wrappers: [String: EngineOnlyCall]
  ) -> String {
    // Past a depth of brackets the parser takes exponential time (`SwiftNesting`).
    guard !SwiftNesting.isTooDeep(code) else { return escaped(Array(code.utf8)[...]) }
    let tree = Parser.parse(source: code)
    let bytes = Array(code.utf8)
    let links = linkingItems ? ItemReferences(viewMode: .sourceAccurate).collect(tree) : []
    var html = ""
    html.reserveCapacity(bytes.count * 2)
    var position = 0
    var openLink: ItemReferences.Reference?
    /// Plain text from `position` to `end`, closing a link where it ends.
    func plain(to end: Int) {
      if let link = openLink, link.end <= end {
        html += escaped(bytes[position..<max(position, link.end)]) + "</span>"
        position = max(position, link.end)
        openLink = nil
      }
      if end > position { html += escaped(bytes[position..<end]) }
      position = max(position, end)
    }
    for range in tree.classifications {
      let start = range.range.lowerBound.utf8Offset
      let end = range.range.upperBound.utf8Offset
      guard start >= position, end <= bytes.count, start <= end else { continue }
      plain(to: start)
      if openLink == nil, let link = links.first(where: { $0.start == start }) {
        html += "<span class=\"cd-ref\" tabindex=\"0\" data-el=\"\(link.element)\">"
        openLink = link
      }
      // A classified range may run past the end of a link (punctuation is
      // merged): split it there.
      var from = start
      if let link = openLink, link.end > start, link.end < end {
        html += token(bytes[start..<link.end], range.kind) + "</span>"
        openLink = nil
        from = link.end
      }
      html += token(bytes[from..<end], range.kind)
      position = end
      if let link = openLink, link.end <= end {
        html += "</span>"
        openLink = nil
      }
    }
    plain(to: bytes.count)
    if openLink != nil { html += "</span>" }
    // An example's code is the one whose items link to its figure.
    return EngineOnlyMarks.marked(
      html, lines: EngineOnlyLines(tree, example: linkingItems, wrappers: wrappers))
  }

  /// Finds `IndexPath(item: <integer>, section: <integer>)` calls.
  final class ItemReferences: SyntaxVisitor {
    struct Reference {
      let start: Int
      let end: Int
      let element: String
    }

    private var found: [Reference] = []

    func collect(_ tree: some SyntaxProtocol) -> [Reference] {
      walk(tree)
      return found
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      let arguments = Array(node.arguments)
      guard node.calledExpression.trimmedDescription == "IndexPath", arguments.count == 2,
        arguments[0].label?.text == "item", arguments[1].label?.text == "section",
        let item = Int(arguments[0].expression.trimmedDescription),
        let section = Int(arguments[1].expression.trimmedDescription)
      else { return .visitChildren }
      found.append(
        Reference(
          start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
          end: node.endPositionBeforeTrailingTrivia.utf8Offset, element: "cell \(section).\(item)"))
      return .skipChildren
    }
  }

  /// A classified token in its span; a token over several lines (a block
  /// comment, a multi-line string) gets a span on each, so that every line
  /// of the block is whole markup and can be marked or hidden alone.
  private static func token(_ bytes: ArraySlice<UInt8>, _ kind: SyntaxClassification) -> String {
    guard !bytes.isEmpty else { return "" }
    let text = escaped(bytes)
    guard let name = className(kind) else { return text }
    guard text.utf8.contains(UInt8(ascii: "\n")) else {
      return "<span class=\"hl-\(name)\">\(text)</span>"
    }
    return text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : "<span class=\"hl-\(name)\">\($0)</span>" }
      .joined(separator: "\n")
  }

  private static func escaped(_ bytes: ArraySlice<UInt8>) -> String {
    HTML.escape(String(decoding: bytes, as: UTF8.self))
  }

  private static func className(_ kind: SyntaxClassification) -> String? {
    switch kind {
    case .keyword: return "keyword"
    case .type: return "type"
    case .identifier, .dollarIdentifier: return nil
    case .argumentLabel: return "label"
    case .attribute: return "attribute"
    case .ifConfigDirective: return "directive"
    case .integerLiteral, .floatLiteral: return "number"
    case .stringLiteral, .regexLiteral: return "string"
    case .lineComment, .blockComment: return "comment"
    case .docLineComment, .docBlockComment: return "doc"
    case .operator: return "operator"
    case .editorPlaceholder: return "placeholder"
    case .none: return nil
    @unknown default: return nil
    }
  }
}
