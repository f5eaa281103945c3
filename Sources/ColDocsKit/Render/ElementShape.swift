import CollectionLayout
import Foundation

/// One element's SVG: a group placed and turned as the element is, faded by
/// its alpha, holding the element's rectangle with the cell's colours, its
/// content view when that sits apart, the views inside it with their text
/// (`SubviewShapes`), and, when it shows no text, a label naming it (its
/// index path, or its kind). Everything the view holds is in the group,
/// so it turns, fades and stacks with the view: a label behind a
/// half-transparent cell shows through at the cell's alpha, and a view
/// drawn in front of another hides that one's label too.
///
/// A masked element's group is clipped to its mask's outline, label
/// included, as the layer's mask clips everything the layer draws.
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
  /// The id the clip path of its content view takes, when it clips.
  var contentClipID: String = ""
  /// True when the element changes size during the animation: its
  /// rectangle is then the unit square stretched by keyframes of its own.
  var resized = false
  /// True when its content view moves within it during the animation.
  var contentMoves = false
  /// Where its label sits in its group, when not at its centre.
  var labelOffset: CGPoint = .zero
  /// How much the element's transform scales its label in the state the
  /// label is sized for, when that is not the state drawn (`LabelScale`).
  var labelPlane: CGFloat? = nil

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
    if let clipID, let outline = look?.mask {
      MaskClipPath(
        outline: outline, drawn: drawn, clipID: clipID,
        animation: resized ? animation : nil
      ).write(into: &svg)
    }
    svg.open(
      "g",
      [
        "class": "cd-el \(category)\(animation == nil ? "" : " cd-anim")",
        "style": animation.map { "animation-name:\($0)" },
        "data-el": element.id,
        "transform": drawn.placement(css: false),
        "opacity": drawn.alpha < 1 ? n(drawn.alpha) : nil,
        "clip-path": clipID.map { "url(#\($0))" },
      ])
    writeRectangle(into: &svg)
    if let placement = drawn.content ?? look?.content {
      ContentViewShape(
        drawn: drawn, placement: placement, clipID: contentClipID,
        animation: animation, moves: contentMoves, resized: resized
      ).write(into: &svg)
    }
    if let views = look?.views, !views.isEmpty {
      SubviewShapes(
        views: views, drawn: drawn, content: drawn.content ?? look?.content,
        animation: animation, contentMoves: contentMoves, clipPrefix: contentClipID
      ).write(into: &svg)
    }
    // A view that shows no text gets no label: an empty one would still be
    // measured, and counted as hidden, by the page's script.
    let label = Self.label(of: element, look: look, strings)
    if !label.isEmpty {
      svg.element(
        "text",
        [
          "class": "cd-label",
          "x": labelOffset.x == 0 ? nil : n(labelOffset.x),
          "y": labelOffset.y == 0 ? nil : n(labelOffset.y),
          "data-plane": labelPlane.map(n),
        ], text: label)
    }
    svg.close("g")
    svg.newline()
  }

  /// The element's rectangle: drawn at its size when that stays put, else
  /// the unit square that keyframes stretch.
  private func writeRectangle(into svg: inout HTMLBuilder) {
    let n: (CGFloat) -> String = PlainNumber.text
    let radius = look?.cornerRadius ?? 0
    let size = drawn.size
    guard resized else {
      svg.selfClosing(
        "rect",
        [
          "x": n(-size.width / 2), "y": n(-size.height / 2), "width": n(size.width),
          "height": n(size.height),
          // SVG keeps a radius within half of each side, as Core Animation does.
          "rx": radius > 0 ? n(radius) : nil,
          "style": look?.isBareHolder(element) == true ? Self.bare : Self.paint(look),
        ])
      return
    }
    let rx = size.width > 0 ? radius / size.width : 0
    let ry = size.height > 0 ? radius / size.height : 0
    let fill = look?.isBareHolder(element) == true ? Self.bare : Self.paint(look)
    let style = [animation.map { "animation-name:\($0)-size" }, fill]
      .compactMap { $0 }.joined(separator: ";")
    svg.selfClosing(
      "rect",
      [
        "class": "cd-anim",
        "style": style.isEmpty ? nil : style,
        "x": "-0.5", "y": "-0.5", "width": "1", "height": "1",
        "rx": radius > 0 ? n(min(rx, 0.5)) : nil,
        "ry": radius > 0 ? n(min(ry, 0.5)) : nil,
        "transform": drawn.sizing(css: false),
      ])
  }

  /// What the element's label reads: nothing when its views show text
  /// (the text is drawn where a phone draws it), else its short name.
  ///
  /// A decoration view whose own view paints it (a background or a border)
  /// shows only what that view draws: its kind is a name the layout chose,
  /// not text on the screen, and written across a section's backdrop it
  /// would read as content. A decoration that paints nothing is drawn as a
  /// bare frame, and keeps its kind so the reader knows what the frame is.
  /// Cells keep their index path, which is how the guide's pictures tell
  /// items apart.
  static func label(
    of element: ElementSnapshot, look: ElementAppearance?, _ strings: ThemeStrings
  ) -> String {
    if look?.views?.contains(where: { $0.text != nil }) == true { return "" }
    if let look, look.paintsItself, element.category == .decorationView { return "" }
    if let look, look.isBareHolder(element) { return "" }
    return shortName(element, strings: strings)
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

  /// The style of a view drawn as nothing but what it holds.
  static let bare = "fill:none;stroke:none"

  /// Fill and stroke from the cell's look, as an inline style so that it wins
  /// over the stylesheet's defaults; nil (no style attribute) keeps the
  /// defaults. A dynamic colour brings its dark variant (`ThemedPaint`).
  static func paint(_ look: ElementAppearance?) -> String? {
    guard let look else { return nil }
    return ThemedPaint.style(
      fill: look.backgroundColor, darkFill: look.darkBackgroundColor,
      borderWidth: look.borderWidth, stroke: look.borderColor, darkStroke: look.darkBorderColor)
  }
}

extension ElementAppearance {
  /// Whether `element` is a supplementary view with no paint of its own
  /// that holds views which draw shapes but no text: a page control's
  /// footer laid over a banner. A phone shows only the dots, over whatever
  /// is behind them, so the diagram draws no fill, frame or kind for it.
  /// (A header holding a label keeps its frame: the diagram's way of
  /// showing where the header is, with the text drawn inside it.)
  fileprivate func isBareHolder(_ element: ElementSnapshot) -> Bool {
    guard element.category == .supplementaryView, !paintsItself, let views else { return false }
    return !views.isEmpty && views.allSatisfy { $0.text == nil }
  }

  /// Whether the view puts any colour on the screen of its own.
  fileprivate var paintsItself: Bool {
    backgroundColor.map { $0[3] > 0 } == true || (borderWidth > 0 && borderColor != nil)
  }
}
