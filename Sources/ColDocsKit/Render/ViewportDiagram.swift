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

  /// At most this many shapes are drawn in the minimap.
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
  /// The gap between the drawing and the minimap.
  private static let gap: CGFloat = 6
  /// The viewport's mark in the minimap is never thinner than this, in the
  /// drawing's points, so that it shows even in a million-point strip.
  private static let minimumMark: CGFloat = 6

  /// The drawing's rectangle: the viewport with its margin, and the
  /// minimap beside or below it.
  var viewBox: CGRect {
    let m = margin
    let extra = Self.minimapThickness + Self.gap
    return CGRect(
      x: -m.width, y: -m.height, width: size.width + 2 * m.width + (horizontal ? 0 : extra),
      height: size.height + 2 * m.height + (horizontal ? extra : 0))
  }

  /// Writes the diagram: what `DiagramRenderer` writes for a panel framed
  /// on its viewport.
  func write(into svg: inout HTMLBuilder) {
    let n: (CGFloat) -> String = PlainNumber.text
    let m = margin
    let box = viewBox
    renderer.writeOpening(
      viewBox: "\(n(box.minX)) \(n(box.minY)) \(n(box.width)) \(n(box.height))", last: last,
      into: &svg)
    let motion = renderer.writeStyle(camera: true, into: &svg)
    let shown = CGRect(
      x: -m.width, y: -m.height, width: size.width + 2 * m.width, height: size.height + 2 * m.height
    )
    svg.open("clipPath", ["id": "\(id)-clip"])
    svg.selfClosing(
      "rect",
      ["x": n(shown.minX), "y": n(shown.minY), "width": n(shown.width), "height": n(shown.height)])
    svg.close("clipPath")
    svg.newline()
    svg.open("g", ["clip-path": "url(#\(id)-clip)"])
    svg.newline()
    writeCamera(into: &svg)
    renderer.writeContentRect(last.contentSize, into: &svg)
    renderer.writeElements(timeline, last: last, motion: motion, into: &svg)
    svg.close("g")
    svg.newline()
    svg.close("g")
    svg.newline()
    // The camera keeps the viewport still: so does its veil.
    renderer.writeOutside(around: size, covering: shown, at: .zero, moving: false, into: &svg)
    svg.selfClosing(
      "rect",
      [
        "class": "cd-viewport", "x": "0", "y": "0", "width": n(size.width),
        "height": n(size.height),
      ])
    svg.newline()
    if let insets = last.safeAreaInsets {
      SafeAreaBars(insets: insets, size: size).write(transform: nil, animation: nil, into: &svg)
    }
    writeMinimap(into: &svg)
    svg.close("svg")
    svg.newline()
    let g: (CGFloat) -> String = PlainNumber.grouped
    renderer.writeCaption(
      renderer.strings.format(
        "diagramViewportCaption",
        ["width": g(last.contentSize.width), "height": g(last.contentSize.height)]),
      into: &svg)
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
  /// masked ones), fainter the places the recording showed elements at
  /// before (`MinimapShapes`), and the viewport's mark moving along.
  private func writeMinimap(into svg: inout HTMLBuilder) {
    let n: (CGFloat) -> String = PlainNumber.text
    let m = margin
    let thickness = Self.minimapThickness
    let (x, y, w, h) =
      horizontal
      ? (-m.width, size.height + m.height + Self.gap, size.width + 2 * m.width, thickness)
      : (size.width + m.width + Self.gap, -m.height, thickness, size.height + 2 * m.height)
    let whole = CGSize(width: max(content.width, 1), height: max(content.height, 1))
    svg.open(
      "svg",
      [
        "class": "cd-minimap", "x": n(x), "y": n(y), "width": n(w), "height": n(h),
        "viewBox": "0 0 \(n(whole.width)) \(n(whole.height))",
        "preserveAspectRatio": "none",
      ])
    svg.newline()
    renderer.writeContentRect(content, into: &svg)
    let shapes = MinimapShapes(timeline: timeline, limit: Self.minimapElements)
    let earlier = shapes.earlier
    if !earlier.isEmpty {
      svg.open("g", ["class": "cd-minimap-earlier"])
      svg.newline()
      for element in earlier { writeItem(element, into: &svg) }
      svg.close("g")
      svg.newline()
    }
    for element in shapes.resting { writeItem(element, into: &svg) }
    writeMark(strip: CGSize(width: w, height: h), whole: whole, into: &svg)
    svg.close("svg")
    svg.newline()
  }

  /// One element in the minimap: its frame, or a masked element in its
  /// shape, placed as the drawing places it.
  private func writeItem(_ element: ElementSnapshot, into svg: inout HTMLBuilder) {
    let n: (CGFloat) -> String = PlainNumber.text
    if let outline = timeline.appearances[element.id]?.mask {
      svg.selfClosing(
        "path",
        [
          "class": "cd-minimap-item",
          "transform": DrawnElement(element).outlineTransform(outline),
          "d": outline.path,
        ])
      svg.newline()
      return
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

  /// The viewport in the minimap: at least `minimumMark` long along the
  /// strip, centred on where the viewport is, moving with it.
  private func writeMark(strip: CGSize, whole: CGSize, into svg: inout HTMLBuilder) {
    let n: (CGFloat) -> String = PlainNumber.text
    let b = last.bounds
    let width = horizontal ? max(b.width, whole.width * Self.minimumMark / strip.width) : b.width
    let height =
      horizontal ? b.height : max(b.height, whole.height * Self.minimumMark / strip.height)
    svg.selfClosing(
      "rect",
      [
        "class": animated ? "cd-here cd-anim" : "cd-here",
        "style": animated ? "animation-name:\(id)-viewport" : nil,
        "x": n((b.width - width) / 2), "y": n((b.height - height) / 2), "width": n(width),
        "height": n(height), "transform": "translate(\(n(b.minX)) \(n(b.minY)))",
      ])
    svg.newline()
  }
}
