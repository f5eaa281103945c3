import CollectionLayout
import Foundation

/// The text alternative of a diagram: a title and a sentence of facts.
struct DiagramDescription {
  let title: String
  let text: String

  init(frame: LayoutFrame, animated: Bool, duration: Double, strings: ThemeStrings = .english) {
    let n: (CGFloat) -> String = PlainNumber.text
    let cells = frame.elements.filter { $0.category == .cell }
    let supplementary = frame.elements.count - cells.count
    let rows = Self.rowCount(cells.map(\.frame))
    let g: (CGFloat) -> String = PlainNumber.grouped
    let count = cells.count
    title =
      animated
      ? strings.format("diagramTitleAnimated", count: count, ["duration": n(duration)])
      : strings.format("diagramTitle", count: count)
    // "1 item in 1 row", "3 items in 1 row", "9 items in 3 rows".
    let items =
      count == 1
      ? strings.singular("diagramItems")
      : rows == 1 ? strings.form(of: "diagramItems", "OneRow") : "diagramItems"
    var text = strings.format(items, ["count": "\(count)", "rows": "\(rows)"])
    if supplementary > 0 {
      text += strings.format("diagramOtherViews", count: supplementary)
    }
    text += strings.format(
      "diagramContent",
      ["width": g(frame.contentSize.width), "height": g(frame.contentSize.height)])
    text += strings.format(
      "diagramViewport", ["x": g(frame.contentOffset.x), "y": g(frame.contentOffset.y)])
    for cell in cells.prefix(4) {
      text += strings.format(
        "diagramItem",
        [
          "indexPath": "\(cell.indexPath.section).\(cell.indexPath.item)",
          "x": n(cell.frame.minX), "y": n(cell.frame.minY),
        ])
    }
    if cells.count > 4 { text += strings["diagramMore"] }
    text += strings[animated ? "diagramEndAnimated" : "diagramEnd"]
    self.text = text
  }

  /// How many rows the frames make: bands of frames whose heights overlap.
  /// A flow layout's line of items of different heights is one row, and a
  /// line of cards scaled about their centres too, where counting distinct
  /// tops would give one row per height.
  static func rowCount(_ frames: [CGRect]) -> Int {
    var rows = 0
    var bottom = -CGFloat.infinity
    for frame in frames.sorted(by: { $0.minY < $1.minY }) {
      // A flat frame on the last row's top (zero-height items side by
      // side) is on that row.
      let onLastRow = frame.height == 0 && frame.minY == bottom
      if frame.minY >= bottom && !onLastRow { rows += 1 }
      bottom = max(bottom, frame.maxY)
    }
    return rows
  }
}
