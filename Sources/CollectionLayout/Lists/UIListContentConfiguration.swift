import Foundation

/// The content of a list row, header or footer as a value (iOS 14): text,
/// secondary text, and the margins and paddings UIKit's list styles set.
/// A cell shows it through `contentConfiguration`; the view it makes is a
/// `UIListContentView`.
///
/// Fonts are text styles, so a row grows with Dynamic Type. The numbers
/// each style starts with are UIKit's up to iOS 18 (`ListMetrics` says
/// where they come from; an iOS 16 device logs a default cell's as margins
/// {11, 16, 11, 8}, image to text 16, text to secondary text 3). An image
/// is a system symbol (`UIImage(systemName:)`) and takes the room UIKit
/// reserves for one; the engine draws it as a tinted square.
@available(iOS 14.0, *)
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
  /// How text is drawn: font, colour, lines and case.
  public struct TextProperties: Hashable {
    public enum TextAlignment: Int, Hashable, Sendable { case natural, center, justified }
    public enum TextTransform: Int, Hashable, Sendable {
      case none, uppercase, lowercase, capitalized
    }

    public var font: UIFont
    public var color: UIColor
    public var alignment = TextAlignment.natural
    public var lineBreakMode = NSLineBreakMode.byTruncatingTail
    /// 0 for as many lines as the text needs: every list style but the
    /// sidebar's wraps.
    public var numberOfLines = 0
    /// Whether the font follows the content size category. True by default.
    public var adjustsFontForContentSizeCategory = true
    public var transform = TextTransform.none

    init(style: UIFont.TextStyle, weight: UIFont.Weight = .regular, color: UIColor) {
      let base = UIFont.preferredFont(forTextStyle: style)
      font = UIFont(pointSize: base.pointSize, weight: weight, textStyle: style)
      self.color = color
    }
  }

  /// The style a configuration was made as, which decides its minimum
  /// height and how it changes with the cell's state.
  enum Style: Hashable {
    case cell, subtitleCell, valueCell, sidebarCell, sidebarSubtitleCell
    case header, footer

    /// Cell styles keep a row at least `ListMetrics.minimumRowHeight`
    /// tall; headers and footers do not.
    var enforcesMinimumHeight: Bool { self != .header && self != .footer }

    /// A sidebar's rows keep wider room for a symbol.
    var isSidebar: Bool { self == .sidebarCell || self == .sidebarSubtitleCell }
  }

  /// Whether it was made as a header, which makes an `.automatic` outline
  /// disclosure toggle on a tap anywhere on the row.
  var isHeaderStyle: Bool { style == .header }

  private(set) var style: Style

  public var text: String?
  public var secondaryText: String?
  public var textProperties: TextProperties
  public var secondaryTextProperties: TextProperties
  /// The space around the text. On the axes in
  /// `axesPreservingSuperviewLayoutMargins` the cell's own margins win
  /// where larger, which is how a row's text lines up with the list's
  /// 16- or 20-point margin.
  public var directionalLayoutMargins: NSDirectionalEdgeInsets
  public var axesPreservingSuperviewLayoutMargins: UIAxis = .horizontal
  /// Whether text and secondary text sit side by side when both fit on one
  /// line (the value cell's layout).
  public var prefersSideBySideTextAndSecondaryText = false
  public var imageToTextPadding: CGFloat = 16

  /// The image at the leading side of the text, if any.
  public var image: UIImage?
  public var imageProperties = ImageProperties()

  /// How the image is placed and drawn.
  public struct ImageProperties: Hashable {
    /// The room kept for the image, which lines up rows with different
    /// images: zero (the default) keeps the standard room for a symbol,
    /// as does `UIListContentConfiguration.ImageProperties.standardDimension`.
    public var reservedLayoutSize: CGSize = .zero
    /// The symbol's colour; the tint colour when nil.
    public var tintColor: UIColor?
    /// The largest the image is drawn; zero for no limit.
    public var maximumSize: CGSize = .zero
    public var cornerRadius: CGFloat = 0

    /// Asks for the system's standard room in `reservedLayoutSize`.
    public static let standardDimension: CGFloat = -CGFloat.greatestFiniteMagnitude

    public init() {}
  }
  public var textToSecondaryTextHorizontalPadding: CGFloat = 8
  public var textToSecondaryTextVerticalPadding: CGFloat = 3

  init(
    style: Style, text: TextProperties, secondary: TextProperties,
    margins: NSDirectionalEdgeInsets
  ) {
    self.style = style
    textProperties = text
    secondaryTextProperties = secondary
    directionalLayoutMargins = margins
  }

  /// Margins with UIKit's cell top and bottom (11: half the body text's
  /// line height at the default size, rounded up), 16 leading and 8
  /// trailing.
  static let cellMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 8)

  /// A row of text, with secondary text below it in the caption style.
  public static func cell() -> UIListContentConfiguration {
    UIListContentConfiguration(
      style: .cell, text: TextProperties(style: .body, color: .label),
      secondary: TextProperties(style: .caption1, color: .label), margins: cellMargins)
  }

  /// Text with secondary text under it, closer together (4-point top and
  /// bottom margins, no padding between the two).
  public static func subtitleCell() -> UIListContentConfiguration {
    var configuration = UIListContentConfiguration(
      style: .subtitleCell, text: TextProperties(style: .body, color: .label),
      secondary: TextProperties(style: .caption1, color: .label),
      margins: NSDirectionalEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 8))
    configuration.textToSecondaryTextVerticalPadding = 0
    return configuration
  }

  /// Text at the leading edge and a grey value at the trailing edge, on
  /// one line while both fit, as in Settings.
  public static func valueCell() -> UIListContentConfiguration {
    var configuration = UIListContentConfiguration(
      style: .valueCell, text: TextProperties(style: .body, color: .label),
      secondary: TextProperties(style: .body, color: .secondaryLabel), margins: cellMargins)
    configuration.prefersSideBySideTextAndSecondaryText = true
    return configuration
  }

  /// A plain list's header: semibold subheadline text in grey.
  public static func plainHeader() -> UIListContentConfiguration {
    header(
      style: .subheadline, weight: .semibold, color: .secondaryLabel,
      margins: NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8))
  }

  /// A header in the style of the list it is shown in (iOS 18): a plain
  /// list's, a grouped list's or a sidebar's, chosen when a list cell
  /// shows it. Outside a list, a plain list's.
  @available(iOS 18.0, *)
  public static func header() -> UIListContentConfiguration {
    var configuration = plainHeader()
    configuration.followsList = .header
    return configuration
  }

  /// A footer in the style of the list it is shown in (iOS 18).
  @available(iOS 18.0, *)
  public static func footer() -> UIListContentConfiguration {
    var configuration = plainFooter()
    configuration.followsList = .footer
    return configuration
  }

  /// A header in the style of a list of `appearance`: what `header()`
  /// becomes in it, and what a `.firstItemInSection` header row's
  /// `defaultContentConfiguration()` returns.
  static func header(in appearance: UICollectionLayoutListConfiguration.Appearance)
    -> UIListContentConfiguration
  {
    switch appearance {
    case .plain: .plainHeader()
    case .grouped, .insetGrouped: .groupedHeader()
    case .sidebar, .sidebarPlain: .sidebarHeader()
    }
  }

  /// What a configuration made by `header()` or `footer()` is in its list.
  enum ListRole: Hashable { case header, footer }
  var followsList: ListRole?

  /// The configuration in the style `appearance` gives its role, keeping
  /// the app's text and image and every property the app changed from
  /// what `header()` or `footer()` returned: a header made red stays red
  /// in a grouped list, and takes that list's capitals and font. [?] UIKit
  /// reads the list's environment from the cell's traits and does not
  /// document which customisations survive it; the engine keeps each one,
  /// property by property, and restyles when a list cell shows it. A
  /// sidebar's footer takes a plain list's style.
  func resolved(in appearance: UICollectionLayoutListConfiguration.Appearance)
    -> UIListContentConfiguration
  {
    guard let role = followsList else { return self }
    let styled: UIListContentConfiguration =
      switch (appearance, role) {
      case (_, .header): .header(in: appearance)
      case (.plain, .footer), (.sidebar, .footer), (.sidebarPlain, .footer): .plainFooter()
      case (.grouped, .footer), (.insetGrouped, .footer): .groupedFooter()
      }
    let origin = role == .header ? Self.header() : Self.footer()
    var resolved = changes(from: origin, appliedTo: styled)
    resolved.followsList = role
    return resolved
  }

  /// `base` with every property in which this configuration differs from
  /// `origin` taken from this one; text properties field by field.
  private func changes(from origin: Self, appliedTo base: Self) -> Self {
    var result = base
    func keep<Value: Equatable>(_ property: WritableKeyPath<Self, Value>) {
      if self[keyPath: property] != origin[keyPath: property] {
        result[keyPath: property] = self[keyPath: property]
      }
    }
    keep(\.text)
    keep(\.secondaryText)
    keep(\.image)
    keep(\.imageProperties)
    keep(\.directionalLayoutMargins)
    keep(\.axesPreservingSuperviewLayoutMargins)
    keep(\.prefersSideBySideTextAndSecondaryText)
    keep(\.imageToTextPadding)
    keep(\.textToSecondaryTextHorizontalPadding)
    keep(\.textToSecondaryTextVerticalPadding)
    result.textProperties = textProperties.changes(
      from: origin.textProperties, appliedTo: base.textProperties)
    result.secondaryTextProperties = secondaryTextProperties.changes(
      from: origin.secondaryTextProperties, appliedTo: base.secondaryTextProperties)
    return result
  }

  /// A plain list's footer, in the plain header's font.
  public static func plainFooter() -> UIListContentConfiguration {
    plainHeader().restyled(.footer)
  }

  /// A grouped list's header: footnote text in grey capitals, with room
  /// above it (17 points) to set the section apart.
  public static func groupedHeader() -> UIListContentConfiguration {
    var configuration = header(
      style: .footnote, weight: .regular, color: .secondaryLabel,
      margins: NSDirectionalEdgeInsets(top: 17, leading: 8, bottom: 6, trailing: 8))
    configuration.textProperties.transform = .uppercase
    return configuration
  }

  /// A grouped list's footer: footnote text in grey.
  public static func groupedFooter() -> UIListContentConfiguration {
    header(
      style: .footnote, weight: .regular, color: .secondaryLabel,
      margins: NSDirectionalEdgeInsets(top: 6, leading: 8, bottom: 12, trailing: 8)
    ).restyled(.footer)
  }

  /// A large header above an inset-grouped section: semibold title 3 in
  /// the label colour, aligned with the card's edge (it keeps its own
  /// 3-point margins on every axis).
  @available(iOS 15.0, *)
  public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
    var configuration = header(
      style: .title3, weight: .semibold, color: .label,
      margins: NSDirectionalEdgeInsets(top: 8, leading: 3, bottom: 11, trailing: 3))
    configuration.axesPreservingSuperviewLayoutMargins = []
    return configuration
  }

  /// A larger header still: semibold title 2.
  @available(iOS 15.0, *)
  public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
    var configuration = header(
      style: .title2, weight: .semibold, color: .label,
      margins: NSDirectionalEdgeInsets(top: 9, leading: 3, bottom: 10, trailing: 3))
    configuration.axesPreservingSuperviewLayoutMargins = []
    return configuration
  }

  /// A sidebar's row: one line of body text, 8-point side margins.
  public static func sidebarCell() -> UIListContentConfiguration {
    var configuration = UIListContentConfiguration(
      style: .sidebarCell, text: TextProperties(style: .body, color: .label),
      secondary: TextProperties(style: .footnote, color: .secondaryLabel),
      margins: NSDirectionalEdgeInsets(top: 11, leading: 8, bottom: 11, trailing: 8))
    configuration.textProperties.numberOfLines = 1
    configuration.imageToTextPadding = 10
    return configuration
  }

  /// A sidebar's row with secondary text below.
  public static func sidebarSubtitleCell() -> UIListContentConfiguration {
    var configuration = sidebarCell().restyled(.sidebarSubtitleCell)
    configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 4, leading: 8, bottom: 4, trailing: 8)
    configuration.textToSecondaryTextVerticalPadding = 0
    return configuration
  }

  /// A sidebar's row beside another column (in a split view).
  public static func accompaniedSidebarCell() -> UIListContentConfiguration { sidebarCell() }

  /// A sidebar's section header: semibold title 3.
  public static func sidebarHeader() -> UIListContentConfiguration {
    header(
      style: .title3, weight: .semibold, color: .label,
      margins: NSDirectionalEdgeInsets(top: 11, leading: 8, bottom: 11, trailing: 8))
  }

  /// The same configuration made as another style, which decides its
  /// minimum height and how it follows the cell's state.
  private func restyled(_ style: Style) -> UIListContentConfiguration {
    var restyled = self
    restyled.style = style
    return restyled
  }

  private static func header(
    style: UIFont.TextStyle, weight: UIFont.Weight, color: UIColor,
    margins: NSDirectionalEdgeInsets
  ) -> UIListContentConfiguration {
    UIListContentConfiguration(
      style: .header, text: TextProperties(style: style, weight: weight, color: color),
      secondary: TextProperties(style: .subheadline, color: .secondaryLabel), margins: margins)
  }

  public func makeContentView() -> any UIView & UIContentView {
    UIListContentView(configuration: self)
  }

  /// The configuration as it looks in `state`: a selected sidebar row's
  /// text turns white on the tint colour; other styles are unchanged.
  public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration {
    guard style == .sidebarCell || style == .sidebarSubtitleCell,
      let cell = state as? UICellConfigurationState
    else { return self }
    var updated = self
    if cell.isSelected {
      updated.textProperties.color = .white
      updated.secondaryTextProperties.color = UIColor(white: 1, alpha: 0.8)
    }
    return updated
  }
}

extension UIListContentConfiguration.TextProperties {
  /// `base` with every field in which these properties differ from
  /// `origin` taken from these.
  fileprivate func changes(from origin: Self, appliedTo base: Self) -> Self {
    var result = base
    func keep<Value: Equatable>(_ field: WritableKeyPath<Self, Value>) {
      if self[keyPath: field] != origin[keyPath: field] {
        result[keyPath: field] = self[keyPath: field]
      }
    }
    keep(\.font)
    keep(\.color)
    keep(\.alignment)
    keep(\.lineBreakMode)
    keep(\.numberOfLines)
    keep(\.adjustsFontForContentSizeCategory)
    keep(\.transform)
    return result
  }
}

/// Directions in a layout: which axes margins are preserved on.
@available(iOS 13.4, *)
public struct UIAxis: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let horizontal = UIAxis(rawValue: 1 << 0)
  public static let vertical = UIAxis(rawValue: 1 << 1)
  public static let both: UIAxis = [.horizontal, .vertical]
}
