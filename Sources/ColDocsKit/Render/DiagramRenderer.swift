import ColDocsRuntime
import CollectionLayout
import Foundation

/// Draws one panel as inline SVG: the content area, the viewport at its
/// offset, and every element with its cell's look, transform, opacity and
/// stacking order. An animated panel moves with CSS keyframes computed at
/// build time; without them (no CSS animation, reduced motion) the SVG shows
/// the last frame.
struct DiagramRenderer: MarkupWriter {
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
    html
  }

  /// Writes the diagram; nothing for a panel without frames.
  func write(into svg: inout HTMLBuilder) {
    let timeline = panel.timeline
    guard let last = timeline.frames.last else { return }
    let animated = panel.isAnimated
    guard framing == .wholeContent else {
      ViewportDiagram(renderer: self, timeline: timeline, last: last).write(into: &svg)
      return
    }
    let bounds = DiagramBounds(timeline)
    writeOpening(viewBox: bounds.viewBox, last: last, into: &svg)
    writeStyle(
      labelScale: max(1, bounds.rect.width / Self.readableWidth), camera: false, into: &svg)
    writeContentArea(last, into: &svg)
    writeElements(timeline, last: last, animated: animated, into: &svg)
    writeViewport(last, animated: animated, into: &svg)
    svg.close("svg")
  }

  /// The width in points a diagram is drawn at on a wide page; past it,
  /// labels grow with the drawing so they stay readable.
  static let readableWidth: CGFloat = 720

  /// The `<svg>` tag, its title and its description.
  func writeOpening(viewBox: String, last: LayoutFrame, into svg: inout HTMLBuilder) {
    let description = DiagramDescription(
      frame: last, animated: panel.isAnimated, duration: panel.timeline.duration, strings: strings)
    svg.open(
      "svg",
      [
        "id": id, "class": "cd-diagram", "xmlns": "http://www.w3.org/2000/svg",
        "viewBox": viewBox, "role": "img", "aria-labelledby": "\(id)-title \(id)-desc",
      ])
    svg.newline()
    svg.element("title", ["id": "\(id)-title"], text: description.title)
    svg.newline()
    svg.element("desc", ["id": "\(id)-desc"], text: description.text)
    svg.newline()
  }

  /// The diagram's own style: its keyframes when animated, and larger
  /// labels when the drawing is scaled down a lot.
  func writeStyle(labelScale: CGFloat, camera: Bool, into svg: inout HTMLBuilder) {
    var css = ""
    if panel.isAnimated {
      css += KeyframeWriter(timeline: panel.timeline, id: id, followsViewport: camera).css
    }
    if labelScale > 1.01 {
      let size = PlainNumber.text(11 * labelScale)
      css += "#\(id) .cd-label,#\(id) .cd-size{font-size:\(size)px}\n"
    }
    guard !css.isEmpty else { return }
    svg.open("style")
    // A stylesheet, written as it is: KeyframeWriter and the rule above make
    // it of ids (slugs), numbers and fixed names, none of which needs escaping.
    svg.raw(css)
    svg.close("style")
    svg.newline()
  }

  /// The content's rectangle and, below it, its size.
  func writeContentArea(_ frame: LayoutFrame, into svg: inout HTMLBuilder) {
    let n: (CGFloat) -> String = PlainNumber.text
    let size = frame.contentSize
    writeContentRect(size, into: &svg)
    svg.element(
      "text",
      [
        "class": "cd-size", "x": n(size.width), "y": n(size.height + 6), "text-anchor": "end",
        "dominant-baseline": "hanging",
      ], text: "\(n(size.width)) × \(n(size.height))")
    svg.newline()
  }

  func writeContentRect(_ size: CGSize, into svg: inout HTMLBuilder) {
    let n: (CGFloat) -> String = PlainNumber.text
    svg.selfClosing(
      "rect",
      ["class": "cd-content", "x": "0", "y": "0", "width": n(size.width), "height": n(size.height)])
    svg.newline()
  }

  func writeViewport(_ frame: LayoutFrame, animated: Bool, into svg: inout HTMLBuilder) {
    let n: (CGFloat) -> String = PlainNumber.text
    let b = frame.bounds
    svg.selfClosing(
      "rect",
      [
        "class": animated ? "cd-viewport cd-anim" : "cd-viewport",
        "style": animated ? "animation-name:\(id)-viewport" : nil,
        "x": "0", "y": "0", "width": n(b.width), "height": n(b.height),
        "transform": "translate(\(n(b.minX)) \(n(b.minY)))",
      ])
    svg.newline()
  }

  /// Every element that appears in any frame, drawn in zIndex order, once
  /// per level it takes, at its last state: a copy shows only where the
  /// last frame has the element at its level. A masked element and its
  /// content view are clipped to the mask's outline.
  func writeElements(
    _ timeline: LayoutTimeline, last: LayoutFrame, animated: Bool, into svg: inout HTMLBuilder
  ) {
    let levelInLast = Dictionary(last.elements.map { ($0.id, $0.zIndex) }) { first, _ in first }
    for (index, layer) in timeline.drawingLayers.enumerated() {
      let element = layer.element
      let look = timeline.appearances[element.id]
      var drawn = DrawnElement(element)
      if levelInLast[element.id] != layer.zIndex { drawn.alpha = 0 }
      let animation = animated ? "\(id)-e\(index)" : nil
      // One clip path per drawn copy of a masked element: each copy moves
      // with its own keyframes.
      let maskID = look?.mask == nil ? nil : "\(id)-m\(index)"
      ElementShape(
        element: element, drawn: drawn, look: look, animation: animation, strings: strings,
        maskID: maskID
      ).write(into: &svg)
      if let placement = drawn.content ?? look?.content {
        ContentViewShape(
          name: element.id, drawn: drawn, placement: placement, clipID: "\(id)-c\(index)",
          animation: animation, maskID: maskID
        ).write(into: &svg)
      }
    }
  }
}
