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
    let rows = Set(cells.map { n($0.frame.minY) }).count
    let count = "\(cells.count)"
    title =
      animated
      ? strings.format("diagramTitleAnimated", ["count": count, "duration": n(duration)])
      : strings.format("diagramTitle", ["count": count])
    var text = strings.format("diagramItems", ["count": count, "rows": "\(rows)"])
    if supplementary > 0 {
      text += strings.format("diagramOtherViews", ["count": "\(supplementary)"])
    }
    text += strings.format(
      "diagramContent",
      ["width": n(frame.contentSize.width), "height": n(frame.contentSize.height)])
    text += strings.format(
      "diagramViewport", ["x": n(frame.contentOffset.x), "y": n(frame.contentOffset.y)])
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
}
