import CollectionLayout
import Foundation

/// The views inside one element, drawn in the element's group as a phone
/// draws them: each view's paint at its frame, each label's lines at their
/// baselines in the label's font size, weight and colour, clipped where a
/// view above clips. Views in a content view that sits apart from its cell
/// are drawn in that view's own group, so they move with it.
///
/// Each line is stretched or squeezed to the width the engine measured
/// (`textLength`): the reader's browser has another font than a phone, and
/// this keeps a centred or right-aligned line where the engine put it.
struct SubviewShapes {
  let views: [SubviewAppearance]
  let drawn: DrawnElement
  /// Where the element's content view sits, for the views inside it.
  let content: ContentPlacement?
  /// The element's keyframe name prefix when animated.
  let animation: String?
  /// True when the content view moves within the cell as it plays.
  var contentMoves = false
  /// The prefix of the clip paths' ids, unique within the page.
  let clipPrefix: String

  func write(into svg: inout HTMLBuilder) {
    let inCell = views.enumerated().filter { !$0.element.inContentView }
    let inContent = views.enumerated().filter { $0.element.inContentView }
    if !inCell.isEmpty {
      open(corner: drawn.size, into: &svg)
      for (index, view) in inCell { write(view, index: index, into: &svg) }
      svg.close("g")
    }
    if let content, !inContent.isEmpty {
      openContent(content, into: &svg)
      for (index, view) in inContent { write(view, index: index, into: &svg) }
      svg.close("g")
      svg.close("g")
    }
  }

  /// A group whose origin is the top-left corner of a box of `size`
  /// centred on the current origin.
  private func open(corner size: CGSize, into svg: inout HTMLBuilder) {
    let n: (CGFloat) -> String = PlainNumber.text
    svg.open("g", ["transform": "translate(\(n(-size.width / 2)) \(n(-size.height / 2)))"])
  }

  /// Two groups: the content view's placement in the cell (moving with its
  /// keyframes when it moves), then its top-left corner as the origin.
  private func openContent(_ content: ContentPlacement, into svg: inout HTMLBuilder) {
    let n: (CGFloat) -> String = PlainNumber.text
    let moving = contentMoves && animation != nil
    guard moving, let animation else {
      let m = content.transform
      svg.open("g", ["transform": "matrix(\(m.map(n).joined(separator: " ")))"])
      open(corner: content.size, into: &svg)
      return
    }
    // The keyframes stretch the unit square to the content view's size:
    // undone inside, so what it holds keeps its points.
    let w = max(content.size.width, 0.001)
    let h = max(content.size.height, 0.001)
    svg.open(
      "g",
      [
        "class": "cd-anim", "style": "animation-name:\(animation)-content",
        "transform": drawn.contentTransform(content, css: false),
      ])
    svg.open(
      "g",
      [
        "transform":
          "scale(\(Self.precise(1 / w)) \(Self.precise(1 / h))) translate(\(n(-w / 2)) \(n(-h / 2)))"
      ])
  }

  private func write(_ view: SubviewAppearance, index: Int, into svg: inout HTMLBuilder) {
    let n: (CGFloat) -> String = PlainNumber.text
    let clipID = view.clip.flatMap { $0.contains(view.frame) ? nil : "\(clipPrefix)v\(index)" }
    if let clipID, let clip = view.clip {
      svg.open("clipPath", ["id": clipID])
      svg.selfClosing(
        "rect",
        ["x": n(clip.minX), "y": n(clip.minY), "width": n(clip.width), "height": n(clip.height)])
      svg.close("clipPath")
    }
    let grouped = clipID != nil || view.alpha < 1
    if grouped {
      svg.open(
        "g",
        [
          "clip-path": clipID.map { "url(#\($0))" },
          "opacity": view.alpha < 1 ? n(view.alpha) : nil,
        ])
    }
    if let paint = Self.paint(view) {
      let f = view.frame
      svg.selfClosing(
        "rect",
        [
          "class": "cd-subview", "x": n(f.minX), "y": n(f.minY), "width": n(f.width),
          "height": n(f.height), "rx": view.cornerRadius > 0 ? n(view.cornerRadius) : nil,
          "style": paint,
        ])
    }
    if let text = view.text { write(text, into: &svg) }
    if grouped { svg.close("g") }
  }

  private func write(_ text: TextAppearance, into svg: inout HTMLBuilder) {
    let n: (CGFloat) -> String = PlainNumber.text
    let fill = ThemedPaint.declarations("fill", light: text.color, dark: text.darkColor)
    let style =
      (["font-size:\(n(text.fontSize))px"]
      + (text.weight == 400 ? [] : ["font-weight:\(text.weight)"])
      + fill).joined(separator: ";")
    for (line, words) in text.lines.enumerated() where !words.isEmpty {
      let origin = text.origins[line]
      let width = text.widths[line]
      svg.element(
        "text",
        [
          "class": "cd-text", "x": n(origin.x), "y": n(origin.y),
          "textLength": width > 0 ? n(width) : nil,
          "lengthAdjust": width > 0 ? "spacingAndGlyphs" : nil, "style": style,
        ], text: words)
    }
  }

  /// The view's fill and stroke, or nil when it paints neither.
  private static func paint(_ view: SubviewAppearance) -> String? {
    // A clear background paints nothing: no rectangle for it.
    ThemedPaint.style(
      fill: view.backgroundColor.flatMap { $0[3] > 0 ? $0 : nil },
      darkFill: view.darkBackgroundColor, borderWidth: view.borderWidth,
      stroke: view.borderColor, darkStroke: view.darkBorderColor)
  }

  /// A scale factor with the digits a small inverse needs (1/375 would be
  /// 0.003 at the usual three decimals, 12 % off).
  private static func precise(_ value: CGFloat) -> String {
    String(format: "%.6g", Double(value))
  }
}
