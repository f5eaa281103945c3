import CCmark
import Foundation

/// A Markdown document parsed by the system cmark library.
///
/// The tree is cmark's own. coldocs only finds code blocks and headings in
/// it, swaps code blocks for HTML it rendered, and lets cmark render the rest,
/// so every construct cmark supports renders exactly as cmark renders it.
final class MarkdownDocument {
  private let root: OpaquePointer
  /// Lines before the Markdown body (front matter) to add to cmark's line numbers.
  let lineOffset: Int

  /// The Markdown's lines, to tell fenced code blocks from indented ones.
  private let lines: [Substring]

  init(markdown: String, lineOffset: Int = 0) {
    self.lineOffset = lineOffset
    lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
    root = markdown.withCString { cmark_parse_document($0, strlen($0), CMARK_OPT_DEFAULT) }
  }

  deinit {
    cmark_node_free(root)
  }

  // MARK: Walking the tree

  /// Every node of one type, in document order.
  private func nodes(of type: cmark_node_type) -> [OpaquePointer] {
    var found: [OpaquePointer] = []
    let iterator = cmark_iter_new(root)
    defer { cmark_iter_free(iterator) }
    while true {
      let event = cmark_iter_next(iterator)
      if event == CMARK_EVENT_DONE { break }
      guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
      if cmark_node_get_type(node) == type { found.append(node) }
    }
    return found
  }

  /// The fenced and indented code blocks, in document order.
  var codeBlocks: [CodeBlock] {
    nodes(of: CMARK_NODE_CODE_BLOCK).map { node in
      CodeBlock(
        node: node,
        info: String(cString: cmark_node_get_fence_info(node)),
        code: String(cString: cmark_node_get_literal(node)),
        line: Int(cmark_node_get_start_line(node)) + lineOffset,
        column: Int(cmark_node_get_start_column(node)),
        isFenced: isFenced(node))
    }
  }

  /// True when the block opens with a fence: cmark 0.30 does not say, so
  /// look at the block's first line.
  private func isFenced(_ node: OpaquePointer) -> Bool {
    let index = Int(cmark_node_get_start_line(node)) - 1
    guard lines.indices.contains(index) else { return false }
    let line = lines[index].drop { $0 == " " || $0 == ">" }
    return line.hasPrefix("```") || line.hasPrefix("~~~")
  }

  /// The headings, in document order, with their plain text.
  var headings: [Heading] {
    nodes(of: CMARK_NODE_HEADING).map { node in
      Heading(
        node: node, level: Int(cmark_node_get_heading_level(node)), text: Self.plainText(node))
    }
  }

  /// The text of a node's descendants: text, code spans and line breaks.
  private static func plainText(_ node: OpaquePointer) -> String {
    var text = ""
    let iterator = cmark_iter_new(node)
    defer { cmark_iter_free(iterator) }
    while true {
      let event = cmark_iter_next(iterator)
      if event == CMARK_EVENT_DONE { break }
      guard event == CMARK_EVENT_ENTER, let child = cmark_iter_get_node(iterator) else { continue }
      switch cmark_node_get_type(child) {
      case CMARK_NODE_TEXT, CMARK_NODE_CODE:
        text += String(cString: cmark_node_get_literal(child))
      case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
        text += " "
      default:
        break
      }
    }
    return text
  }

  // MARK: Changing the tree

  /// Puts raw HTML where a code block was.
  func replace(_ block: CodeBlock, withHTML html: String) {
    let replacement = cmark_node_new(CMARK_NODE_HTML_BLOCK)
    cmark_node_set_literal(replacement, html)
    cmark_node_replace(block.node, replacement)
    cmark_node_free(block.node)
  }

  /// Marks a heading so that rendering gives it `id`.
  func setID(_ id: String, of heading: Heading) {
    let marker = cmark_node_new(CMARK_NODE_CUSTOM_INLINE)
    cmark_node_set_on_enter(marker, HeadingIDs.marker(for: id))
    cmark_node_prepend_child(heading.node, marker)
  }

  // MARK: Rendering

  /// cmark's HTML for the whole document, raw HTML kept, heading ids applied.
  func renderHTML() -> String {
    guard let rendered = cmark_render_html(root, CMARK_OPT_UNSAFE) else { return "" }
    defer { free(rendered) }
    return HeadingIDs.apply(to: String(cString: rendered))
  }
}

/// A code block of a document, as cmark parsed it.
struct CodeBlock {
  fileprivate let node: OpaquePointer
  /// The info string after the opening fence, such as "swift example".
  let info: String
  /// The block's content, indentation removed, ending with a newline.
  let code: String
  /// The line of the opening fence in the Markdown file (1-based).
  let line: Int
  /// The column of the opening fence (1-based).
  let column: Int
  let isFenced: Bool

  /// The file line of the content's first line.
  var firstCodeLine: Int { isFenced ? line + 1 : line }
}

/// A heading of a document.
struct Heading {
  fileprivate let node: OpaquePointer
  let level: Int
  let text: String
}

/// Heading ids travel through cmark's renderer as an invisible marker right
/// after the opening tag, then become an `id` attribute.
enum HeadingIDs {
  private static let open = "\u{E000}id:"
  private static let close = "\u{E001}"

  static func marker(for id: String) -> String { open + id + close }

  static func apply(to html: String) -> String {
    guard html.contains(open) else { return html }
    var output = ""
    var rest = Substring(html)
    while let start = rest.range(of: open) {
      guard let end = rest[start.upperBound...].range(of: close) else { break }
      let id = rest[start.upperBound..<end.lowerBound]
      var before = rest[..<start.lowerBound]
      if before.hasSuffix(">") {
        before = before.dropLast()
        output += before + " id=\"\(id)\">"
      } else {
        output += before
      }
      rest = rest[end.upperBound...]
    }
    return output + rest
  }
}
