import CollectionLayout
import Foundation

/// The frames of a panel as a table: kind, index path, x, y, width, height,
/// and transform, alpha and zIndex where they differ from the defaults. It is
/// the text alternative of the picture, folded away by default.
struct FramesTable: MarkupWriter {
  let frame: LayoutFrame
  let animated: Bool
  /// The words of the table, in the guide's language.
  var strings: ThemeStrings = .english

  func write(into html: inout HTMLBuilder) {
    let n: (CGFloat) -> String = PlainNumber.text
    let g: (CGFloat) -> String = PlainNumber.grouped
    let rows = frame.elements.sorted {
      ($0.category.rawValue, $0.indexPath, $0.id) < ($1.category.rawValue, $1.indexPath, $1.id)
    }
    let summary = strings.format(
      animated ? "framesSummaryAnimated" : "framesSummary", count: rows.count)
    html.open("details", ["class": "cd-frames"])
    html.element("summary", text: summary)
    html.newline()
    html.open("table")
    html.newline()
    html.open("thead")
    html.open("tr")
    for key in [
      "framesElement", "framesIndexPath", "framesX", "framesY", "framesWidth", "framesHeight",
      "framesOther",
    ] {
      html.element("th", ["scope": "col"], text: strings[key])
    }
    html.close("tr")
    html.close("thead")
    html.newline()
    html.open("tbody")
    html.newline()
    for element in rows {
      let f = element.frame
      html.open("tr", ["data-el": element.id])
      html.element("th", ["scope": "row"], text: kind(element))
      // Numbers go through escaping too; it leaves digits, signs and points as they are.
      let cells = [
        "\(element.indexPath.section).\(element.indexPath.item)", n(f.minX), n(f.minY),
        n(f.width), n(f.height), extras(element),
      ]
      for cell in cells {
        html.element("td", text: cell)
      }
      html.close("tr")
      html.newline()
    }
    html.close("tbody")
    html.newline()
    html.close("table")
    html.newline()
    let sizes = strings.format(
      "framesSizes",
      [
        "contentWidth": g(frame.contentSize.width), "contentHeight": g(frame.contentSize.height),
        "width": g(frame.bounds.width), "height": g(frame.bounds.height),
        "x": g(frame.contentOffset.x), "y": g(frame.contentOffset.y),
      ])
    html.element("p", ["class": "cd-content-size"], text: sizes)
    html.newline()
    html.close("details")
    html.newline()
  }

  private func kind(_ element: ElementSnapshot) -> String {
    switch element.category {
    case .cell: return strings["framesCell"]
    case .supplementaryView:
      switch element.kind {
      case UICollectionView.elementKindSectionHeader: return strings["framesHeader"]
      case UICollectionView.elementKindSectionFooter: return strings["framesFooter"]
      default: return element.kind ?? strings["framesSupplementary"]
      }
    case .decorationView: return strings.format("framesDecoration", ["kind": element.kind ?? ""])
    }
  }

  private func extras(_ element: ElementSnapshot) -> String {
    let n: (CGFloat) -> String = PlainNumber.text
    var parts: [String] = []
    if let t = element.transform3D {
      let a = CATransform3DGetAffineTransform(t)
      let matrix = [a.a, a.b, a.c, a.d, a.tx, a.ty].map(n).joined(separator: ", ")
      parts.append(strings.format("framesTransform", ["matrix": matrix]))
    }
    if element.alpha != 1 {
      parts.append(strings.format("framesAlpha", ["value": n(element.alpha)]))
    }
    if element.zIndex != 0 {
      parts.append(strings.format("framesZIndex", ["value": "\(element.zIndex)"]))
    }
    if element.isHidden { parts.append(strings["framesHidden"]) }
    return parts.joined(separator: ", ")
  }
}
