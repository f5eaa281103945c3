import Foundation

/// The view that shows a `UIListContentConfiguration`: its text and
/// secondary text as labels, placed by constraints inside its layout
/// margins, so that a self-sizing list row is as tall as its text and its
/// margins, and never shorter than the style's minimum (44 points at the
/// default text size).
///
/// [?] UIKit's internal arrangement is private; the engine's places the
/// text block in the middle of the row when the minimum height leaves room,
/// and sets a value cell's two texts side by side only while both fit on
/// one line.
@available(iOS 14.0, *)
open class UIListContentView: UIView, UIContentView {
  private var listConfiguration: UIListContentConfiguration
  private let textLabel = UILabel()
  private let secondaryTextLabel = UILabel()
  private let imageView = UIImageView(frame: .zero)
  /// How far the texts start from the leading margin: past the image's
  /// room and its padding when there is an image.
  private(set) var textInset: CGFloat = 0
  private var arrangement: [NSLayoutConstraint] = []
  /// The space above and below the stacked texts, kept equal.
  private let spaceAbove = UILayoutGuide()
  private let spaceBelow = UILayoutGuide()
  private var arrangedWidth: CGFloat?

  public init(configuration: UIListContentConfiguration) {
    listConfiguration = configuration
    super.init(frame: .zero)
    for view in [imageView, textLabel, secondaryTextLabel] {
      view.translatesAutoresizingMaskIntoConstraints = false
      addSubview(view)
    }
    addLayoutGuide(spaceAbove)
    addLayoutGuide(spaceBelow)
    arrange()
  }

  public required init?(coder: NSCoder) {
    fatalError("UIListContentView is made in code")
  }

  /// Just under a label's own hugging: strong enough to keep a row from
  /// growing to a larger estimate (which self-sizing offers at the fitting
  /// level, 50), weak enough to give way to the minimum height.
  private static let hugging = UILayoutPriority(rawValue: 249)

  public var configuration: any UIContentConfiguration {
    get { listConfiguration }
    set {
      guard let list = newValue as? UIListContentConfiguration, list != listConfiguration else {
        return
      }
      listConfiguration = list
      arrange()
    }
  }

  @available(iOS 16.0, *)
  public func supports(_ configuration: any UIContentConfiguration) -> Bool {
    configuration is UIListContentConfiguration
  }

  override func boundsDidChange(from oldBounds: CGRect) {
    super.boundsDidChange(from: oldBounds)
    // A value cell's texts go side by side or stacked by the width.
    if listConfiguration.prefersSideBySideTextAndSecondaryText, bounds.width != arrangedWidth {
      arrange()
    }
  }

  open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    arrange()
  }

  // MARK: Arranging

  /// Applies the configuration to the labels and margins and lays out the
  /// constraints that place them.
  private func arrange() {
    let list = listConfiguration
    directionalLayoutMargins = list.directionalLayoutMargins
    preservesSuperviewLayoutMargins = !list.axesPreservingSuperviewLayoutMargins.isEmpty
    preservesSuperviewMarginsVertically = list.axesPreservingSuperviewLayoutMargins.contains(
      .vertical)
    let showsText = style(textLabel, list.text, list.textProperties)
    let showsSecondary = style(secondaryTextLabel, list.secondaryText, list.secondaryTextProperties)
    NSLayoutConstraint.deactivate(arrangement)
    arrangedWidth = bounds.width
    let labels = [showsText ? textLabel : nil, showsSecondary ? secondaryTextLabel : nil]
      .compactMap { $0 }
    let image = imageConstraints(besides: labels.first)
    arrangement =
      minimumHeight() + image
      + (sideBySide(showsText, showsSecondary)
        ? sideBySideConstraints() : stackedConstraints(labels))
    NSLayoutConstraint.activate(arrangement)
  }

  /// Gives `label` the text and properties; false when there is no text.
  private func style(
    _ label: UILabel, _ text: String?,
    _ properties: UIListContentConfiguration.TextProperties
  ) -> Bool {
    let shown = text.map { Self.transformed($0, properties.transform) }
    label.text = shown
    label.isHidden = shown?.isEmpty ?? true
    label.font = resolvedFont(properties)
    label.textColor = properties.color
    label.numberOfLines = properties.numberOfLines
    label.lineBreakMode = properties.lineBreakMode
    label.textAlignment = properties.alignment == .center ? .center : .natural
    return !label.isHidden
  }

  /// The property's font at this view's content size category when it is
  /// made from a text style and follows the category.
  private func resolvedFont(_ properties: UIListContentConfiguration.TextProperties) -> UIFont {
    let font = properties.font
    guard properties.adjustsFontForContentSizeCategory, let style = font.textStyle else {
      return font
    }
    let size = UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection).pointSize
    return UIFont(pointSize: size, weight: font.weight, textStyle: style)
  }

  private static func transformed(
    _ text: String, _ transform: UIListContentConfiguration.TextProperties.TextTransform
  ) -> String {
    switch transform {
    case .none: return text
    case .uppercase: return text.uppercased()
    case .lowercase: return text.lowercased()
    case .capitalized: return text.capitalized
    }
  }

  /// Shows the image, if any, in the room kept for it at the leading
  /// margin, as tall as a line of body text (or less, within its maximum
  /// size), centred on the first line of text; sets where the texts start.
  private func imageConstraints(besides firstLabel: UILabel?) -> [NSLayoutConstraint] {
    let list = listConfiguration
    imageView.image = list.image
    imageView.isHidden = list.image == nil
    guard list.image != nil else {
      textInset = 0
      return []
    }
    imageView.tintColor = list.imageProperties.tintColor ?? .tintColor
    let properties = list.imageProperties
    let room =
      properties.reservedLayoutSize.width > 0
      ? properties.reservedLayoutSize.width
      : ListMetrics.reservedSymbolWidth(sidebar: list.style.isSidebar, traits: traitCollection)
    var side = min(
      room, UIFont.preferredFont(forTextStyle: .body, compatibleWith: traitCollection).lineHeight)
    if properties.maximumSize.width > 0 { side = min(side, properties.maximumSize.width) }
    textInset = room + list.imageToTextPadding
    let guide = layoutMarginsGuide
    let centre = firstLabel?.centerYAnchor ?? guide.centerYAnchor
    return [
      imageView.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: (room - side) / 2),
      imageView.widthAnchor.constraint(equalToConstant: side),
      imageView.heightAnchor.constraint(equalToConstant: side),
      imageView.centerYAnchor.constraint(equalTo: centre),
      imageView.topAnchor.constraint(greaterThanOrEqualTo: guide.topAnchor),
      imageView.bottomAnchor.constraint(lessThanOrEqualTo: guide.bottomAnchor),
    ]
  }

  /// At least the style's minimum row height, for cell styles.
  private func minimumHeight() -> [NSLayoutConstraint] {
    guard listConfiguration.style.enforcesMinimumHeight else { return [] }
    let minimum = ListMetrics.minimumRowHeight(
      for: traitCollection.preferredContentSizeCategory)
    return [heightAnchor.constraint(greaterThanOrEqualToConstant: minimum)]
  }

  /// Whether both texts show and fit on one line at the current width.
  private func sideBySide(_ showsText: Bool, _ showsSecondary: Bool) -> Bool {
    let list = listConfiguration
    guard list.prefersSideBySideTextAndSecondaryText, showsText, showsSecondary else {
      return false
    }
    let margins = effectiveLayoutMargins
    let room = bounds.width - margins.left - margins.right - textInset
    let needed =
      textLabel.textLayout(width: nil).width + list.textToSecondaryTextHorizontalPadding
      + secondaryTextLabel.textLayout(width: nil).width
    return bounds.width == 0 || needed <= room
  }

  /// The labels one under the other, the block centred in the margins:
  /// the space above it equals the space below.
  private func stackedConstraints(_ labels: [UILabel]) -> [NSLayoutConstraint] {
    guard let first = labels.first, let last = labels.last else { return [] }
    let guide = layoutMarginsGuide
    var constraints = [
      spaceAbove.topAnchor.constraint(equalTo: guide.topAnchor),
      spaceAbove.bottomAnchor.constraint(equalTo: first.topAnchor),
      spaceBelow.topAnchor.constraint(equalTo: last.bottomAnchor),
      spaceBelow.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
      spaceAbove.heightAnchor.constraint(equalTo: spaceBelow.heightAnchor),
      spaceAbove.heightAnchor.constraint(greaterThanOrEqualToConstant: 0),
      // The row hugs its text: a taller estimate does not stretch it.
      spaceAbove.heightAnchor.constraint(equalToConstant: 0).prioritized(Self.hugging),
    ]
    for label in labels {
      constraints += [
        label.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: textInset),
        label.trailingAnchor.constraint(lessThanOrEqualTo: guide.trailingAnchor),
      ]
    }
    if labels.count == 2 {
      constraints.append(
        last.topAnchor.constraint(
          equalTo: first.bottomAnchor,
          constant: listConfiguration.textToSecondaryTextVerticalPadding))
    }
    return constraints
  }

  /// The texts on one line: text at the leading margin, value at the
  /// trailing one, both centred.
  private func sideBySideConstraints() -> [NSLayoutConstraint] {
    let guide = layoutMarginsGuide
    var constraints: [NSLayoutConstraint] = [
      textLabel.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: textInset),
      secondaryTextLabel.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      secondaryTextLabel.leadingAnchor.constraint(
        greaterThanOrEqualTo: textLabel.trailingAnchor,
        constant: listConfiguration.textToSecondaryTextHorizontalPadding),
    ]
    for label in [textLabel, secondaryTextLabel] {
      constraints += [
        label.topAnchor.constraint(greaterThanOrEqualTo: guide.topAnchor),
        label.bottomAnchor.constraint(lessThanOrEqualTo: guide.bottomAnchor),
        label.centerYAnchor.constraint(equalTo: guide.centerYAnchor),
        label.topAnchor.constraint(equalTo: guide.topAnchor).prioritized(Self.hugging),
      ]
    }
    return constraints
  }
}

extension NSLayoutConstraint {
  /// The constraint with `priority`, for building lists of constraints.
  fileprivate func prioritized(_ priority: UILayoutPriority) -> NSLayoutConstraint {
    self.priority = priority
    return self
  }
}
