import CollectionLayout
import Foundation

/// One element's SVG: a rounded rectangle with the cell's colours, clipped
/// to its layer's shape mask if it has one, and its label (the text its
/// cell shows, else its index path).
struct ElementShape {
  let element: ElementSnapshot
  let drawn: DrawnElement
  let look: ElementAppearance?
  /// The keyframe name prefix when animated.
  let animation: String?
  /// The words of the labels of headers, footers and other views.
  var strings: ThemeStrings = .english
  /// The id the clip path of the element's mask takes, unique within the
  /// page; the mask is drawn only when there is one and `look` has a mask.
  var maskID: String? = nil

  /// The mask's clip path id, when the element is drawn masked.
  private var clipID: String? {
    look?.mask == nil ? nil : maskID
  }

  func write(into svg: inout HTMLBuilder) {
    let n: (CGFloat) -> String = PlainNumber.text
    let category: String
    switch element.category {
    case .cell: category = "cd-cell"
    case .supplementaryView: category = "cd-supplementary"
    case .decorationView: category = "cd-decoration"
    }
    let animated = animation == nil ? "" : " cd-anim"
    let opacity = drawn.alpha < 1 ? n(drawn.alpha) : nil
    let radius = look?.cornerRadius ?? 0
    let rx = drawn.size.width > 0 ? radius / drawn.size.width : 0
    let ry = drawn.size.height > 0 ? radius / drawn.size.height : 0
    if let clipID, let outline = look?.mask {
      MaskClipPath(outline: outline, drawn: drawn, clipID: clipID, animation: animation)
        .write(into: &svg)
      // A group of its own carries the clip: on the element's group, whose
      // transform maps the unit square, the outline would be stretched.
      svg.open("g", ["clip-path": "url(#\(clipID))"])
    }
    svg.open(
      "g",
      [
        "class": "cd-el \(category)\(animated)",
        "style": animation.map { "animation-name:\($0)" },
        "data-el": element.id,
        "transform": drawn.shapeTransform(css: false),
        "opacity": opacity,
      ])
    svg.selfClosing(
      "rect",
      [
        "x": "-0.5", "y": "-0.5", "width": "1", "height": "1",
        "rx": radius > 0 ? n(min(rx, 0.5)) : nil,
        "ry": radius > 0 ? n(min(ry, 0.5)) : nil,
        "style": Self.paint(look),
        "vector-effect": "non-scaling-stroke",
      ])
    svg.close("g")
    if clipID != nil { svg.close("g") }
    svg.newline()
    svg.element(
      "text",
      [
        "class": "cd-label\(animated)",
        "style": animation.map { "animation-name:\($0)-label" },
        "data-el": element.id,
        "transform": drawn.labelTransform(css: false),
        "opacity": opacity,
        "text-anchor": "middle",
        "dominant-baseline": "central",
      ], text: look?.text ?? Self.shortName(element, strings: strings))
    svg.newline()
  }

  /// "0.3" for a cell, "header 1" for a header.
  static func shortName(_ element: ElementSnapshot, strings: ThemeStrings = .english) -> String {
    let path = "\(element.indexPath.section).\(element.indexPath.item)"
    switch element.category {
    case .cell: return path
    case .supplementaryView:
      switch element.kind {
      case UICollectionView.elementKindSectionHeader:
        return strings.format("diagramHeader", ["section": "\(element.indexPath.section)"])
      case UICollectionView.elementKindSectionFooter:
        return strings.format("diagramFooter", ["section": "\(element.indexPath.section)"])
      default: return "\(element.kind ?? strings["diagramView"]) \(path)"
      }
    case .decorationView: return element.kind ?? strings["diagramDecoration"]
    }
  }

  /// Fill and stroke from the cell's look, as an inline style so that it wins
  /// over the stylesheet's defaults; nil (no style attribute) keeps the
  /// defaults.
  private static func paint(_ look: ElementAppearance?) -> String? {
    guard let look else { return nil }
    var rules: [String] = []
    if let color = look.backgroundColor {
      rules.append("fill:\(hex(color))")
      if color[3] < 1 { rules.append("fill-opacity:\(PlainNumber.text(color[3]))") }
    }
    if look.borderWidth > 0, let color = look.borderColor {
      rules.append("stroke:\(hex(color));stroke-width:\(PlainNumber.text(look.borderWidth))")
      if color[3] < 1 { rules.append("stroke-opacity:\(PlainNumber.text(color[3]))") }
    }
    return rules.isEmpty ? nil : rules.joined(separator: ";")
  }

  static func hex(_ rgba: [CGFloat]) -> String {
    let channels = rgba.prefix(3).map { Int(($0 * 255).rounded()) }
    return "#" + channels.map { String(format: "%02x", $0) }.joined()
  }
}
