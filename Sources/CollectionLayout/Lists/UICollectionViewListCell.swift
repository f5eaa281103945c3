import Foundation

/// A list's row (iOS 14): a cell that takes the list's margins, its
/// background from the list's appearance unless given one, and can be
/// indented for an outline.
open class UICollectionViewListCell: UICollectionViewCell {
  /// How many steps the content is indented: an outline sets it from the
  /// item's depth.
  open var indentationLevel = 0 {
    didSet { applyListMargins() }
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

  /// Whether the background still follows the list's appearance: true
  /// until the app sets a background configuration of its own.
  private var followsListBackground = true

  open override var backgroundConfiguration: UIBackgroundConfiguration? {
    didSet { if !isSettingBackgroundItself { followsListBackground = false } }
  }

  /// The content configuration of the list's style: `sidebarCell()` in a
  /// sidebar, `cell()` elsewhere.
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    isInSidebar ? .sidebarCell() : .cell()
  }

  private var isInSidebar: Bool {
    listStyle?.appearance == .sidebar || listStyle?.appearance == .sidebarPlain
  }

  override func listPlacementDidChange() {
    applyListMargins()
    guard followsListBackground, let style = listStyle else { return }
    setBackgroundItself(style.cellBackground.updated(for: configurationState))
  }

  /// The list's row margin on both sides, the leading one grown by the
  /// indentation; the content view keeps to them (it preserves its
  /// superview's horizontal margins).
  private func applyListMargins() {
    guard let style = listStyle else { return }
    var margins = directionalLayoutMargins
    margins.leading = style.rowMargin + CGFloat(indentationLevel) * indentationWidth
    margins.trailing = style.rowMargin
    directionalLayoutMargins = margins
  }
}
