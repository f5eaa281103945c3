import Foundation

/// A list's row (iOS 14): a cell that takes the list's margins, its
/// background from the list's appearance unless given one, and can be
/// indented for an outline.
@available(iOS 14.0, *)
open class UICollectionViewListCell: UICollectionViewCell {
  /// How many steps the content is indented: an outline sets it from the
  /// item's depth.
  open var indentationLevel = 0 {
    didSet { if indentationLevel != oldValue { applyListMargins() } }
  }

  /// The width of one indentation step: 10 points, 20 in a sidebar, unless
  /// set.
  open var indentationWidth: CGFloat {
    get { chosenIndentationWidth ?? (isInSidebar ? 20 : 10) }
    set {
      chosenIndentationWidth = newValue
      applyListMargins()
    }
  }
  private var chosenIndentationWidth: CGFloat?

  /// Whether accessories move with the indentation. True by default.
  open var indentsAccessories = true

  /// The accessories at the row's sides, leading and trailing, in order
  /// from the edge inward.
  open var accessories: [UICellAccessory] = [] {
    didSet { refreshAccessories() }
  }
  private var accessoryViews: [UIView] = []
  /// The swipe actions shown open, if any (`simulateSwipe(at:from:fully:)`).
  var swipeActionsView: SwipeActionsView?
  /// While swipe actions are open, the view that holds the content view
  /// and the accessories, moved aside by the actions' width: on a phone
  /// the whole row slides in a container, so nothing inside it is laid
  /// out anew. It keeps the cell's margins, so the content keeps its own.
  private var slidingContent: UIView?

  /// The content view's own setting, put back when it slides back.
  private var contentInsetsFromSafeArea = true

  /// Where accessory views go: into the sliding content while it slides.
  var accessoryHost: UIView { slidingContent ?? self }

  /// Lays the row out again: its accessories, and its content moved aside
  /// for swipe actions just opened or put back for ones just closed.
  func refreshAccessories() {
    if !accessories.isEmpty || !accessoryViews.isEmpty {
      arrangeAccessories(accessories, views: &accessoryViews)
    }
    placeSwipeActions()
  }

  /// Slides the content aside for open swipe actions, or back.
  private func placeSwipeActions() {
    guard let swipe = swipeActionsView else {
      if let sliding = slidingContent { putContentBack(from: sliding) }
      return
    }
    let sliding = slidingContent ?? slideContentOut()
    let trailing = swipe.edge == .trailing
    sliding.frame = bounds.offsetBy(dx: trailing ? -swipe.frame.width : swipe.frame.width, dy: 0)
    swipe.frame.origin.x = trailing ? bounds.width - swipe.frame.width : 0
    bringSubviewToFront(swipe)
  }

  private func slideContentOut() -> UIView {
    let sliding = UIView(frame: bounds)
    sliding.layoutMargins = layoutMargins
    // Slid past the cell's edge, it and the content view lie outside the
    // cell's safe area there (the engine's safe area is cut to each
    // superview's bounds); their margins stay the row's all the same.
    sliding.insetsLayoutMarginsFromSafeArea = false
    contentInsetsFromSafeArea = contentView.insetsLayoutMarginsFromSafeArea
    contentView.insetsLayoutMarginsFromSafeArea = false
    let place = subviews.firstIndex { $0 === contentView } ?? subviews.count
    insertSubview(sliding, at: place)
    for view in [contentView] + accessoryViews { sliding.addSubview(view) }
    slidingContent = sliding
    return sliding
  }

  private func putContentBack(from sliding: UIView) {
    let place = subviews.firstIndex { $0 === sliding } ?? subviews.count
    insertSubview(contentView, at: place)
    contentView.insetsLayoutMarginsFromSafeArea = contentInsetsFromSafeArea
    for view in accessoryViews { addSubview(view) }
    sliding.removeFromSuperview()
    slidingContent = nil
  }

  /// A reused row comes back closed.
  open override func prepareForReuse() {
    super.prepareForReuse()
    if swipeActionsView != nil { showSwipeActions(nil) }
  }

  override func boundsDidChange(from oldBounds: CGRect) {
    super.boundsDidChange(from: oldBounds)
    if bounds.size != oldBounds.size { refreshAccessories() }
  }

  open override func updateConfiguration(using state: UICellConfigurationState) {
    super.updateConfiguration(using: state)
    // An outline's chevron turns, and editing shows other accessories.
    refreshAccessories()
  }

  /// Its fitted size, and where its text starts, which the list's layout
  /// draws the row's separator from.
  open override func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
    attributes.rowTextLeading = textLeading
    return attributes
  }

  /// How far from the cell's leading edge a list content view's text
  /// starts; nil for any other content view. The content view's margin is
  /// its own or, where it preserves the cell's, the cell's from where it
  /// starts, whichever is larger: `effectiveLayoutMargins` without the
  /// safe area, which a list's rows take into their margins already, and
  /// without converting frames, since this is asked of every row measured.
  private var textLeading: CGFloat? {
    guard let content = contentView as? UIListContentView else { return nil }
    let rightToLeft = isRightToLeft
    let start = rightToLeft ? bounds.width - content.frame.maxX : content.frame.minX
    let own = rightToLeft ? content.layoutMargins.right : content.layoutMargins.left
    let cell = rightToLeft ? layoutMargins.right : layoutMargins.left
    let margin = content.preservesSuperviewLayoutMargins ? max(own, cell - start) : own
    return start + margin + content.textInset
  }

  /// Whether the background still follows the list's appearance: true
  /// until the app sets a background configuration of its own.
  private var followsListBackground = true

  open override var backgroundConfiguration: UIBackgroundConfiguration? {
    didSet { if !isSettingBackgroundItself { followsListBackground = false } }
  }

  /// The content configuration of the list's style: `sidebarCell()` in a
  /// sidebar, `cell()` elsewhere, and the list's header style for the
  /// header row of a `.firstItemInSection` section (Apple: the cell's
  /// defaults follow "the section where the cell appears"). [?] Which
  /// header style each appearance gives is the one a supplementary header
  /// of that list takes: `plainHeader()`, `groupedHeader()`,
  /// `sidebarHeader()`.
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    if isSectionHeaderRow, let style = listStyle { return .header(in: style.appearance) }
    return isInSidebar ? .sidebarCell() : .cell()
  }

  /// Whether the cell is shown as its section's header: a `.firstItemInSection`
  /// list's first row.
  var isSectionHeaderRow: Bool { listRow?.isSectionHeader == true }

  private var isInSidebar: Bool {
    listStyle?.appearance == .sidebar || listStyle?.appearance == .sidebarPlain
  }

  override func listPlacementDidChange() {
    applyListMargins()
    restyleContentFollowingList()
    guard followsListBackground else { return }
    guard let style = listStyle else {
      // Reused outside a list: the list's background goes with it.
      if backgroundConfiguration != nil { setBackgroundItself(nil) }
      return
    }
    // A header or footer (shown with no row, or as the header row of a
    // `.firstItemInSection` section) is clear, a row the appearance's colour.
    let isHeader = listRow == nil || isSectionHeaderRow
    let background = isHeader ? style.headerFooterBackground : style.cellBackground
    setBackgroundItself(background.updated(for: configurationState))
  }

  /// The list's row margin on both sides, the leading one grown by the
  /// indentation; the content view keeps to them (it preserves its
  /// superview's horizontal margins). Outside a list layout (a list cell in
  /// a grid, say), the margin a list would have on this screen. [?] UIKit's
  /// list cell takes it from the collection view's margins there.
  private func applyListMargins() {
    var margins = directionalLayoutMargins
    if listStyle == nil, indentationLevel == 0 {
      // Not in a list and not indented: UIView's default 8 points.
      margins.leading = 8
      margins.trailing = 8
    } else {
      let margin = listStyle?.rowMargin ?? ListMetrics.tableMargin(screenWidth: screenWidth)
      margins.leading = margin + CGFloat(indentationLevel) * indentationWidth
      margins.trailing = margin
    }
    guard margins != directionalLayoutMargins else { return }
    directionalLayoutMargins = margins
    refreshAccessories()
  }
}
