import CollectionLayout
import Foundation

/// The frames of a panel as a table: kind, index path, x, y, width, height,
/// and transform, alpha and zIndex where they differ from the defaults. It is
/// the text alternative of the picture, folded away by default.
struct FramesTable {
  let frame: LayoutFrame
  let animated: Bool

  var html: String {
    let n: (CGFloat) -> String = PlainNumber.text
    let rows = frame.elements.sorted {
      ($0.category.rawValue, $0.indexPath, $0.id) < ($1.category.rawValue, $1.indexPath, $1.id)
    }
    var html = "<details class=\"cd-frames\"><summary>Frames of \(rows.count) elements"
    html += animated ? " at the end of the animation" : ""
    html +=
      "</summary>\n<table>\n<thead><tr><th scope=\"col\">Element</th><th scope=\"col\">Index path</th>"
    html +=
      "<th scope=\"col\">x</th><th scope=\"col\">y</th><th scope=\"col\">Width</th><th scope=\"col\">Height</th>"
    html += "<th scope=\"col\">Other</th></tr></thead>\n<tbody>\n"
    for element in rows {
      let f = element.frame
      html +=
        "<tr data-el=\"\(HTML.escape(element.id))\"><th scope=\"row\">\(HTML.escape(Self.kind(element)))</th>"
      html += "<td>\(element.indexPath.section).\(element.indexPath.item)</td>"
      html +=
        "<td>\(n(f.minX))</td><td>\(n(f.minY))</td><td>\(n(f.width))</td><td>\(n(f.height))</td>"
      html += "<td>\(HTML.escape(Self.extras(element)))</td></tr>\n"
    }
    html += "</tbody>\n</table>\n"
    html +=
      "<p class=\"cd-content-size\">Content size \(n(frame.contentSize.width)) × \(n(frame.contentSize.height)), "
    html +=
      "viewport \(n(frame.bounds.width)) × \(n(frame.bounds.height)) at (\(n(frame.contentOffset.x)), \(n(frame.contentOffset.y))).</p>\n"
    html += "</details>\n"
    return html
  }

  private static func kind(_ element: ElementSnapshot) -> String {
    switch element.category {
    case .cell: return "cell"
    case .supplementaryView:
      switch element.kind {
      case UICollectionView.elementKindSectionHeader: return "header"
      case UICollectionView.elementKindSectionFooter: return "footer"
      default: return element.kind ?? "supplementary"
      }
    case .decorationView: return "decoration \(element.kind ?? "")"
    }
  }

  private static func extras(_ element: ElementSnapshot) -> String {
    let n: (CGFloat) -> String = PlainNumber.text
    var parts: [String] = []
    if let t = element.transform3D {
      let a = CATransform3DGetAffineTransform(t)
      parts.append("transform (\(n(a.a)), \(n(a.b)), \(n(a.c)), \(n(a.d)), \(n(a.tx)), \(n(a.ty)))")
    }
    if element.alpha != 1 { parts.append("alpha \(n(element.alpha))") }
    if element.zIndex != 0 { parts.append("zIndex \(element.zIndex)") }
    if element.isHidden { parts.append("hidden") }
    return parts.joined(separator: ", ")
  }
}
