import CollectionLayout
import Foundation

/// A diagram framed on the viewport: the viewport stays put with a margin
/// around it, the content moves behind it (a camera that follows the
/// scroll), and a minimap along the scrolling axis shows where the viewport
/// is in the whole content. Long content stays readable this way: a
/// 1,500-item carousel is drawn at the size of a phone, not as a strip.
struct ViewportDiagram {
  let renderer: DiagramRenderer
  let timeline: LayoutTimeline
  let last: LayoutFrame

  /// At most this many elements are drawn in the minimap.
  static let minimapElements = 400

  private var id: String { renderer.id }
  private var animated: Bool { renderer.panel.isAnimated }
  private var size: CGSize {
    timeline.frames.reduce(CGSize.zero) {
      CGSize(width: max($0.width, $1.bounds.width), height: max($0.height, $1.bounds.height))
    }
  }
  /// Room around the viewport: a quarter of it along the scrolling axis,
  /// so the neighbours about to scroll in show; a little across it.
  private var margin: CGSize {
    horizontal
      ? CGSize(width: (size.width * 0.25).rounded(), height: 8)
      : CGSize(width: 8, height: (size.height * 0.25).rounded())
  }
  private var content: CGSize {
    timeline.frames.reduce(CGSize.zero) {
      CGSize(
        width: max($0.width, $1.contentSize.width), height: max($0.height, $1.contentSize.height))
    }
  }
  /// The minimap runs along the longer scrolling axis.
  private var horizontal: Bool {
    content.width / max(size.width, 1) >= content.height / max(size.height, 1)
  }
  private static let minimapThickness: CGFloat = 14
  private static let caption: CGFloat = 22

  /// Writes the diagram: what `DiagramRenderer` writes for a panel framed
  /// on its viewport.
  func write(into svg: inout HTMLBuilder) {
    let n: (CGFloat) -> String = PlainNumber.text
    let m = margin
    let extra = Self.minimapThickness + 6
    let width = size.width + 2 * m.width + (horizontal ? 0 : extra)
    let height = size.height + 2 * m.height + Self.caption + (horizontal ? extra : 0)
    renderer.writeOpening(
      viewBox: "\(n(-m.width)) \(n(-m.height)) \(n(width)) \(n(height))", last: last, into: &svg)
    renderer.writeStyle(labelScale: 1, camera: true, into: &svg)
    svg.open("clipPath", ["id": "\(id)-clip"])
    svg.selfClosing(
      "rect",
      [
        "x": n(-m.width), "y": n(-m.height), "width": n(size.width + 2 * m.width),
        "height": n(size.height + 2 * m.height),
      ])
    svg.close("clipPath")
    svg.newline()
    svg.open("g", ["clip-path": "url(#\(id)-clip)"])
    svg.newline()
    writeCamera(into: &svg)
    renderer.writeContentRect(last.contentSize, into: &svg)
    renderer.writeElements(timeline, last: last, animated: animated, into: &svg)
    svg.close("g")
    svg.newline()
    svg.close("g")
    svg.newline()
    svg.selfClosing(
      "rect",
      [
        "class": "cd-viewport", "x": "0", "y": "0", "width": n(size.width),
        "height": n(size.height),
      ])
    svg.newline()
    let caption = renderer.strings.format(
      "diagramViewportCaption",
      ["width": n(last.contentSize.width), "height": n(last.contentSize.height)])
    svg.element(
      "text",
      [
        "class": "cd-size", "x": n(size.width + m.width), "y": n(size.height + m.height + 4),
        "text-anchor": "end", "dominant-baseline": "hanging",
      ], text: caption)
    svg.newline()
    writeMinimap(into: &svg)
    svg.close("svg")
  }

  /// Opens the group that moves the content against the fixed viewport;
  /// `write(into:)` closes it.
  private func writeCamera(into svg: inout HTMLBuilder) {
    let n: (CGFloat) -> String = PlainNumber.text
    let offset = last.bounds.origin
    svg.open(
      "g",
      [
        "class": animated ? "cd-camera cd-anim" : "cd-camera",
        "style": animated ? "animation-name:\(id)-camera" : nil,
        "transform": "translate(\(n(-offset.x)) \(n(-offset.y)))",
      ])
    svg.newline()
  }

  /// The whole content, squeezed into a strip beside or below the drawing,
  /// with the elements the last frame holds (their frames, or the shapes of
  /// masked ones) and the viewport moving along.
  private func writeMinimap(into svg: inout HTMLBuilder) {
    let n: (CGFloat) -> String = PlainNumber.text
    let m = margin
    let thickness = Self.minimapThickness
    let (x, y, w, h) =
      horizontal
      ? (-m.width, size.height + m.height + Self.caption, size.width + 2 * m.width, thickness)
      : (size.width + m.width + 6, -m.height, thickness, size.height + 2 * m.height)
    svg.open(
      "svg",
      [
        "class": "cd-minimap", "x": n(x), "y": n(y), "width": n(w), "height": n(h),
        "viewBox": "0 0 \(n(max(content.width, 1))) \(n(max(content.height, 1)))",
        "preserveAspectRatio": "none",
      ])
    svg.newline()
    renderer.writeContentRect(content, into: &svg)
    for element in last.elements.prefix(Self.minimapElements) where !element.isHidden {
      if let outline = timeline.appearances[element.id]?.mask {
        // A masked element in its shape, placed as the drawing places it.
        svg.selfClosing(
          "path",
          [
            "class": "cd-minimap-item",
            "transform": DrawnElement(element).maskTransform(outline, css: false),
            "d": outline.path,
          ])
        svg.newline()
        continue
      }
      let f = element.frame
      svg.selfClosing(
        "rect",
        [
          "class": "cd-minimap-item", "x": n(f.minX), "y": n(f.minY), "width": n(f.width),
          "height": n(f.height),
        ])
      svg.newline()
    }
    renderer.writeViewport(last, animated: animated, into: &svg)
    svg.close("svg")
    svg.newline()
  }
}
