import Foundation

/// How a list looks (iOS 14): a compositional section of full-width rows,
/// each as tall as its content, with separators, headers and footers
/// drawn as a table view draws them. `NSCollectionLayoutSection.list(using:
/// layoutEnvironment:)` and `UICollectionViewCompositionalLayout.list(using:)`
/// turn it into a layout.
@available(iOS 14.0, *)
public struct UICollectionLayoutListConfiguration {
  /// The list's style, as UITableView's.
  public enum Appearance: Int, Sendable {
    /// Rows edge to edge, headers that stick to the top while their section
    /// scrolls.
    case plain
    /// Sections apart on a grey background, rows edge to edge.
    case grouped
    /// Sections apart on a grey background, each a card inset by the
    /// margins with rounded corners.
    case insetGrouped
    /// An iPad app's sidebar: inset rows on the sidebar's background.
    case sidebar
    /// A sidebar whose sections are not inset.
    case sidebarPlain
  }

  /// Where a section's header comes from.
  public enum HeaderMode: Int, Sendable {
    case none
    /// A supplementary view of kind `UICollectionView.elementKindSectionHeader`,
    /// which the data source provides.
    case supplementary
    /// The section's first item, drawn as a header: the usual mode for an
    /// outline whose first item expands the rest.
    case firstItemInSection
  }

  /// Where a section's footer comes from.
  public enum FooterMode: Int, Sendable {
    case none
    /// A supplementary view of kind `UICollectionView.elementKindSectionFooter`.
    case supplementary
  }

  public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?
  @available(iOS 14.5, *)
  public typealias ItemSeparatorHandler = (
    IndexPath, UIListSeparatorConfiguration
  ) -> UIListSeparatorConfiguration

  public let appearance: Appearance
  /// Whether rows are separated by lines. True by default.
  public var showsSeparators = true
  /// What separators look like unless `itemSeparatorHandler` says otherwise
  /// for a row (iOS 14.5).
  @available(iOS 14.5, *)
  public var separatorConfiguration: UIListSeparatorConfiguration
  /// Changes one row's separators (iOS 14.5): called with the row's index
  /// path and its resolved configuration.
  @available(iOS 14.5, *)
  public var itemSeparatorHandler: ItemSeparatorHandler?
  /// The list's background; nil for the appearance's own (the system
  /// background for a plain list, the grouped background for grouped ones).
  public var backgroundColor: UIColor?
  public var headerMode: HeaderMode = .none
  public var footerMode: FooterMode = .none
  /// The space above each supplementary header (iOS 15); nil for the
  /// appearance's own (`ListMetrics.automaticHeaderTopPadding`).
  @available(iOS 15.0, *)
  public var headerTopPadding: CGFloat?
  /// The actions a swipe from the leading edge reveals on a row.
  public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
  /// The actions a swipe from the trailing edge reveals on a row.
  public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

  public init(appearance: Appearance) {
    self.appearance = appearance
    separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
  }
}
