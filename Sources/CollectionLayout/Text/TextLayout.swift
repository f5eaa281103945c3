import Foundation

/// Text broken into the lines a label shows: where it wraps, and where an
/// ellipsis ends it when it does not fit.
///
/// Lines break after spaces and hyphens and between CJK characters, as
/// UIKit's word wrapping does; a word wider than the line is broken
/// between characters. A line's width leaves out the spaces it ends with.
struct TextLayout: Equatable, Sendable {
  /// The lines shown, an ellipsis included where the text was cut.
  var lines: [String]
  /// Each line's width in points.
  var widths: [CGFloat]
  /// True when text was left out (past the last line, or cut short).
  var isTruncated: Bool
  /// The distance between two baselines.
  var lineHeight: CGFloat

  /// The widest line.
  var width: CGFloat { widths.max() ?? 0 }
  /// All lines stacked.
  var height: CGFloat { CGFloat(lines.count) * lineHeight }

  static let ellipsis = "\u{2026}"

  /// Lays out `text` in lines at most `width` wide (nil: no limit), at most
  /// `numberOfLines` of them (0: no limit).
  init(
    _ text: String, font: UIFont, width: CGFloat?, numberOfLines: Int,
    lineBreakMode: NSLineBreakMode
  ) {
    lineHeight = font.lineHeight
    let limit = width.map { max($0, 0) }
    let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var wrapped: [String] = []
    let wraps = numberOfLines != 1
    for paragraph in paragraphs {
      if wraps, let limit, lineBreakMode != .byClipping || numberOfLines == 0 {
        wrapped += Self.wrap(
          paragraph, font: font, width: limit, byCharacter: lineBreakMode == .byCharWrapping)
      } else {
        wrapped.append(paragraph)
      }
    }
    var shown = wrapped
    var cut = false
    if numberOfLines > 0, shown.count > numberOfLines {
      cut = true
      // The last line shown runs on with the rest of the text.
      let rest = wrapped[(numberOfLines - 1)...].joined(separator: " ")
      shown = Array(wrapped.prefix(numberOfLines - 1)) + [rest]
    }
    if let limit, lineBreakMode.truncates, let last = shown.last {
      let fits = TextMeasurement.width(of: Self.trimmedEnd(last), font: font) <= limit + 0.001
      if cut || !fits {
        shown[shown.count - 1] = Self.truncated(
          last, font: font, width: limit, mode: lineBreakMode, forceEllipsis: cut)
        cut = true
      }
    } else if let limit, let last = shown.last,
      TextMeasurement.width(of: Self.trimmedEnd(last), font: font) > limit + 0.001
    {
      cut = true
    }
    lines = shown
    widths = shown.map { TextMeasurement.width(of: Self.trimmedEnd($0), font: font) }
    if let limit, !lineBreakMode.truncates { widths = widths.map { min($0, limit) } }
    isTruncated = cut
  }

  // MARK: Wrapping

  /// The lines of one paragraph at `width`.
  static func wrap(_ paragraph: String, font: UIFont, width: CGFloat, byCharacter: Bool)
    -> [String]
  {
    guard !paragraph.isEmpty else { return [""] }
    let pieces = byCharacter ? paragraph.map(String.init) : breakPieces(paragraph)
    var lines: [String] = []
    var line = ""
    for piece in pieces {
      let candidate = line + piece
      if line.isEmpty
        || TextMeasurement.width(of: trimmedEnd(candidate), font: font) <= width + 0.001
      {
        line = candidate
        continue
      }
      lines.append(line)
      line = piece
    }
    lines.append(line)
    // A piece wider than the line on its own is broken between characters.
    return lines.flatMap { piece in
      TextMeasurement.width(of: trimmedEnd(piece), font: font) <= width + 0.001
        ? [piece] : wrap(piece, font: font, width: width, byCharacter: true)
    }
  }

  /// The paragraph cut where a line may break: after a run of spaces,
  /// after a hyphen, and around each full-width (CJK) character.
  static func breakPieces(_ paragraph: String) -> [String] {
    var pieces: [String] = []
    var current = ""
    var previous: Character?
    for character in paragraph {
      let wide = character.unicodeScalars.first.map(TextMeasurement.isFullWidth) ?? false
      let afterBreak =
        previous.map { $0 == "-" || ($0 == " " && character != " ") } ?? false
      if !current.isEmpty && (wide || afterBreak || previousWasWide(previous)) {
        pieces.append(current)
        current = ""
      }
      current.append(character)
      previous = character
    }
    if !current.isEmpty { pieces.append(current) }
    return pieces
  }

  private static func previousWasWide(_ character: Character?) -> Bool {
    character?.unicodeScalars.first.map(TextMeasurement.isFullWidth) ?? false
  }

  static func trimmedEnd(_ line: String) -> Substring {
    var end = line.endIndex
    while end > line.startIndex, line[line.index(before: end)] == " " {
      end = line.index(before: end)
    }
    return line[..<end]
  }

  // MARK: Truncating

  /// `line` shortened, with an ellipsis, to fit `width`: at its end, its
  /// start or its middle.
  static func truncated(
    _ line: String, font: UIFont, width: CGFloat, mode: NSLineBreakMode, forceEllipsis: Bool
  ) -> String {
    let characters = Array(trimmedEnd(line))
    func fits(_ candidate: String) -> Bool {
      TextMeasurement.width(of: candidate, font: font) <= width + 0.001
    }
    if !forceEllipsis, fits(String(characters)) { return String(characters) }
    var kept = characters.count
    while kept > 0 {
      let candidate: String
      switch mode {
      case .byTruncatingHead:
        candidate = ellipsis + String(characters.suffix(kept))
      case .byTruncatingMiddle:
        let head = (kept + 1) / 2
        candidate =
          String(characters.prefix(head)) + ellipsis + String(characters.suffix(kept - head))
      default:
        candidate = String(trimmedEnd(String(characters.prefix(kept)))) + ellipsis
      }
      if fits(candidate) { return candidate }
      kept -= 1
    }
    return fits(ellipsis) ? ellipsis : ""
  }
}
