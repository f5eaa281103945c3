import Foundation

/// The views that draw a list cell's accessories, and where they go.
///
/// Trailing accessories line up from the cell's trailing layout margin
/// inward, 8 points apart; leading ones (delete) from its leading margin.
/// The content view is narrowed to end 8 points before the first trailing
/// accessory, so that the text, 8 points inside its own trailing margin,
/// ends 16 points before it, UIKit's padding between content and
/// accessory; on the leading side the content view starts at the
/// accessory's edge and its own 16-point margin keeps the text clear.
enum AccessoryViews {
  static let paddingBetweenAccessories: CGFloat = 8
  static let paddingToContent: CGFloat = 16

  /// A view drawing `accessory`, sized to what it shows, for a row that
  /// is or is not expanded and selected.
  static func view(for accessory: UICellAccessory, expanded: Bool, selected: Bool) -> UIView {
    switch accessory.kind {
    case .disclosureIndicator:
      return glyph("›", weight: .semibold, color: accessory.options.tintColor ?? .tertiaryLabel)
    case .outlineDisclosure:
      return glyph(
        expanded ? "⌄" : "›", weight: .semibold,
        color: accessory.options.tintColor ?? .tintColor)
    case .checkmark:
      return glyph("✓", weight: .semibold, color: accessory.options.tintColor ?? .tintColor)
    case .reorder:
      return glyph("≡", weight: .regular, color: accessory.options.tintColor ?? .tertiaryLabel)
    case .label(let text):
      return glyph(text, weight: .regular, color: accessory.options.tintColor ?? .secondaryLabel)
    case .delete:
      return circleButton("−", fill: accessory.options.tintColor ?? .systemRed)
    case .insert:
      return circleButton("+", fill: accessory.options.tintColor ?? .systemGreen)
    case .multiselect:
      let tint = accessory.options.tintColor ?? .tintColor
      return selected ? circleButton("✓", fill: tint) : emptyCircle(.tertiaryLabel)
    case .detail:
      return glyph("ⓘ", weight: .regular, color: accessory.options.tintColor ?? .tintColor)
    case .customView(let view, _, let fixedSize):
      // [?] The accessory's tint becomes the view's own, which its
      // subviews inherit; Apple documents only "the tint color to apply to
      // the accessory". Without one the view keeps its own or inherits.
      if let tint = accessory.options.tintColor { view.tintColor = tint }
      if !fixedSize { view.sizeToFit() }
      return view
    }
  }

  private static func glyph(_ text: String, weight: UIFont.Weight, color: UIColor) -> UIView {
    let label = UILabel()
    let size = UIFont.preferredFont(forTextStyle: .body).pointSize
    label.font = .systemFont(ofSize: size, weight: weight)
    label.text = text
    label.textColor = color
    label.sizeToFit()
    return label
  }

  /// A 22-point circle of `fill` with a white sign, as the filled circle
  /// symbols (`minus.circle.fill`, `plus.circle.fill`,
  /// `checkmark.circle.fill`) draw.
  private static func circleButton(_ sign: String, fill: UIColor) -> UIView {
    let circle = UIView(frame: CGRect(x: 0, y: 0, width: 22, height: 22))
    circle.backgroundColor = fill
    circle.layer.cornerRadius = 11
    let label = UILabel()
    label.text = sign
    label.textColor = .white
    label.font = .systemFont(ofSize: 17, weight: .bold)
    label.sizeToFit()
    label.center = CGPoint(x: 11, y: 11)
    circle.addSubview(label)
    return circle
  }

  /// A 22-point ring: an unselected row's mark while editing a multiple
  /// selection (`circle`).
  private static func emptyCircle(_ stroke: UIColor) -> UIView {
    let circle = UIView(frame: CGRect(x: 0, y: 0, width: 22, height: 22))
    circle.layer.cornerRadius = 11
    circle.layer.borderWidth = 1.5
    circle.layer.borderColor = stroke.cgColor
    return circle
  }

  /// The width kept for an accessory whose view is `width` wide.
  static func reservedWidth(_ accessory: UICellAccessory, viewWidth width: CGFloat) -> CGFloat {
    switch accessory.options.reservedLayoutWidth {
    case .custom(let value)?: return max(value, 0)
    case .actual?, .standard?, nil: return width
    }
  }
}

extension UICollectionViewListCell {
  /// Places the accessories shown now and narrows the content view to the
  /// space between them.
  func arrangeAccessories(_ accessories: [UICellAccessory], views: inout [UIView]) {
    for view in views { view.removeFromSuperview() }
    views = []
    let shown = accessories.filter { $0.shows(editing: editingState) }
    let margins = directionalLayoutMargins
    var leadingEdge: CGFloat = 0
    var trailingEdge = bounds.width
    var trailingCursor = bounds.width - margins.trailing
    // The leading margin holds the indentation; accessories that do not
    // indent stay at the list's own margin.
    let indentation = indentsAccessories ? 0 : CGFloat(indentationLevel) * indentationWidth
    var leadingCursor = margins.leading - indentation
    for accessory in shown {
      let view = AccessoryViews.view(
        for: accessory, expanded: expandedState, selected: configurationState.isSelected)
      let width = AccessoryViews.reservedWidth(accessory, viewWidth: view.bounds.width)
      let x: CGFloat
      if accessory.isLeading {
        x = leadingCursor + (width - view.bounds.width) / 2
        leadingCursor += width + AccessoryViews.paddingBetweenAccessories
        leadingEdge = leadingCursor - AccessoryViews.paddingBetweenAccessories
      } else {
        trailingCursor -= width
        x = trailingCursor + (width - view.bounds.width) / 2
        trailingEdge = trailingCursor - (AccessoryViews.paddingToContent - 8)
        trailingCursor -= AccessoryViews.paddingBetweenAccessories
      }
      view.frame = CGRect(
        x: x, y: (bounds.height - view.bounds.height) / 2, width: view.bounds.width,
        height: view.bounds.height)
      view.autoresizingMask =
        accessory.isLeading
        ? [.flexibleTopMargin, .flexibleBottomMargin]
        : [.flexibleLeftMargin, .flexibleTopMargin, .flexibleBottomMargin]
      accessoryHost.addSubview(view)
      views.append(view)
    }
    contentView.frame = CGRect(
      x: leadingEdge, y: 0, width: max(0, trailingEdge - leadingEdge), height: bounds.height)
  }
}
