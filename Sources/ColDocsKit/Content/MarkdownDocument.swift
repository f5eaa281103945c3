import CCmark
import Foundation

/// A Markdown document parsed by the system cmark library.
///
/// The tree is cmark's own. coldocs only finds code blocks and headings in
/// it, marks where its own HTML goes (`PageSkeleton`), and lets cmark render
/// the rest, so every construct cmark supports renders exactly as cmark
/// renders it. A document lives only while its chapter is planned.
final class MarkdownDocument {
  let root: OpaquePointer
  /// Lines before the Markdown body (front matter) to add to cmark's line numbers.
  let lineOffset: Int

  private let markdown: String
  /// The Markdown's bytes and where each line starts, to tell fenced code
  /// blocks from indented ones and to place links; found only when needed.
  lazy var bytes: [UInt8] = Array(markdown.utf8)
  lazy var lineStarts: [Int] = {
    var starts = [0]
    for (offset, byte) in bytes.enumerated() where byte == 0x0A { starts.append(offset + 1) }
    return starts
  }()

  /// The destination a page uses instead of the one written, for links to
  /// other pages of the guide (see `PageLinks`); nil keeps it as written.
  typealias LinkRewrite = (String) -> String?

  private let rewrite: LinkRewrite?
  /// Every link, where it starts; found only when links are rewritten.
  private(set) var links: [LinkSite] = []
  /// Every "chapter N" written as plain text outside links; found only when
  /// links are rewritten.
  private(set) var chapterMentions: [LocatedMention] = []

  /// A link's destination as written and the file line and column of its `[`.
  struct LinkSite: Equatable {
    let destination: String
    let line: Int
    let column: Int
  }

  /// A "chapter N" of the prose and its file line and column.
  struct LocatedMention: Equatable {
    let match: ChapterMention.Match
    let line: Int
    let column: Int
  }

  /// Parses `markdown`; with `rewrite`, each link's destination is
  /// replaced by what `rewrite` makes of it, in tables too.
  init(markdown: String, lineOffset: Int = 0, rewritingLinks rewrite: LinkRewrite? = nil) {
    self.lineOffset = lineOffset
    self.rewrite = rewrite
    let markdown = Self.withoutSlotNoncharacters(markdown)
    self.markdown = markdown
    root = markdown.withCString { cmark_parse_document($0, strlen($0), CMARK_OPT_DEFAULT) }
    // Before tables take the place of their paragraphs: a link in a table
    // is found here, at its place in the file.
    if let rewrite { rewriteLinks(rewrite) }
    // Every character `CJKLineBreak` joins is three bytes or more in UTF-8.
    if markdown.utf8.contains(where: { $0 >= 0xE2 }) { joinCJKLines() }
    if markdown.utf8.contains(UInt8(ascii: "|")) { renderPipeTables() }
    if markdown.containsUTF8("[!") { renderCallouts() }
  }

  deinit {
    cmark_node_free(root)
  }

  // MARK: Walking the tree

  /// Every node of one type, in document order.
  func nodes(of type: cmark_node_type) -> [OpaquePointer] {
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

  private lazy var codeNodes = nodes(of: CMARK_NODE_CODE_BLOCK)

  /// The fenced and indented code blocks, in document order.
  var codeBlocks: [CodeBlock] {
    codeNodes.enumerated().map { index, node in
      CodeBlock(
        index: index,
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

  /// A heading's level and plain text.
  private static func heading(_ node: OpaquePointer) -> PageSkeleton.HeadingText {
    PageSkeleton.HeadingText(
      level: Int(cmark_node_get_heading_level(node)), text: plainText(node))
  }

  /// The text of a node's descendants: text, code spans and line breaks
  /// (as spaces). `TranslatableBlocks` names headings by it too.
  static func plainText(_ node: OpaquePointer) -> String {
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

  // MARK: The skeleton

  /// The page's skeleton: cmark's HTML with a slot for each code block at
  /// `blockIndices` (positions in `codeBlocks`) and for each heading's id.
  /// This changes the tree, so it is the last thing asked of a document.
  func skeleton(replacing blockIndices: [Int]) -> PageSkeleton {
    let headingNodes = nodes(of: CMARK_NODE_HEADING)
    let headings = headingNodes.map(Self.heading)
    for index in blockIndices {
      let marker = cmark_node_new(CMARK_NODE_HTML_BLOCK)
      cmark_node_set_literal(marker, PageSkeleton.blockMarker)
      cmark_node_replace(codeNodes[index], marker)
      cmark_node_free(codeNodes[index])
    }
    codeNodes = []
    for heading in headingNodes {
      let marker = cmark_node_new(CMARK_NODE_CUSTOM_INLINE)
      cmark_node_set_on_enter(marker, PageSkeleton.headingMarker)
      cmark_node_prepend_child(heading, marker)
    }
    return PageSkeleton(rendered: renderHTML(), blockIndices: blockIndices, headings: headings)
  }

  /// The author's text with the noncharacters that mark slots replaced by
  /// U+FFFD, as an HTML parser would read them.
  private static func withoutSlotNoncharacters(_ markdown: String) -> String {
    // U+FDD0 and U+FDD1 (`PageSkeleton`), U+FDD2 and U+FDD3 (the markers of
    // `WordSlots`) are EF B7 90 to 93 in UTF-8.
    var previous: (UInt8, UInt8) = (0, 0)
    for byte in markdown.utf8 {
      if previous == (0xEF, 0xB7), (0x90...0x93).contains(byte) {
        return String(
          String.UnicodeScalarView(
            markdown.unicodeScalars.map { (0xFDD0...0xFDD3).contains($0.value) ? "\u{FFFD}" : $0 }
          ))
      }
      previous = (previous.1, byte)
    }
    return markdown
  }

  // MARK: Chinese and Japanese lines

  /// Removes each soft line break (a paragraph's line ending) between two
  /// characters that `CJKLineBreak` joins. cmark writes one as a newline,
  /// which a browser shows as a space: "类就是" and "一个应用" on two lines
  /// of the Markdown would read "类就是 一个应用". Code blocks hold no
  /// soft breaks, so they stay as written.
  private func joinCJKLines() {
    for softBreak in nodes(of: CMARK_NODE_SOFTBREAK) {
      guard let before = Self.edgeScalar(of: cmark_node_previous(softBreak), last: true),
        let after = Self.edgeScalar(of: cmark_node_next(softBreak), last: false),
        CJKLineBreak.joins(before, after)
      else { continue }
      cmark_node_unlink(softBreak)
      cmark_node_free(softBreak)
    }
  }

  /// The last (or first) character an inline shows: a text's or a code
  /// span's own, or that of the last (first) inline inside emphasis or a
  /// link; nil for anything else (raw HTML, an image, a line break).
  private static func edgeScalar(of node: OpaquePointer?, last: Bool) -> Unicode.Scalar? {
    var node = node
    while let current = node {
      switch cmark_node_get_type(current) {
      case CMARK_NODE_TEXT, CMARK_NODE_CODE:
        guard let literal = cmark_node_get_literal(current) else { return nil }
        let scalars = String(cString: literal).unicodeScalars
        return last ? scalars.last : scalars.first
      case CMARK_NODE_EMPH, CMARK_NODE_STRONG, CMARK_NODE_LINK:
        node = last ? cmark_node_last_child(current) : cmark_node_first_child(current)
      default:
        return nil
      }
    }
    return nil
  }

  // MARK: Pipe tables

  /// cmark 0.30 reads a GitHub-flavoured table as a paragraph of pipes.
  /// Each paragraph that holds one is read again from its source lines and
  /// replaced by the table's HTML (and, around it, what cmark makes of the
  /// lines before and after it).
  ///
  /// The table comes in a `cd-table` wrapper, the box that scrolls sideways
  /// when the table is wider than the text column, so that the page never
  /// does and the table itself keeps its table layout (and role). Its code
  /// names may wrap where a reader splits them (`CodeBreaks`).
  private func renderPipeTables() {
    for paragraph in nodes(of: CMARK_NODE_PARAGRAPH) {
      guard let lines = sourceLines(of: paragraph),
        let (before, table, after) = PipeTable.find(in: lines)
      else { continue }
      var html = before.isEmpty ? "" : self.html(ofMarkdown: before.joined(separator: "\n"))
      html +=
        "<div class=\"cd-table\">\n" + CodeBreaks.inserted(into: table.html(inline: inlineHTML))
        + "</div>\n"
      if !after.isEmpty { html += self.html(ofMarkdown: after.joined(separator: "\n")) }
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
    // Most paragraphs are prose: look for a pipe before making any string.
    let paragraphEnd = last + 1 < lineStarts.count ? lineStarts[last + 1] : bytes.count
    guard bytes[lineStarts[first]..<paragraphEnd].contains(UInt8(ascii: "|")) else { return nil }
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

  /// cmark's HTML for a piece of Markdown (tables included), its links
  /// rewritten as this document's.
  private func html(ofMarkdown markdown: String) -> String {
    MarkdownDocument(markdown: markdown, rewritingLinks: rewrite).renderHTML()
  }

  /// A table cell's inline Markdown as HTML. The cell is parsed after an
  /// en quad (U+2000), which is no Markdown space, so no block can open
  /// (`# a`, `- b` and `> c` stay text, as in GFM cells) while emphasis at
  /// the start still sees whitespace before it.
  private func inlineHTML(_ cell: String) -> String {
    let markdown = "\u{2000}" + cell
    // Most cells hold no link to rewrite and no escaped pipe (a table of
    // their own): cmark renders those alone, without a document around them.
    let needsDocument = cell.utf8.contains { $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "|") }
    let html = needsDocument ? self.html(ofMarkdown: markdown) : Self.cmarkHTML(markdown)
    let open = "<p>\u{2000}"
    guard html.hasPrefix(open), html.hasSuffix("</p>\n") else { return HTML.escape(cell) }
    return String(html.dropFirst(open.count).dropLast(5))
  }

  /// cmark's HTML for Markdown that needs nothing of this document.
  private static func cmarkHTML(_ markdown: String) -> String {
    let markdown = withoutSlotNoncharacters(markdown)
    guard
      let rendered = markdown.withCString({
        cmark_markdown_to_html($0, strlen($0), CMARK_OPT_UNSAFE)
      })
    else { return "" }
    defer { free(rendered) }
    return String(cString: rendered)
  }

  // MARK: Links

  /// Rewrites every link's destination, noting where each link starts, and
  /// finds each "chapter N" of the text outside links and images.
  private func rewriteLinks(_ rewrite: LinkRewrite) {
    var insideLinks = 0
    let iterator = cmark_iter_new(root)
    defer { cmark_iter_free(iterator) }
    while true {
      let event = cmark_iter_next(iterator)
      if event == CMARK_EVENT_DONE { break }
      guard let node = cmark_iter_get_node(iterator) else { continue }
      let type = cmark_node_get_type(node)
      if type == CMARK_NODE_LINK || type == CMARK_NODE_IMAGE {
        insideLinks += event == CMARK_EVENT_ENTER ? 1 : -1
        guard type == CMARK_NODE_LINK, event == CMARK_EVENT_ENTER else { continue }
        let destination = cmark_node_get_url(node).map { String(cString: $0) } ?? ""
        let (line, column) = place(of: node, startingWith: Array("[".utf8))
        links.append(LinkSite(destination: destination, line: line, column: column))
        if let replacement = rewrite(destination) { cmark_node_set_url(node, replacement) }
      } else if type == CMARK_NODE_TEXT, event == CMARK_EVENT_ENTER, insideLinks == 0 {
        let text = String(cString: cmark_node_get_literal(node))
        for match in ChapterMention.matches(in: text) {
          let line = Int(cmark_node_get_start_line(node))
          let start = Int(cmark_node_get_start_column(node))
          let column = self.column(of: Array(match.text.utf8), line: line, from: start)
          chapterMentions.append(
            LocatedMention(
              match: match, line: line + lineOffset, column: column ?? start + match.offset))
        }
      }
    }
  }

  /// A node's file line and column. cmark counts an inline's column as if
  /// a paragraph's continuation line began where the paragraph's text does,
  /// so on a line indented further it is short by the extra indentation:
  /// the first `marker` on the line from there is where the node starts.
  private func place(of node: OpaquePointer, startingWith marker: [UInt8]) -> (Int, Int) {
    let line = Int(cmark_node_get_start_line(node))
    let column = Int(cmark_node_get_start_column(node))
    return (line + lineOffset, self.column(of: marker, line: line, from: column) ?? column)
  }

  /// The column of the first `needle` on cmark's line `line` at or after
  /// `column`; nil when it is not there.
  private func column(of needle: [UInt8], line: Int, from column: Int) -> Int? {
    let index = line - 1
    guard !needle.isEmpty, column >= 1, lineStarts.indices.contains(index) else { return nil }
    let start = lineStarts[index]
    let end = index + 1 < lineStarts.count ? lineStarts[index + 1] : bytes.count
    var at = start + column - 1
    while at + needle.count <= end {
      if bytes[at..<(at + needle.count)].elementsEqual(needle) { return at - start + 1 }
      at += 1
    }
    return nil
  }

  // MARK: Rendering

  /// cmark's HTML for the whole document, raw HTML kept.
  func renderHTML() -> String {
    guard let rendered = cmark_render_html(root, CMARK_OPT_UNSAFE) else { return "" }
    defer { free(rendered) }
    return String(cString: rendered)
  }
}
