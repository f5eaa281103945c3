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

  var svg: String {
    let n: (CGFloat) -> String = PlainNumber.text
    let m = margin
    let extra = Self.minimapThickness + 6
    let width = size.width + 2 * m.width + (horizontal ? 0 : extra)
    let height = size.height + 2 * m.height + Self.caption + (horizontal ? extra : 0)
    var svg = renderer.opening(
      viewBox: "\(n(-m.width)) \(n(-m.height)) \(n(width)) \(n(height))", last: last)
    svg += renderer.style(labelScale: 1, camera: true)
    svg += "<clipPath id=\"\(id)-clip\"><rect x=\"\(n(-m.width))\" y=\"\(n(-m.height))\" "
    svg +=
      "width=\"\(n(size.width + 2 * m.width))\" height=\"\(n(size.height + 2 * m.height))\"/></clipPath>\n"
    svg += "<g clip-path=\"url(#\(id)-clip)\">\n"
    svg += camera
    svg += renderer.contentRect(last.contentSize)
    svg += renderer.elements(timeline, last: last, animated: animated)
    svg += "</g>\n</g>\n"
    svg +=
      "<rect class=\"cd-viewport\" x=\"0\" y=\"0\" width=\"\(n(size.width))\" height=\"\(n(size.height))\"/>\n"
    let caption = renderer.strings.format(
      "diagramViewportCaption",
      ["width": n(last.contentSize.width), "height": n(last.contentSize.height)])
    svg +=
      "<text class=\"cd-size\" x=\"\(n(size.width + m.width))\" y=\"\(n(size.height + m.height + 4))\" "
      + "text-anchor=\"end\" dominant-baseline=\"hanging\">\(HTML.escape(caption))</text>\n"
    svg += minimap
    svg += "</svg>"
    return svg
  }

  /// The group that moves the content against the fixed viewport.
  private var camera: String {
    let n: (CGFloat) -> String = PlainNumber.text
    let offset = last.bounds.origin
    let transform = "translate(\(n(-offset.x)) \(n(-offset.y)))"
    return animated
      ? "<g class=\"cd-camera cd-anim\" style=\"animation-name:\(id)-camera\" transform=\"\(transform)\">\n"
      : "<g class=\"cd-camera\" transform=\"\(transform)\">\n"
  }

  /// The whole content, squeezed into a strip beside or below the drawing,
  /// with the elements the last frame holds and the viewport moving along.
  private var minimap: String {
    let n: (CGFloat) -> String = PlainNumber.text
    let m = margin
    let thickness = Self.minimapThickness
    let (x, y, w, h) =
      horizontal
      ? (-m.width, size.height + m.height + Self.caption, size.width + 2 * m.width, thickness)
      : (size.width + m.width + 6, -m.height, thickness, size.height + 2 * m.height)
    var svg =
      "<svg class=\"cd-minimap\" x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(w))\" height=\"\(n(h))\" "
      + "viewBox=\"0 0 \(n(max(content.width, 1))) \(n(max(content.height, 1)))\" preserveAspectRatio=\"none\">\n"
    svg += renderer.contentRect(content)
    for element in last.elements.prefix(Self.minimapElements) where !element.isHidden {
      let f = element.frame
      svg +=
        "<rect class=\"cd-minimap-item\" x=\"\(n(f.minX))\" y=\"\(n(f.minY))\" width=\"\(n(f.width))\" height=\"\(n(f.height))\"/>\n"
    }
    svg += renderer.viewport(last, animated: animated)
    svg += "</svg>\n"
    return svg
  }
}
