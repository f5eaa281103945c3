/// The Markdown of a translated page: the original's body with each block
/// a translation follows replaced by its translation.
///
/// Everything else is the original's, byte for byte: code blocks, rules,
/// HTML blocks, link reference definitions and the lines between blocks.
/// So each example's fence is the one the original page has, compiles
/// once, and shows the same figure in every edition.
///
/// Where a translation is stale (the original changed since it was made)
/// or missing (the page shows the original's block), a marker follows the
/// block: an HTML block of the caller's, which cmark passes through as it
/// is. After a paragraph, table or quote it comes after a blank line; after
/// a list item, after a blank line and indented to the item's content, so
/// that it stays inside the item (which makes that list a loose one); after
/// a heading, on the next line.
///
/// The text is for rendering only: its line numbers are neither the
/// original's nor the translation's file lines, so a problem found in it
/// is to be reported against the block it came from, not by its line.
struct TranslatedMarkdown: Equatable, Sendable {
  /// The page's Markdown body.
  let text: String
  /// For each block of the original, by index: the index of the heading
  /// block at or before it (a heading is its own), nil before the first.
  /// A marker links to the original's text there, by that heading's text.
  let sectionHeadings: [Int?]

  /// The HTML of the marker after a block that is `.stale` or `.missing`,
  /// given the original's block: one HTML block, so without blank lines
  /// (any are dropped).
  typealias Marker = (State, TranslatableBlocks.Block) -> String
  typealias State = TranslationAlignment.State

  init(
    original: TranslatableBlocks, translation: TranslatableBlocks,
    alignment: TranslationAlignment, marker: Marker
  ) {
    var output: [String] = []
    // The index of the next line of the original's body to copy.
    var copied = 0
    for (index, block) in original.blocks.enumerated() {
      guard let aligned = alignment.state(ofOriginal: index) else { continue }
      let first = block.firstLine - original.lineOffset - 1
      let last = block.lastLine - original.lineOffset - 1
      // Blocks come in order and apart; a range that is not is left as it is.
      guard first >= copied, first <= last, last < original.lines.count else { continue }
      output += original.lines[copied..<first]
      copied = last + 1

      // An index that is not the translation's (an alignment made for
      // another one) counts as no translation at all.
      let state = Self.checked(aligned, in: translation)
      let shown = state.translation.map { translation.blocks[$0] }
      if let shown {
        output += translation.lines(of: shown)
      } else {
        output += original.lines[first...last]
      }
      if case .fresh = state { continue }
      let following = copied < original.lines.count ? original.lines[copied] : nil
      output += Self.markerLines(marker(state, block), after: shown ?? block, before: following)
    }
    output += original.lines[min(copied, original.lines.count)...]

    self.text = output.joined(separator: "\n")
    self.sectionHeadings = Self.headings(before: original.blocks)
  }

  private static func checked(_ state: State, in translation: TranslatableBlocks) -> State {
    guard let at = state.translation, !translation.blocks.indices.contains(at) else { return state }
    return .missing
  }

  /// The lines a marker takes after `block` (the block as the page shows
  /// it), when the original's next line is `following` (nil at the end).
  ///
  /// An HTML block of any kind starts after a blank line, and after a
  /// heading; it goes on to the next blank line, so one follows the marker
  /// unless a blank line or the end comes next anyway.
  private static func markerLines(
    _ html: String, after block: TranslatableBlocks.Block, before following: String?
  ) -> [String] {
    let indent = String(repeating: " ", count: block.kind == .listItem ? block.contentColumn : 0)
    let markerLines =
      html.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !isBlank($0) }
      .map { indent + $0 }
    guard !markerLines.isEmpty else { return [] }
    var lines = block.kind == .heading ? [] : [""]
    lines += markerLines
    if let following, !isBlank(following) { lines.append("") }
    return lines
  }

  private static func isBlank(_ line: some StringProtocol) -> Bool {
    line.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" }
  }

  static func headings(before blocks: [TranslatableBlocks.Block]) -> [Int?] {
    var current: Int?
    return blocks.indices.map { index in
      if blocks[index].kind == .heading { current = index }
      return current
    }
  }
}
