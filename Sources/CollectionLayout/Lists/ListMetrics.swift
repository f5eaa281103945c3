import Foundation

/// The numbers a list is built from, as UIKit's list layout and list
/// content configurations use them up to iOS 18, and on iOS 26 in an app
/// that keeps the earlier design (`UIDesignRequiresCompatibility`).
///
/// Apple documents none of them. Each comes from UIKit's own table
/// constants and list classes as their public disassembly reads, and
/// where a device was measured the comment says so: an iOS 16 device logs
/// a default list cell's configuration as margins {11, 16, 11, 8}, image
/// to text 16, text to secondary text 3. The design of iOS 26 changes
/// several (rows at least 52 points, margins 15, inset-grouped corners of
/// 26); those are noted beside each value and not modelled.
enum ListMetrics {
  /// The horizontal margin of a list's rows: 16 points, or 20 on a screen
  /// that asks for wide content margins. [?] Which screens ask is not in
  /// UIKit's code as read; the engine takes it to be those at least 414
  /// points wide in portrait (the Plus and Max phones, every iPad), which
  /// is where a root view's margins are 20.
  static func tableMargin(screenWidth: CGFloat) -> CGFloat {
    screenWidth >= 414 ? 20 : 16
  }

  /// The row height a list estimates before its cells are measured: 44
  /// (UIKit's `defaultRowHeight`; 52 on iOS 26).
  static let estimatedRowHeight: CGFloat = 44

  /// The smallest height of a list cell whose content configuration is a
  /// cell style: twice the leading of the body text style at the current
  /// content size category, taken no larger than at `.extraExtraExtraLarge`
  /// (UIKit's `minimumContentViewHeightForFont`; 44 at the default Large,
  /// whose body leading is 22). On iOS 26: leading + 30.
  static func minimumRowHeight(for category: UIContentSizeCategory) -> CGFloat {
    let capped = min(category, .extraExtraExtraLarge)
    return 2 * DynamicTypeSizes.entry(.body, capped).leading
  }

  // MARK: Grouped sections

  /// Above the first section of a grouped or inset-grouped list with no
  /// header (`defaultPaddingAboveFirstSectionWithoutHeader`).
  static let paddingAboveFirstSection: CGFloat = 35
  /// The space a grouped section without a header or footer leaves at that
  /// end: UIKit's default header and footer height, so that two such
  /// sections are 35 apart. [?] UIKit aligns it to the pixel grid by a rule
  /// not recorded; the engine keeps 17.5.
  static let groupedSectionSpacing: CGFloat = 17.5
  /// Below the last section of a grouped list with no footer.
  static let paddingBelowLastSection: CGFloat = 20
  /// Added below a sidebar section without a footer.
  static let sidebarBottomPadding: CGFloat = 10
  /// Added above and below a plain sidebar section that has a header or
  /// footer.
  static let sidebarPlainPadding: CGFloat = 8

  // MARK: Headers

  /// What `headerTopPadding` means when left nil: 22 points above each
  /// header of a plain list (`defaultPaddingAboveSectionHeaders`, from
  /// iOS 15; UITableView's `sectionHeaderTopPadding` is the same padding),
  /// none in the other appearances. [?] UIKit has a separate constant for
  /// the first section whose value is not recorded; a first plain header
  /// is reported to get the gap too, and the engine gives it 22.
  static func automaticHeaderTopPadding(
    _ appearance: UICollectionLayoutListConfiguration.Appearance
  ) -> CGFloat {
    appearance == .plain ? 22 : 0
  }

  /// The height a header or footer is estimated at: 28 in a plain list (a
  /// scaled value of UIKit's), 17.5 in the others.
  static func estimatedHeaderHeight(
    _ appearance: UICollectionLayoutListConfiguration.Appearance
  ) -> CGFloat {
    switch appearance {
    case .plain, .sidebarPlain: return 28
    case .grouped, .insetGrouped, .sidebar: return 17.5
    }
  }

  // MARK: Inset groups

  /// The corner radius of an inset-grouped section's first and last rows
  /// (10; 26 on iOS 26).
  static let insetGroupedCornerRadius: CGFloat = 10

  // MARK: Z positions

  /// The z index of separators: above cells, below headers.
  static let separatorZIndex = 100
  /// The z index of headers and footers.
  static let headerZIndex = 200

  /// The width a row keeps for a symbol image at the default text size: 24
  /// points, 28 in a sidebar, grown with Dynamic Type as body text grows.
  /// The symbol is as tall as a line of body text. [?] From public
  /// disassembly of UIKit's table constants before iOS 26
  /// (`UITableConstants_IOS`); Apple documents only that symbols get a
  /// standard size that scales with Dynamic Type.
  static func reservedSymbolWidth(sidebar: Bool, traits: UITraitCollection) -> CGFloat {
    UIFontMetrics(forTextStyle: .body).scaledValue(
      for: sidebar ? 28 : 24, compatibleWith: traits)
  }
}
