import Foundation

/// What makes a compositional section a list, kept on the section for the
/// solver and for the views it shows: the appearance, the margins its rows
/// use, its background and separators, and the padding above its header.
struct ListSectionStyle {
  let appearance: UICollectionLayoutListConfiguration.Appearance
  let headerMode: UICollectionLayoutListConfiguration.HeaderMode
  let footerMode: UICollectionLayoutListConfiguration.FooterMode
  /// How far the section is inset from the collection view's edges: zero
  /// for plain and grouped lists; for inset-grouped lists and sidebars the
  /// larger of the collection view's margin and the row margin plus the
  /// safe area.
  let sectionInset: CGFloat
  /// The horizontal layout margin of the rows, which their text starts at.
  let rowMargin: CGFloat
  let background: UIColor
  let separators: ListSeparators?
  let headerTopPadding: CGFloat
  /// One pixel, or one point at the accessibility text sizes.
  let separatorThickness: CGFloat
  /// What a swipe from each edge of a row reveals.
  let leadingSwipeActions: UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider?
  let trailingSwipeActions: UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider?

  init(
    _ configuration: UICollectionLayoutListConfiguration, environment: ListEnvironment
  ) {
    appearance = configuration.appearance
    leadingSwipeActions = configuration.leadingSwipeActionsConfigurationProvider
    trailingSwipeActions = configuration.trailingSwipeActionsConfigurationProvider
    headerMode = configuration.headerMode
    footerMode = configuration.footerMode
    let margin = ListMetrics.tableMargin(screenWidth: environment.screenWidth)
    switch configuration.appearance {
    case .plain, .grouped:
      sectionInset = 0
      // The collection view's own margin counts once the safe area it may
      // include is taken away.
      let own = environment.layoutMargins.leading - environment.safeArea.leading
      rowMargin = max(own, margin)
    case .insetGrouped, .sidebar, .sidebarPlain:
      sectionInset = max(
        environment.layoutMargins.leading, margin + environment.safeArea.leading)
      rowMargin = margin
    }
    background = configuration.backgroundColor ?? Self.defaultBackground(configuration.appearance)
    separators =
      configuration.showsSeparators
      ? ListSeparators(configuration, rowMargin: rowMargin) : nil
    headerTopPadding =
      configuration.headerMode == .supplementary
      ? configuration.headerTopPadding
        ?? ListMetrics.automaticHeaderTopPadding(configuration.appearance) : 0
    let traits = environment.traitCollection
    separatorThickness =
      traits.preferredContentSizeCategory.isAccessibilityCategory ? 1 : 1 / traits.displayScale
  }

  /// The list's background when the configuration names none: the system
  /// background for plain lists, the grouped background for grouped ones,
  /// the secondary background for sidebars. [?] A sidebar's exact colour is
  /// not recorded.
  static func defaultBackground(_ appearance: UICollectionLayoutListConfiguration.Appearance)
    -> UIColor
  {
    switch appearance {
    case .plain: return .systemBackground
    case .grouped, .insetGrouped: return .systemGroupedBackground
    case .sidebar, .sidebarPlain: return .secondarySystemBackground
    }
  }

  /// A header and footer estimated at the appearance's height, pinned in a
  /// plain list and its sidebar form.
  func boundaryItems(for configuration: UICollectionLayoutListConfiguration)
    -> [NSCollectionLayoutBoundarySupplementaryItem]
  {
    let height = ListMetrics.estimatedHeaderHeight(appearance)
    let size = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .estimated(height))
    var items: [NSCollectionLayoutBoundarySupplementaryItem] = []
    if configuration.headerMode == .supplementary {
      let header = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: size, elementKind: UICollectionView.elementKindSectionHeader,
        alignment: .top)
      header.pinToVisibleBounds = appearance == .plain || appearance == .sidebarPlain
      header.zIndex = ListMetrics.headerZIndex
      items.append(header)
    }
    if configuration.footerMode == .supplementary {
      let footer = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: size, elementKind: UICollectionView.elementKindSectionFooter,
        alignment: .bottom)
      footer.zIndex = ListMetrics.headerZIndex
      items.append(footer)
    }
    return items
  }

  /// The section's top and bottom insets, which depend on its place in the
  /// list: grouped sections are spaced apart, the first starting 35 points
  /// down and the last ending 20 points above the end; a plain list's
  /// sections touch. A header, supplementary or the section's first row,
  /// takes the place of the space above its section. [?] For a first-row
  /// header that follows from its header appearance; nothing documents it.
  func verticalInsets(index: Int, sectionCount: Int) -> (top: CGFloat, bottom: CGFloat) {
    let hasHeader = headerMode != .none
    let hasFooter = footerMode == .supplementary
    switch appearance {
    case .plain:
      return (0, 0)
    case .grouped, .insetGrouped:
      let top: CGFloat =
        hasHeader
        ? 0 : index == 0 ? ListMetrics.paddingAboveFirstSection : ListMetrics.groupedSectionSpacing
      let bottom: CGFloat =
        hasFooter
        ? 0
        : index == sectionCount - 1
          ? ListMetrics.paddingBelowLastSection : ListMetrics.groupedSectionSpacing
      return (top, bottom)
    case .sidebar:
      return (0, hasFooter ? 0 : ListMetrics.sidebarBottomPadding)
    case .sidebarPlain:
      let padding = hasHeader || hasFooter ? ListMetrics.sidebarPlainPadding : 0
      return (padding, padding)
    }
  }

  /// The background a list cell shown as a header or footer gets.
  var headerFooterBackground: UIBackgroundConfiguration {
    appearance == .plain || appearance == .sidebarPlain
      ? .listPlainHeaderFooter() : .listGroupedHeaderFooter()
  }

  /// Whether the rows' backgrounds are rounded at the section's ends.
  var roundsEnds: Bool { appearance == .insetGrouped }

  /// The background a list cell gets by default in this list.
  var cellBackground: UIBackgroundConfiguration {
    switch appearance {
    case .plain: return .listPlainCell()
    case .grouped, .insetGrouped: return .listGroupedCell()
    case .sidebar, .sidebarPlain: return .listSidebarCell()
    }
  }
}

extension NSCollectionLayoutSection {
  /// The list this section was made for by `list(using:layoutEnvironment:)`;
  /// nil for any other section.
  var listStyle: ListSectionStyle? {
    get { listStyleBox?.style }
    set { listStyleBox = newValue.map { ListStyleBox($0) } }
  }
}

/// Holds a list style on a section (which, as an Objective-C-style class,
/// keeps its stored properties in its own declaration) and on the
/// attributes of the list's elements: one reference, so that copying
/// attributes, which layouts do on every frame, costs one retain more.
final class ListStyleBox {
  let style: ListSectionStyle
  /// For a list's background or separator: its colour.
  let decorationColor: UIColor?

  init(_ style: ListSectionStyle, decorationColor: UIColor? = nil) {
    self.style = style
    self.decorationColor = decorationColor
  }
}

extension ListSectionStyle {
  /// `section` as the layout solves it at `index` of `sectionCount`: for a
  /// list section, a copy with the top and bottom insets of its place and
  /// the list's background behind it; any other section unchanged.
  ///
  /// The list's colour fills the screen, not only its sections: the last
  /// section's background reaches at least to the bottom of the view, so
  /// that a short grouped list is grey to the bottom. [?] How far UIKit's
  /// background view reaches beyond the content is not recorded.
  static func placed(_ section: NSCollectionLayoutSection, index: Int, sectionCount: Int)
    -> NSCollectionLayoutSection
  {
    guard let style = section.listStyle else { return section }
    let placed = section.copy() as! NSCollectionLayoutSection
    let vertical = style.verticalInsets(index: index, sectionCount: sectionCount)
    placed.contentInsets.top = vertical.top
    placed.contentInsets.bottom = vertical.bottom
    let background = NSCollectionLayoutDecorationItem.background(
      elementKind: ListDecorations.backgroundKind)
    background.zIndex = ListDecorations.backgroundZIndex
    background.reachesViewEnd = index == sectionCount - 1
    placed.decorationItems = [background] + section.decorationItems
    return placed
  }
}

extension UIView {
  /// The portrait width of the screen the view is shown on: its window's
  /// device, or the main screen.
  var screenWidth: CGFloat {
    window?.device?.portraitSize.width ?? UIScreen.main.bounds.width
  }
}

/// Where a row sits in its list section: its ends are rounded in an inset
/// group, and in `.firstItemInSection` mode the first row is the section's
/// header.
struct ListRowPosition: Equatable {
  var isFirst: Bool
  var isLast: Bool
  /// The section's first item in a list whose `headerMode` is
  /// `.firstItemInSection`: Apple documents that it "automatically uses a
  /// header appearance".
  var isSectionHeader = false

  /// The row `item` of a section of `count`; when `headerIsFirstItem`, item
  /// 0 is the header, and the rows below it start the group. [?] That the
  /// header stands outside an inset group's rounded card, as a supplementary
  /// header does, follows from its header appearance; Apple shows no
  /// figure of it.
  init(item: Int, count: Int, headerIsFirstItem: Bool = false) {
    isSectionHeader = headerIsFirstItem && item == 0
    isFirst = item == (headerIsFirstItem ? 1 : 0)
    isLast = item == count - 1 && !isSectionHeader
  }

  /// The corners an inset-grouped row rounds: the top ones on the first
  /// row, the bottom ones on the last, all four on a row alone.
  var roundedCorners: CACornerMask {
    var corners: CACornerMask = []
    if isFirst { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
    if isLast { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
    return corners
  }
}
