import ColDocsRuntime
import CollectionLayout
import Foundation

/// Draws one panel as inline SVG: the content area, the viewport at its
/// offset, and every element with its cell's look, transform, opacity and
/// stacking order. An animated panel moves with CSS keyframes computed at
/// build time; without them (no CSS animation, reduced motion) the SVG shows
/// the last frame.
struct DiagramRenderer {
  let panel: ExamplePanel
  /// Unique within the page: prefixes ids and keyframe names.
  let id: String
  /// The words of the diagram's description and labels.
  var strings: ThemeStrings = .english

  /// The panel's framing: what the example asked for, else the viewport
  /// for content more than four viewports long.
  var framing: PanelFraming {
    panel.framing ?? (panel.timeline.isLongContent ? .viewport : .wholeContent)
  }

  var svg: String {
    let timeline = panel.timeline
    guard let last = timeline.frames.last else { return "" }
    let animated = panel.isAnimated
    guard framing == .wholeContent else {
      return ViewportDiagram(renderer: self, timeline: timeline, last: last).svg
    }
    let bounds = DiagramBounds(timeline)
    var svg = opening(viewBox: bounds.viewBox, last: last)
    svg += style(labelScale: max(1, bounds.rect.width / Self.readableWidth), camera: false)
    svg += contentArea(last)
    svg += elements(timeline, last: last, animated: animated)
    svg += viewport(last, animated: animated)
    svg += "</svg>"
    return svg
  }

  /// The width in points a diagram is drawn at on a wide page; past it,
  /// labels grow with the drawing so they stay readable.
  static let readableWidth: CGFloat = 720

  /// The `<svg>` tag, its title and its description.
  func opening(viewBox: String, last: LayoutFrame) -> String {
    let description = DiagramDescription(
      frame: last, animated: panel.isAnimated, duration: panel.timeline.duration, strings: strings)
    var svg =
      "<svg id=\"\(id)\" class=\"cd-diagram\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"\(viewBox)\" "
    svg += "role=\"img\" aria-labelledby=\"\(id)-title \(id)-desc\">\n"
    svg += "<title id=\"\(id)-title\">\(HTML.escape(description.title))</title>\n"
    svg += "<desc id=\"\(id)-desc\">\(HTML.escape(description.text))</desc>\n"
    return svg
  }

  /// The diagram's own style: its keyframes when animated, and larger
  /// labels when the drawing is scaled down a lot.
  func style(labelScale: CGFloat, camera: Bool) -> String {
    var css = ""
    if panel.isAnimated {
      css += KeyframeWriter(timeline: panel.timeline, id: id, followsViewport: camera).css
    }
    if labelScale > 1.01 {
      let size = PlainNumber.text(11 * labelScale)
      css += "#\(id) .cd-label,#\(id) .cd-size{font-size:\(size)px}\n"
    }
    return css.isEmpty ? "" : "<style>\(css)</style>\n"
  }

  /// The content's rectangle and, below it, its size.
  func contentArea(_ frame: LayoutFrame) -> String {
    let n: (CGFloat) -> String = PlainNumber.text
    let size = frame.contentSize
    return contentRect(size)
      + "<text class=\"cd-size\" x=\"\(n(size.width))\" y=\"\(n(size.height + 6))\" text-anchor=\"end\" "
      + "dominant-baseline=\"hanging\">\(n(size.width)) × \(n(size.height))</text>\n"
  }

  func contentRect(_ size: CGSize) -> String {
    let n: (CGFloat) -> String = PlainNumber.text
    return
      "<rect class=\"cd-content\" x=\"0\" y=\"0\" width=\"\(n(size.width))\" height=\"\(n(size.height))\"/>\n"
  }

  func viewport(_ frame: LayoutFrame, animated: Bool) -> String {
    let n: (CGFloat) -> String = PlainNumber.text
    let b = frame.bounds
    let style = animated ? " style=\"animation-name:\(id)-viewport\"" : ""
    let klass = animated ? "cd-viewport cd-anim" : "cd-viewport"
    return
      "<rect class=\"\(klass)\"\(style) x=\"0\" y=\"0\" width=\"\(n(b.width))\" height=\"\(n(b.height))\" "
      + "transform=\"translate(\(n(b.minX)) \(n(b.minY)))\"/>\n"
  }

  /// Every element that appears in any frame, drawn in zIndex order, once
  /// per level it takes, at its last state: a copy shows only where the
  /// last frame has the element at its level.
  func elements(_ timeline: LayoutTimeline, last: LayoutFrame, animated: Bool) -> String {
    let levelInLast = Dictionary(last.elements.map { ($0.id, $0.zIndex) }) { first, _ in first }
    var svg = ""
    for (index, layer) in timeline.drawingLayers.enumerated() {
      let element = layer.element
      let look = timeline.appearances[element.id]
      var drawn = DrawnElement(element)
      if levelInLast[element.id] != layer.zIndex { drawn.alpha = 0 }
      let animation = animated ? "\(id)-e\(index)" : nil
      svg +=
        ElementShape(
          element: element, drawn: drawn, look: look, animation: animation, strings: strings
        ).svg
      if let placement = drawn.content ?? look?.content {
        svg +=
          ContentViewShape(
            name: element.id, drawn: drawn, placement: placement, clipID: "\(id)-c\(index)",
            animation: animation
          ).svg
      }
    }
    return svg
  }
}

/// One element's SVG: a rounded rectangle with the cell's colours, and its
/// label (the text its cell shows, else its index path).
struct ElementShape {
  let element: ElementSnapshot
  let drawn: DrawnElement
  let look: ElementAppearance?
  /// The keyframe name prefix when animated.
  let animation: String?
  /// The words of the labels of headers, footers and other views.
  var strings: ThemeStrings = .english

  var svg: String {
    let n: (CGFloat) -> String = PlainNumber.text
    let category: String
    switch element.category {
    case .cell: category = "cd-cell"
    case .supplementaryView: category = "cd-supplementary"
    case .decorationView: category = "cd-decoration"
    }
    let name = HTML.escape(element.id)
    let anim = animation.map { " cd-anim\" style=\"animation-name:\($0)" } ?? ""
    let radius = look?.cornerRadius ?? 0
    let rx = drawn.size.width > 0 ? radius / drawn.size.width : 0
    let ry = drawn.size.height > 0 ? radius / drawn.size.height : 0
    var rect = "<rect x=\"-0.5\" y=\"-0.5\" width=\"1\" height=\"1\""
    if radius > 0 { rect += " rx=\"\(n(min(rx, 0.5)))\" ry=\"\(n(min(ry, 0.5)))\"" }
    rect += Self.paint(look)
    rect += " vector-effect=\"non-scaling-stroke\"/>"
    var svg =
      "<g class=\"cd-el \(category)\(anim)\" data-el=\"\(name)\" transform=\"\(drawn.shapeTransform(css: false))\""
    svg += drawn.alpha < 1 ? " opacity=\"\(n(drawn.alpha))\">" : ">"
    svg += rect + "</g>\n"
    let label = HTML.escape(look?.text ?? Self.shortName(element, strings: strings))
    let labelAnim = animation.map { " cd-anim\" style=\"animation-name:\($0)-label" } ?? ""
    svg +=
      "<text class=\"cd-label\(labelAnim)\" data-el=\"\(name)\" transform=\"\(drawn.labelTransform(css: false))\""
    svg += drawn.alpha < 1 ? " opacity=\"\(n(drawn.alpha))\"" : ""
    svg += " text-anchor=\"middle\" dominant-baseline=\"central\">\(label)</text>\n"
    return svg
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
  /// over the stylesheet's defaults; no look keeps the defaults.
  private static func paint(_ look: ElementAppearance?) -> String {
    guard let look else { return "" }
    var rules: [String] = []
    if let color = look.backgroundColor {
      rules.append("fill:\(hex(color))")
      if color[3] < 1 { rules.append("fill-opacity:\(PlainNumber.text(color[3]))") }
    }
    if look.borderWidth > 0, let color = look.borderColor {
      rules.append("stroke:\(hex(color));stroke-width:\(PlainNumber.text(look.borderWidth))")
      if color[3] < 1 { rules.append("stroke-opacity:\(PlainNumber.text(color[3]))") }
    }
    return rules.isEmpty ? "" : " style=\"\(rules.joined(separator: ";"))\""
  }

  static func hex(_ rgba: [CGFloat]) -> String {
    let channels = rgba.prefix(3).map { Int(($0 * 255).rounded()) }
    return "#" + channels.map { String(format: "%02x", $0) }.joined()
  }
}

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
