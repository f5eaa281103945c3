import Foundation

/// A chapter's HTML as cmark rendered it, with a slot wherever the page
/// puts something of its own: the HTML of a code block coldocs renders
/// itself (an example's figure, highlighted Swift), and a heading's id.
///
/// A skeleton is a value, made once when the chapter is planned (the cmark
/// tree is freed right after). Rendering fills the slots into a new string
/// and leaves the skeleton as it was, so a plan can be rendered any number
/// of times, on any thread.
struct PageSkeleton: Equatable, Sendable {
  enum Slot: Equatable, Sendable {
    /// The HTML of the plan's block at this index.
    case block(Int)
    /// The id of the heading at this index of `headings`.
    case headingID(Int)
  }

  /// One more piece than slots: `pieces[0]`, `slots[0]`, `pieces[1]`, ….
  let pieces: [String]
  let slots: [Slot]
  /// The headings in document order, with their plain text.
  let headings: [HeadingText]

  struct HeadingText: Equatable, Sendable {
    let level: Int
    let text: String
  }

  /// The page's HTML with `blocks` (by plan block index) and `headingIDs`
  /// (by heading index) in their slots. A block's HTML is placed as cmark
  /// places an HTML block: on lines of its own.
  func filled(blocks: [Int: String], headingIDs: [String]) -> String {
    var html = pieces[0]
    html.reserveCapacity(pieces.reduce(0) { $0 + $1.utf8.count } + blocks.count * 1024)
    for (slot, piece) in zip(slots, pieces.dropFirst()) {
      switch slot {
      case .block(let index):
        let block = blocks[index] ?? ""
        html += block
        if !block.isEmpty && !block.hasSuffix("\n") { html += "\n" }
      case .headingID(let index):
        html += " id=\"" + HTML.escape(headingIDs[index]) + "\">"
      }
      html += piece
    }
    return html
  }

  // MARK: Markers

  /// What stands in a slot between cmark's rendering and the split into
  /// pieces. Each starts with U+FDD0, a Unicode noncharacter, which
  /// `MarkdownDocument` replaces in every text it parses (HTML forbids
  /// noncharacters in a document), so no author's text can contain one.
  /// (Swift string literals may not hold noncharacters, even escaped.)
  static let open = String(Unicode.Scalar(0xFDD0)!)
  static let close = String(Unicode.Scalar(0xFDD1)!)
  static let blockMarker = open + "b" + close + "\n"
  /// Put first inside a heading, right after cmark's `<hN>`: the `>` before
  /// it becomes part of the slot.
  static let headingMarker = open + "h" + close

  /// Splits cmark's HTML at the markers; `blockIndices` are the plan block
  /// indices of the block markers, in document order. Scans bytes: every
  /// page of a large guide goes through here.
  init(rendered html: String, blockIndices: [Int], headings: [HeadingText]) {
    let bytes = Array(html.utf8)
    let block = Array(Self.blockMarker.utf8)
    let heading = Array(Self.headingMarker.utf8)
    let lead = block[0]
    var pieces: [String] = []
    var slots: [Slot] = []
    var pieceStart = 0
    var index = 0
    var blockCount = 0
    var headingCount = 0
    func starts(_ marker: [UInt8], at index: Int) -> Bool {
      index + marker.count <= bytes.count
        && bytes[index..<(index + marker.count)].elementsEqual(marker)
    }
    func cut(_ end: Int, _ slot: Slot, skipping count: Int) {
      pieces.append(String(decoding: bytes[pieceStart..<end], as: UTF8.self))
      slots.append(slot)
      index += count
      pieceStart = index
    }
    while index < bytes.count {
      guard bytes[index] == lead else {
        index += 1
        continue
      }
      if starts(block, at: index), blockCount < blockIndices.count {
        cut(index, .block(blockIndices[blockCount]), skipping: block.count)
        blockCount += 1
      } else if starts(heading, at: index), index > 0, bytes[index - 1] == UInt8(ascii: ">") {
        cut(index - 1, .headingID(headingCount), skipping: heading.count)
        headingCount += 1
      } else {
        index += 1
      }
    }
    pieces.append(String(decoding: bytes[pieceStart...], as: UTF8.self))
    self.pieces = pieces
    self.slots = slots
    self.headings = headings
  }

}
