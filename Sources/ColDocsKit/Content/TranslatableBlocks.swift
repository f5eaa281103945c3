import CCmark
import Foundation

/// The blocks of a chapter's Markdown body that a translation follows, in
/// document order: an original's, each with the hash that names it, or a
/// translation's, each with the source tag that says which original block
/// it translates.
///
/// A translation holds only prose. Each of its blocks follows a comment
/// that names an original block by the short hash of its text,
/// `<!-- source: 3fa9c2d1 -->`: a translator reads and edits it as text,
/// and an edit of the original shows as a hash that no longer matches
/// (`TranslationAlignment`).
///
/// The blocks are the body's top-level blocks, but a list gives one block
/// per item: a translator works a paragraph, or an item, at a time, and an
/// edit to one item leaves the others' translations current. What a block
/// nests (a list in an item, a paragraph in a quote) is part of its text.
struct TranslatableBlocks: Equatable, Sendable {
  enum Kind: String, Equatable, Sendable {
    case heading, paragraph, listItem, blockQuote, table
    /// Code blocks, thematic breaks and HTML blocks: a translated page
    /// takes them from the original as they are, so they are never
    /// translated.
    case fixed
  }

  /// What a fixed block is, for what a translation that holds one is told.
  enum Fixed: Equatable, Sendable {
    case code, thematicBreak, html
    /// An HTML block that is only a comment: it shows nothing, so a
    /// translator's note in one is harmless.
    case comment
  }

  struct Block: Equatable, Sendable {
    let kind: Kind
    /// What a `.fixed` block is; nil for every other kind.
    let fixed: Fixed?
    /// The block's first and last line in the file (1-based), trailing
    /// blank lines left out.
    let firstLine: Int
    let lastLine: Int
    /// The block's lines exactly as written, list marker and quote
    /// markers included, joined by "\n".
    let text: String
    /// `text` with each run of whitespace made one space, trimmed: the
    /// hash ignores how lines were wrapped or indented.
    let normalized: String
    /// Eight lowercase hex digits that name the block (`hash(ofNormalized:)`).
    let hash: String
    /// The hash named by the source tag before the block; nil when none
    /// precedes it.
    let sourceTag: String?
    /// For a list item, the columns before its content: a line indented
    /// this far after a blank line still belongs to the item. 0 otherwise.
    let contentColumn: Int
    /// For a heading, its text as a reader sees it (inline Markdown read,
    /// line breaks as spaces), to find its section on the original page.
    let headingText: String?

    var isTranslatable: Bool { kind != .fixed }
  }

  /// A misplaced or malformed source tag, at its line in the file.
  struct Problem: Equatable, Sendable {
    let line: Int
    /// What is wrong, and what to do about it.
    let message: String
    let fix: String

    func diagnostic(file: String) -> Diagnostic {
      Diagnostic(file: file, line: line, message: message, fix: fix)
    }
  }

  let blocks: [Block]
  let problems: [Problem]
  /// Lines of the file before the body (front matter).
  let lineOffset: Int
  /// The body split at each "\n" (a "\r" before it stays on its line), so
  /// that joined by "\n" they are the body again, byte for byte.
  let lines: [String]

  /// Reads `markdown`, a body that starts after `lineOffset` lines of its
  /// file; the lines blocks and problems report are the file's.
  init(markdown: String, lineOffset: Int = 0) {
    let lines = markdown.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      .map { String(decoding: $0, as: UTF8.self) }
    var reader = BlockReader(lines: lines, lineOffset: lineOffset)
    let root = markdown.withCString {
      cmark_parse_document($0, markdown.utf8.count, CMARK_OPT_DEFAULT)
    }
    if let root {
      reader.read(root)
      cmark_node_free(root)
    }
    self.blocks = reader.blocks
    self.problems = reader.problems
    self.lineOffset = lineOffset
    self.lines = lines
  }

  /// The lines of `block`, one of this body's blocks, as written.
  func lines(of block: Block) -> ArraySlice<String> {
    let first = max(0, block.firstLine - lineOffset - 1)
    let last = min(lines.count, block.lastLine - lineOffset)
    return first < last ? lines[first..<last] : []
  }

  // MARK: Hashes and tags

  /// `text` with each whitespace run (line breaks included) made one
  /// space, and none at either end.
  ///
  /// Most blocks of an English original are ASCII, where a character is a
  /// byte and the whitespace is six of them: those take a byte loop, which
  /// gives the same text as the loop over characters without looking up
  /// Unicode properties (a third of the time spent merging an edition);
  /// in other text, only the characters outside ASCII are looked up.
  static func normalized(_ text: String) -> String {
    if let ascii = normalizedASCII(text) { return ascii }
    var result = ""
    var spacePending = false
    for character in text {
      // An ASCII character (CR LF included) is looked up by its value, not
      // by Unicode's tables.
      let isWhitespace =
        character.asciiValue.map { $0 == 0x20 || (0x09...0x0D).contains($0) }
        ?? character.isWhitespace
      if isWhitespace {
        spacePending = !result.isEmpty
      } else {
        if spacePending { result.append(" ") }
        spacePending = false
        result.append(character)
      }
    }
    return result
  }

  /// `normalized(text)` for ASCII text; nil for any other.
  static func normalizedASCII(_ text: String) -> String? {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    var spacePending = false
    for byte in text.utf8 {
      guard byte < 0x80 else { return nil }
      // Space, and tab through carriage return: ASCII's White_Space.
      if byte == 0x20 || (0x09...0x0D).contains(byte) {
        spacePending = !bytes.isEmpty
      } else {
        if spacePending { bytes.append(0x20) }
        spacePending = false
        bytes.append(byte)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The first eight hex digits of the text's `ContentHash`: short enough
  /// to copy by hand, and two of a chapter's few hundred blocks share one
  /// with a chance of about one in a hundred thousand.
  static func hash(ofNormalized text: String) -> String {
    var hash = ContentHash()
    hash.add(text)
    return String(hash.hex.prefix(8))
  }

  /// The line a translator writes before a translation of the block with
  /// `hash`.
  static func tagLine(for hash: String) -> String {
    "<!-- source: \(hash) -->"
  }

  /// The hash an HTML block names when it is only a source tag, lowercased;
  /// nil otherwise. Spaces may be left out or added anywhere between the
  /// tag's parts; the digits are ASCII (not an input method's full-width
  /// ones, which a translator is then told about).
  static func sourceTag(inHTML html: String) -> String? {
    guard let inside = commentBody(html), inside.hasPrefix("source") else { return nil }
    let afterName = inside.dropFirst("source".count).drop(while: \.isWhitespace)
    guard afterName.first == ":" else { return nil }
    let digits = afterName.dropFirst().trimmingCharacters(in: .whitespacesAndNewlines)
    guard digits.count == 8, digits.allSatisfy({ $0.isASCII && $0.isHexDigit }) else { return nil }
    return digits.lowercased()
  }

  /// True for HTML that opens as a source tag, well formed or not, and
  /// whatever follows it.
  fileprivate static func looksLikeSourceTag(_ html: String) -> Bool {
    let trimmed = html.drop(while: \.isWhitespace)
    guard trimmed.hasPrefix("<!--") else { return false }
    return trimmed.dropFirst(4).drop(while: \.isWhitespace).hasPrefix("source")
  }

  /// What stands between `<!--` and `-->` when the HTML is one comment,
  /// trimmed; nil when it is anything else.
  private static func commentBody(_ html: String) -> Substring? {
    let trimmed = html.trimmingCharacters(in: .whitespacesAndNewlines)
    guard trimmed.count >= 7, trimmed.hasPrefix("<!--"), trimmed.hasSuffix("-->") else {
      return nil
    }
    let inside = trimmed.dropFirst(4).dropLast(3)
    guard !inside.contains("-->") else { return nil }
    return Substring(inside.trimmingCharacters(in: .whitespacesAndNewlines))
  }
}

// MARK: - Reading cmark's tree

/// Walks a parsed body's top-level nodes once, collecting blocks and
/// problems. Lines here are cmark's (1-based, in the body) until a block
/// is made.
private struct BlockReader {
  let lines: [String]
  let lineOffset: Int
  var blocks: [TranslatableBlocks.Block] = []
  var problems: [TranslatableBlocks.Problem] = []
  /// A source tag read and not yet given to a block: its hash and line.
  private var pendingTag: (hash: String, line: Int)?

  init(lines: [String], lineOffset: Int) {
    self.lines = lines
    self.lineOffset = lineOffset
  }

  mutating func read(_ root: OpaquePointer) {
    var node = cmark_node_first_child(root)
    while let current = node {
      let next = cmark_node_next(current)
      // cmark sometimes ends a block on the line that closed it, which is
      // the next block's first line: no block ends past the next's start.
      let limit = next.map { Int(cmark_node_get_start_line($0)) - 1 } ?? lines.count
      read(current, limit: limit)
      node = next
    }
    if let tag = pendingTag {
      problems.append(
        .init(
          line: tag.line, message: "this source tag comes before no block",
          fix: "delete it, or write the translated block below it"))
    }
  }

  private mutating func read(_ node: OpaquePointer, limit: Int) {
    switch cmark_node_get_type(node) {
    case CMARK_NODE_HEADING:
      add(node, kind: .heading, limit: limit, headingText: MarkdownDocument.plainText(node))
    case CMARK_NODE_PARAGRAPH:
      let range = lineRange(of: node, limit: limit)
      add(node, kind: isTable(range) ? .table : .paragraph, limit: limit)
    case CMARK_NODE_BLOCK_QUOTE:
      add(node, kind: .blockQuote, limit: limit)
      reportNestedTags(in: node)
    case CMARK_NODE_LIST:
      readItems(of: node, limit: limit)
    case CMARK_NODE_CODE_BLOCK:
      add(node, kind: .fixed, fixed: .code, limit: limit)
    case CMARK_NODE_THEMATIC_BREAK:
      add(node, kind: .fixed, fixed: .thematicBreak, limit: limit)
    case CMARK_NODE_HTML_BLOCK:
      readHTML(node, limit: limit)
    default:
      add(node, kind: .fixed, fixed: .html, limit: limit)
    }
  }

  private mutating func readItems(of list: OpaquePointer, limit: Int) {
    var item = cmark_node_first_child(list)
    while let current = item {
      let next = cmark_node_next(current)
      let itemLimit = next.map { Int(cmark_node_get_start_line($0)) - 1 } ?? limit
      add(current, kind: .listItem, limit: itemLimit, contentColumn: contentColumn(of: current))
      reportNestedTags(in: current)
      item = next
    }
  }

  /// A source tag sets the next block's tag; a malformed one is reported
  /// and otherwise ignored (it is a comment: it shows nothing).
  private mutating func readHTML(_ node: OpaquePointer, limit: Int) {
    let html = Self.literal(node)
    let line = Int(cmark_node_get_start_line(node)) + lineOffset
    if let hash = TranslatableBlocks.sourceTag(inHTML: html) {
      if let earlier = pendingTag {
        problems.append(
          .init(
            line: earlier.line, message: "two source tags come before one block",
            fix: "keep the one that names the original block translated here (the later one counts)"
          ))
      }
      pendingTag = (hash, line)
    } else if TranslatableBlocks.looksLikeSourceTag(html) {
      problems.append(
        .init(
          line: line, message: "this source tag is not read",
          fix: "write it alone on its line as \(TranslatableBlocks.tagLine(for: "3fa9c2d1")),"
            + " with the eight hex digits `coldocs translate status` prints"))
    } else {
      let fixed: TranslatableBlocks.Fixed = Self.isComment(html) ? .comment : .html
      add(node, kind: .fixed, fixed: fixed, limit: limit)
    }
  }

  /// A tag inside a list item or quote would be part of its text, where
  /// it names nothing: said here rather than left to puzzle a translator.
  private mutating func reportNestedTags(in container: OpaquePointer) {
    let iterator = cmark_iter_new(container)
    defer { cmark_iter_free(iterator) }
    while true {
      let event = cmark_iter_next(iterator)
      if event == CMARK_EVENT_DONE { break }
      guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator),
        cmark_node_get_type(node) == CMARK_NODE_HTML_BLOCK,
        TranslatableBlocks.looksLikeSourceTag(Self.literal(node))
      else { continue }
      problems.append(
        .init(
          line: Int(cmark_node_get_start_line(node)) + lineOffset,
          message: "a source tag inside a list item or block quote is not read",
          fix: "put it at the start of the line right before the item or the quote"))
    }
  }

  // MARK: Making blocks

  private mutating func add(
    _ node: OpaquePointer, kind: TranslatableBlocks.Kind, fixed: TranslatableBlocks.Fixed? = nil,
    limit: Int, contentColumn: Int = 0, headingText: String? = nil
  ) {
    let range = lineRange(of: node, limit: limit)
    let text = range.map { lines[$0 - 1] }.joined(separator: "\n")
    let normalized = TranslatableBlocks.normalized(text)
    blocks.append(
      .init(
        kind: kind, fixed: fixed, firstLine: range.lowerBound + lineOffset,
        lastLine: range.upperBound + lineOffset, text: text, normalized: normalized,
        hash: TranslatableBlocks.hash(ofNormalized: normalized), sourceTag: takeTag(for: kind),
        contentColumn: contentColumn, headingText: headingText))
  }

  /// The pending tag, for a block a translation may hold; a tag before a
  /// fixed block is reported, since nothing of it is translated.
  private mutating func takeTag(for kind: TranslatableBlocks.Kind) -> String? {
    guard let tag = pendingTag else { return nil }
    pendingTag = nil
    guard kind != .fixed else {
      problems.append(
        .init(
          line: tag.line,
          message:
            "this source tag comes before a code block, rule or HTML block, which is not translated",
          fix: "delete the tag and the block: the translated page takes them from the original"))
      return nil
    }
    return tag.hash
  }

  /// The node's lines in the body (1-based), without trailing blank lines
  /// and never past `limit`. cmark 0.30 ends an HTML block a line early,
  /// and may count blank lines after a list item or indented code into
  /// it, so its end line is checked rather than trusted.
  private func lineRange(of node: OpaquePointer, limit: Int) -> ClosedRange<Int> {
    let first = min(max(1, Int(cmark_node_get_start_line(node))), max(1, lines.count))
    var last: Int
    if cmark_node_get_type(node) == CMARK_NODE_HTML_BLOCK {
      let literal = Self.literal(node)
      let breaks = literal.utf8.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
      last = first + max(0, breaks - (literal.hasSuffix("\n") ? 1 : 0))
    } else {
      last = Self.endLine(of: node)
    }
    last = max(first, min(last, limit, lines.count))
    while last > first, Self.isBlank(lines[last - 1]) { last -= 1 }
    return first...last
  }

  /// cmark's end line, or, where it gives none (0), the last child's.
  private static func endLine(of node: OpaquePointer) -> Int {
    let end = Int(cmark_node_get_end_line(node))
    if end >= Int(cmark_node_get_start_line(node)) { return end }
    guard let child = cmark_node_last_child(node) else { return end }
    return endLine(of: child)
  }

  /// A paragraph cmark read from a GitHub-flavoured table: plain
  /// CommonMark has no tables, so `PipeTable` reads its lines again. Only
  /// a paragraph that is a table from its first line counts as one.
  private func isTable(_ range: ClosedRange<Int>) -> Bool {
    let paragraph = range.map { lines[$0 - 1] }
    guard paragraph.count >= 2, paragraph[0].contains("|"),
      let found = PipeTable.find(in: paragraph)
    else { return false }
    return found.before.isEmpty
  }

  /// The column (0-based) where a list item's content starts. cmark keeps
  /// it to itself, but the item's first child starts there, unless the
  /// item is empty or starts with code, where the marker line tells.
  private func contentColumn(of item: OpaquePointer) -> Int {
    if let child = cmark_node_first_child(item), cmark_node_get_type(child) != CMARK_NODE_CODE_BLOCK
    {
      return max(0, Int(cmark_node_get_start_column(child)) - 1)
    }
    let index = Int(cmark_node_get_start_line(item)) - 1
    guard lines.indices.contains(index) else { return 2 }
    return Self.contentColumn(ofMarkerLine: lines[index])
  }

  /// The content column of a list item's first line by CommonMark's rule:
  /// one to four spaces after the marker belong to it; with none after it,
  /// or five or more (the content is indented code), one does.
  private static func contentColumn(ofMarkerLine line: String) -> Int {
    let bytes = Array(line.utf8)
    var at = 0
    while at < bytes.count, bytes[at] == UInt8(ascii: " ") { at += 1 }
    if at < bytes.count, "-+*".utf8.contains(bytes[at]) {
      at += 1
    } else {
      while at < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[at]) {
        at += 1
      }
      if at < bytes.count { at += 1 }  // "." or ")"
    }
    var spaces = 0
    while at + spaces < bytes.count, bytes[at + spaces] == UInt8(ascii: " ") { spaces += 1 }
    let restIsBlank = at + spaces >= bytes.count
    return spaces == 0 || spaces >= 5 || restIsBlank ? at + 1 : at + spaces
  }

  // MARK: Text

  private static func literal(_ node: OpaquePointer) -> String {
    cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
  }

  private static func isBlank(_ line: String) -> Bool {
    line.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" }
  }

  /// True for HTML made of comments alone, which shows nothing.
  private static func isComment(_ html: String) -> Bool {
    var rest = Substring(html.trimmingCharacters(in: .whitespacesAndNewlines))
    while rest.hasPrefix("<!--") {
      guard let end = rest.range(of: "-->") else { return false }
      rest = rest[end.upperBound...].drop(while: \.isWhitespace)
    }
    return rest.isEmpty
  }
}
