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

  private let markdown: String
  /// The Markdown's bytes and where each line starts, to tell fenced code
  /// blocks from indented ones; found only for documents with code blocks.
  private lazy var bytes: [UInt8] = Array(markdown.utf8)
  private lazy var lineStarts: [Int] = {
    var starts = [0]
    for (offset, byte) in bytes.enumerated() where byte == 0x0A { starts.append(offset + 1) }
    return starts
  }()

  init(markdown: String, lineOffset: Int = 0) {
    self.lineOffset = lineOffset
    self.markdown = markdown
    root = markdown.withCString { cmark_parse_document($0, strlen($0), CMARK_OPT_DEFAULT) }
    if markdown.utf8.contains(UInt8(ascii: "|")) { renderPipeTables() }
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
    guard lineStarts.indices.contains(index) else { return false }
    var at = lineStarts[index]
    while at < bytes.count, bytes[at] == UInt8(ascii: " ") || bytes[at] == UInt8(ascii: ">") {
      at += 1
    }
    guard at + 3 <= bytes.count else { return false }
    let fence = bytes[at]
    return (fence == UInt8(ascii: "`") || fence == UInt8(ascii: "~"))
      && bytes[at + 1] == fence && bytes[at + 2] == fence
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

  // MARK: Pipe tables

  /// cmark 0.30 reads a GitHub-flavoured table as a paragraph of pipes.
  /// Each paragraph that holds one is read again from its source lines and
  /// replaced by the table's HTML (and, around it, what cmark makes of the
  /// lines before and after it).
  private func renderPipeTables() {
    for paragraph in nodes(of: CMARK_NODE_PARAGRAPH) {
      guard let lines = sourceLines(of: paragraph),
        let (before, table, after) = PipeTable.find(in: lines)
      else { continue }
      var html = before.isEmpty ? "" : Self.html(ofMarkdown: before.joined(separator: "\n"))
      html += table.html(inline: Self.inlineHTML)
      if !after.isEmpty { html += Self.html(ofMarkdown: after.joined(separator: "\n")) }
      let replacement = cmark_node_new(CMARK_NODE_HTML_BLOCK)
      cmark_node_set_literal(replacement, html)
      cmark_node_replace(paragraph, replacement)
      cmark_node_free(paragraph)
    }
  }

  /// A paragraph's lines as written, without the prefixes of the block
  /// quotes or list items around it; nil when a line does not start with
  /// the same kind of prefix (a lazy continuation line) or holds no pipe
  /// at all in the paragraph.
  private func sourceLines(of paragraph: OpaquePointer) -> [String]? {
    let first = Int(cmark_node_get_start_line(paragraph)) - 1
    let last = Int(cmark_node_get_end_line(paragraph)) - 1
    let indent = Int(cmark_node_get_start_column(paragraph)) - 1
    guard first >= 0, last >= first, last < lineStarts.count else { return nil }
    var lines: [String] = []
    var hasPipe = false
    for index in first...last {
      let start = lineStarts[index]
      var end = index + 1 < lineStarts.count ? lineStarts[index + 1] - 1 : bytes.count
      if end > start, bytes[end - 1] == 0x0A { end -= 1 }
      let line = bytes[start..<end]
      let prefix = line.prefix(indent)
      if index > first, !prefix.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == UInt8(ascii: ">") })
      {
        return nil
      }
      let content = line.dropFirst(min(indent, line.count))
      hasPipe = hasPipe || content.contains(UInt8(ascii: "|"))
      lines.append(String(decoding: content, as: UTF8.self))
    }
    return hasPipe ? lines : nil
  }

  /// cmark's HTML for a piece of Markdown (tables included).
  private static func html(ofMarkdown markdown: String) -> String {
    MarkdownDocument(markdown: markdown).renderHTML()
  }

  /// A table cell's inline Markdown as HTML. The cell is parsed after an
  /// en quad (U+2000), which is no Markdown space, so no block can open
  /// (`# a`, `- b` and `> c` stay text, as in GFM cells) while emphasis at
  /// the start still sees whitespace before it.
  private static func inlineHTML(_ cell: String) -> String {
    let html = html(ofMarkdown: "\u{2000}" + cell)
    let open = "<p>\u{2000}"
    guard html.hasPrefix(open), html.hasSuffix("</p>\n") else { return HTML.escape(cell) }
    return String(html.dropFirst(open.count).dropLast(5))
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
/// after the opening tag, then become an `id` attribute. The marker starts
/// with a private-use character that cmark passes through untouched.
enum HeadingIDs {
  private static let open = "\u{E000}id:"
  private static let close: UInt8 = 0x01

  static func marker(for id: String) -> String { open + id + "\u{01}" }

  /// Rewrites `<h2>` + marker(id) as `<h2 id="id">`, scanning bytes (the
  /// text of a thousand pages goes through here).
  static func apply(to html: String) -> String {
    let openBytes = Array(open.utf8)
    var bytes = Array(html.utf8)
    guard let first = index(of: openBytes, in: bytes, from: 0) else { return html }
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count + 64)
    var copied = 0
    var found: Int? = first
    while let start = found {
      guard let end = bytes[(start + openBytes.count)...].firstIndex(of: close) else { break }
      let id = bytes[(start + openBytes.count)..<end]
      if start > copied, bytes[start - 1] == UInt8(ascii: ">") {
        output += bytes[copied..<(start - 1)]
        output += Array(" id=\"".utf8) + id + Array("\">".utf8)
      } else {
        output += bytes[copied..<start]
      }
      copied = end + 1
      found = index(of: openBytes, in: bytes, from: copied)
    }
    output += bytes[copied...]
    bytes = output
    return String(decoding: bytes, as: UTF8.self)
  }

  private static func index(of needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
    guard needle.count <= bytes.count else { return nil }
    var index = start
    while index <= bytes.count - needle.count {
      if bytes[index] == needle[0], bytes[index..<(index + needle.count)].elementsEqual(needle) {
        return index
      }
      index += 1
    }
    return nil
  }
}
