import ColDocsRuntime
import CollectionLayout
import Foundation

/// Draws one panel as inline SVG: the content area, the viewport at its
/// offset with what lies outside it dimmed, and every element with its
/// cell's look, transform, opacity and stacking order; then, under the
/// picture, a caption with the content's size. An animated panel moves with
/// CSS keyframes computed at build time; without them (no CSS animation,
/// reduced motion) the SVG shows the last frame.
///
/// The drawing is in points, one unit a point. The page draws every panel
/// of a figure at one scale (see `ExampleFigure`), so `size` is what it
/// needs to know.
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

  /// The drawing's size in points (its view box); zero without frames.
  var size: CGSize {
    guard let last = panel.timeline.frames.last else { return .zero }
    guard framing == .wholeContent else {
      return ViewportDiagram(renderer: self, timeline: panel.timeline, last: last).viewBox.size
    }
    return DiagramBounds(panel.timeline).rect.size
  }

  /// Writes the diagram and its caption; nothing for a panel without
  /// frames.
  func write(into svg: inout HTMLBuilder) {
    let timeline = panel.timeline
    guard let last = timeline.frames.last else { return }
    guard framing == .wholeContent else {
      ViewportDiagram(renderer: self, timeline: timeline, last: last).write(into: &svg)
      return
    }
    let bounds = DiagramBounds(timeline)
    writeOpening(viewBox: bounds.viewBox, last: last, into: &svg)
    let motion = writeStyle(camera: false, into: &svg)
    writeContentRect(last.contentSize, into: &svg)
    writeElements(timeline, last: last, motion: motion, into: &svg)
    writeOutside(
      around: last.bounds.size, covering: outsideExtent(bounds.rect), at: last.bounds.origin,
      moving: true, into: &svg)
    writeViewport(last, animated: panel.isAnimated, into: &svg)
    svg.close("svg")
    svg.newline()
    let n: (CGFloat) -> String = PlainNumber.grouped
    writeCaption(
      strings.format(
        "diagramContentCaption",
        ["width": n(last.contentSize.width), "height": n(last.contentSize.height)]),
      into: &svg)
  }

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

  /// The diagram's keyframes when it is animated; returns what they move.
  func writeStyle(camera: Bool, into svg: inout HTMLBuilder) -> KeyframeWriter.Motion {
    guard panel.isAnimated else { return KeyframeWriter.Motion() }
    let (css, motion) = KeyframeWriter(
      timeline: panel.timeline, id: id, followsViewport: camera
    ).output
    svg.open("style")
    // A stylesheet, written as it is: KeyframeWriter makes it of ids
    // (slugs), numbers and fixed names, none of which needs escaping.
    svg.raw(css)
    svg.close("style")
    svg.newline()
    return motion
  }

  func writeContentRect(_ size: CGSize, into svg: inout HTMLBuilder) {
    let n: (CGFloat) -> String = PlainNumber.text
    svg.selfClosing(
      "rect",
      ["class": "cd-content", "x": "0", "y": "0", "width": n(size.width), "height": n(size.height)])
    svg.newline()
  }

  /// The rectangle, relative to the viewport's origin, that the dimming
  /// must cover wherever the viewport goes: the drawing seen from each of
  /// the viewport's places.
  private func outsideExtent(_ drawing: CGRect) -> CGRect {
    let origins = panel.timeline.frames.map(\.bounds.origin)
    let xs = origins.map(\.x)
    let ys = origins.map(\.y)
    return CGRect(
      x: drawing.minX - (xs.max() ?? 0), y: drawing.minY - (ys.max() ?? 0),
      width: drawing.width + (xs.max() ?? 0) - (xs.min() ?? 0),
      height: drawing.height + (ys.max() ?? 0) - (ys.min() ?? 0))
  }

  /// A veil over everything outside the viewport, so that what is on
  /// screen stands out: `extent` with a hole of the viewport's `size`, both
  /// relative to the viewport's origin, placed at `place`; `moving`, it
  /// follows the viewport's keyframes.
  func writeOutside(
    around size: CGSize, covering extent: CGRect, at place: CGPoint, moving: Bool,
    into svg: inout HTMLBuilder
  ) {
    let n: (CGFloat) -> String = PlainNumber.text
    let animated = moving && panel.isAnimated
    let outer =
      "M\(n(extent.minX)) \(n(extent.minY))H\(n(extent.maxX))V\(n(extent.maxY))"
      + "H\(n(extent.minX))Z"
    let hole = "M0 0V\(n(size.height))H\(n(size.width))V0Z"
    svg.selfClosing(
      "path",
      [
        "class": animated ? "cd-outside cd-anim" : "cd-outside",
        "style": animated ? "animation-name:\(id)-viewport" : nil,
        "transform": place == .zero ? nil : "translate(\(n(place.x)) \(n(place.y)))",
        "d": outer + hole,
      ])
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
    if let insets = frame.safeAreaInsets {
      SafeAreaBars(insets: insets, size: b.size).write(
        transform: "translate(\(n(b.minX)) \(n(b.minY)))",
        animation: animated ? "\(id)-viewport" : nil, into: &svg)
    }
  }

  /// The line under the picture: page text, so that it reads at the page's
  /// size whatever the drawing's scale, and never sits on the drawing.
  func writeCaption(_ text: String, into svg: inout HTMLBuilder) {
    svg.element("p", ["class": "cd-caption"], text: text)
    svg.newline()
  }

  /// Every element that appears in any frame, drawn in zIndex order, once
  /// per level it takes, at its last state: a copy shows only where the
  /// last frame has the element at its level. A masked element is clipped
  /// to the mask's outline.
  func writeElements(
    _ timeline: LayoutTimeline, last: LayoutFrame, motion: KeyframeWriter.Motion,
    into svg: inout HTMLBuilder
  ) {
    let animated = panel.isAnimated
    let levelInLast = Dictionary(last.elements.map { ($0.id, $0.zIndex) }) { first, _ in first }
    let layers = timeline.drawingLayers
    // Labels move off what covers them in still pictures only: in an
    // animation, what covers a label changes from frame to frame.
    let offsets =
      animated
      ? [:]
      : LabelPlacement(
        layers: layers,
        texts: layers.map {
          ElementShape.label(of: $0.element, look: timeline.appearances[$0.element.id], strings)
        }, frame: last
      ).offsets
    // In an animation, a label is sized for a state its element is seen in.
    let planes = animated ? LabelScale(timeline: timeline, layers: layers).planes : [:]
    for (index, layer) in layers.enumerated() {
      let element = layer.element
      let look = timeline.appearances[element.id]
      var drawn = DrawnElement(element)
      if levelInLast[element.id] != layer.zIndex { drawn.alpha = 0 }
      // One clip path per drawn copy of a masked element.
      let maskID = look?.mask == nil ? nil : "\(id)-m\(index)"
      ElementShape(
        element: element, drawn: drawn, look: look,
        animation: animated ? "\(id)-e\(index)" : nil, strings: strings, maskID: maskID,
        contentClipID: "\(id)-c\(index)", resized: motion.resized.contains(index),
        contentMoves: motion.contentMoves.contains(index), labelOffset: offsets[index] ?? .zero,
        labelPlane: planes[index]
      ).write(into: &svg)
    }
  }
}
