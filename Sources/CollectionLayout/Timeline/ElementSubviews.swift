import Foundation

/// The views inside an element, walked as the screen draws them: depth
/// first, behind to front, each with the clipping and opacity of the views
/// above it. Hidden and fully transparent views are skipped with all they
/// hold. A label shows its text only inside its own frame; one with no
/// width or height, or clipped to nothing, shows none and is listed in
/// `unshown` instead.
///
/// The element's own paint (its background, or its content view's) is
/// drawn with the element, and a content view that sits apart from its cell
/// is drawn on its own (`ContentPlacement`); what they hold is walked here.
struct ElementSubviews {
  private(set) var drawn: [SubviewAppearance] = []
  private(set) var unshown: [UnshownText] = []
  private let host: UICollectionView?
  /// Whether text clipped away is a mistake worth naming: not in a row
  /// whose swipe actions are open, where the finger slid it out of sight
  /// and the phone shows it gone too.
  private let namesClippedText: Bool

  /// The views inside `view`; `contentApart` when its content view is
  /// drawn on its own, so that what it holds is placed in its coordinates.
  init(of view: UIView, contentApart: Bool, host: UICollectionView?) {
    self.host = host
    namesClippedText = (view as? UICollectionViewListCell)?.swipeActionsView == nil
    let contentView = (view as? UICollectionViewCell)?.contentView
    let clip = view.clipsToBounds ? view.bounds : nil
    for subview in view.subviews where subview.isShown {
      guard subview === contentView else {
        walk(subview, root: view, clip: clip, alpha: 1, inContentView: false)
        continue
      }
      // The content view's own paint is the element's (or its own
      // shape's); only what it holds is walked. An empty one (a plain
      // cell's) costs no conversion between coordinate spaces.
      guard subview.subviews.contains(where: \.isShown) else { continue }
      let root = contentApart ? subview : view
      let frame = subview.convert(subview.bounds, to: root)
      let inherited = contentApart ? clip.map { subview.convert($0, from: view) } : clip
      let inner = subview.clipsToBounds ? Self.clipped(inherited, to: frame) : inherited
      for child in subview.subviews where child.isShown {
        walk(child, root: root, clip: inner, alpha: subview.alpha, inContentView: contentApart)
      }
    }
  }

  /// Puts `look` behind every view already listed: a background the cell
  /// draws under its content.
  mutating func drawBehind(_ look: SubviewAppearance) {
    drawn.insert(look, at: 0)
  }

  private mutating func walk(
    _ view: UIView, root: UIView, clip: CGRect?, alpha: CGFloat, inContentView: Bool
  ) {
    let frame = view.convert(view.bounds, to: root)
    let opacity = alpha * view.alpha
    var look = SubviewAppearance(
      frame: frame, clip: clip, alpha: opacity, cornerRadius: view.layer.cornerRadius,
      borderWidth: view.layer.borderWidth, inContentView: inContentView)
    if let background = AppearanceColor.background(of: view, host: host) {
      look.backgroundColor = background.light
      look.darkBackgroundColor = background.dark
    }
    if view.layer.borderWidth > 0, let border = view.layer.borderColor {
      look.borderColor = border.components
      look.darkBorderColor = border.darkComponents
    }
    if let label = view as? UILabel, let text = label.text, !text.isEmpty {
      if frame.width <= 0 || frame.height <= 0 {
        unshown.append(UnshownText(text: text, reason: .zeroSize))
      } else if let clip, clip.intersection(frame).isEmpty {
        if namesClippedText { unshown.append(UnshownText(text: text, reason: .clippedAway)) }
      } else {
        let drawn = label.drawnText(in: frame, host: host)
        if drawn.lines.allSatisfy(\.isEmpty) {
          unshown.append(UnshownText(text: text, reason: .noRoom))
        } else {
          look.text = drawn
        }
      }
    }
    if look.paints { drawn.append(look) }
    let inner = view.clipsToBounds ? Self.clipped(clip, to: frame) : clip
    for subview in view.subviews where subview.isShown {
      walk(subview, root: root, clip: inner, alpha: opacity, inContentView: inContentView)
    }
  }

  /// `clip` narrowed to `frame`: what a view that clips leaves visible.
  private static func clipped(_ clip: CGRect?, to frame: CGRect) -> CGRect {
    guard let clip else { return frame }
    let visible = clip.intersection(frame)
    return visible.isNull ? .zero : visible
  }
}

extension UIView {
  /// Whether the screen draws it at all: not hidden, not fully transparent.
  fileprivate var isShown: Bool { !isHidden && alpha > 0 }
}

extension UILabel {
  /// The text as this label draws it when its frame is `frame` (in the
  /// coordinates the lines are placed in).
  ///
  /// A label draws as many lines as `numberOfLines` allows and its height
  /// holds (at least one), the last cut with an ellipsis when text is left
  /// over, and centres that block vertically in its bounds: a label taller
  /// than its text has its text in the middle, one shorter lets it spill
  /// out above and below.
  fileprivate func drawnText(in frame: CGRect, host: UICollectionView?) -> TextAppearance {
    var layout = textLayout(width: bounds.width)
    let fitting = max(1, Int(((bounds.height + 0.001) / layout.lineHeight).rounded(.down)))
    if layout.lines.count > fitting {
      layout = TextLayout(
        text ?? "", font: font, width: bounds.width, numberOfLines: fitting,
        lineBreakMode: lineBreakMode)
    }
    let top = frame.minY + (frame.height - layout.height) / 2
    let alignment = resolvedAlignment
    let origins = layout.widths.enumerated().map { line, width -> CGPoint in
      let x: CGFloat
      switch alignment {
      case .center: x = (frame.width - width) / 2
      case .right: x = frame.width - width
      default: x = 0
      }
      return CGPoint(
        x: frame.minX + x, y: top + CGFloat(line) * layout.lineHeight + font.ascender)
    }
    let color = AppearanceColor.resolved(textColor ?? .label, in: self, host: host)
    return TextAppearance(
      lines: layout.lines.map { String(TextLayout.trimmedEnd($0)) }, origins: origins,
      widths: layout.widths, fontSize: font.pointSize,
      weight: font.weight.number, color: color.light, darkColor: color.dark)
  }
}
