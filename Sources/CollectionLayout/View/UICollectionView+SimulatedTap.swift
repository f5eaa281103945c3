import Foundation

/// A person's tap on an item, played headlessly: the engine's stand-in for
/// a finger touching a cell and lifting.
///
/// A tap is where the delegate hears of highlighting and selection, in the
/// order Apple's *Collection View Programming Guide for iOS* draws it
/// ("Tracking touches in a cell"): on touch down `shouldHighlightItemAt`,
/// then the cell highlights and `didHighlightItemAt`; on touch up
/// `shouldSelectItemAt` (or `shouldDeselectItemAt` for a selected item of
/// a multiple selection), then the cell unhighlights and
/// `didUnhighlightItemAt`, then the selection changes and `didSelectItemAt`
/// (or `didDeselectItemAt`). Answering false to `shouldHighlightItemAt`
/// stops the tap there: Apple's page for it says the selection process is
/// skipped too. The guide's figure is a picture; the order above is read
/// from it and from Apple's article "Changing the appearance of selected
/// and highlighted cells", which says the selected state changes last.
extension UICollectionView {
  /// How long the finger rests on the item between touching down and
  /// lifting while a timeline is recorded: the time a tap takes passes on
  /// the recording's clock. [?] A person's tap lasts about this long;
  /// UIKit does not document a length, and outside a recording no time
  /// passes. (A recording's figure draws each cell with one look, its
  /// last, so the highlight itself is not drawn; a delegate can take a
  /// `snapshot(region:)` in `didHighlightItemAt` to see it.)
  static let tapPressDuration: TimeInterval = 0.1

  /// Plays a tap in the middle of the item's cell. (An engine addition: on
  /// a device the finger does this.)
  ///
  /// The delegate hears the calls of a tap, in UIKit's order, and the cell
  /// shows the highlighted, then the selected state. A tap on a row whose
  /// outline disclosure takes the whole row (`OutlineDisclosureOptions`
  /// style `.header`, or `.automatic` on a row configured as a header)
  /// expands or collapses it instead, as
  /// `simulateTapOnOutlineDisclosure(at:)` does, and selects nothing: the
  /// SDK's `UICellAccessory.h` says such a row cannot be selected.
  /// A finger can only touch what is on screen: nothing happens for an
  /// item without a cell on screen. A tap while the content glides only
  /// stops it, and a tap while a row's swipe actions are open only closes
  /// them, as on a device; otherwise, while selection is not allowed,
  /// only an outline's header row still toggles.
  public func simulateTap(at indexPath: IndexPath) {
    layoutIfNeeded()
    guard let cell = visibleCellsByIndexPath[indexPath] else { return }
    if isDecelerating, let recorder = activeRecorder {
      stopScrolling(recorder)
      return
    }
    if closeSwipeActions() { return }
    if let outline = outlineDisclosure(at: indexPath), outline.togglesWholeRow {
      toggleOutline(at: indexPath, accessory: outline.accessory)
      return
    }
    tapToSelect(cell, at: indexPath)
  }

  /// Plays a tap on the outline disclosure chevron of the item's row: its
  /// `actionHandler` runs when it has one; otherwise a diffable data source
  /// expands or collapses the item in its section snapshot, asking
  /// `sectionSnapshotHandlers` first, and animates the change. (An engine
  /// addition.) Nothing happens when the row shows no outline disclosure.
  public func simulateTapOnOutlineDisclosure(at indexPath: IndexPath) {
    layoutIfNeeded()
    guard isValidItem(indexPath), let outline = outlineDisclosure(at: indexPath) else { return }
    toggleOutline(at: indexPath, accessory: outline.accessory)
  }

  // MARK: Selecting by a tap

  /// The touch highlights `cell`, the lift unhighlights that same cell
  /// and selects the item it then shows: time passes in between in a
  /// recording, and an update may have moved the item; if its cell left
  /// the screen meanwhile, the tap ends without selecting.
  private func tapToSelect(_ cell: UICollectionViewCell, at touched: IndexPath) {
    guard allowsSelectionNow else { return }
    guard delegate?.collectionView(self, shouldHighlightItemAt: touched) ?? true else { return }
    cell.isHighlighted = true
    delegate?.collectionView(self, didHighlightItemAt: touched)
    pressTheFinger()
    let indexPath = self.indexPath(for: cell)
    let deselecting = indexPath.map { allowsMultipleSelectionNow && selectedItems.contains($0) }
    let allowed =
      switch (indexPath, deselecting) {
      case (let path?, true?): delegate?.collectionView(self, shouldDeselectItemAt: path) ?? true
      case (let path?, _): delegate?.collectionView(self, shouldSelectItemAt: path) ?? true
      case (nil, _): false
      }
    cell.isHighlighted = false
    delegate?.collectionView(self, didUnhighlightItemAt: indexPath ?? touched)
    guard allowed, let indexPath else { return }
    if deselecting == true {
      deselectItem(at: indexPath, animated: true)
      delegate?.collectionView(self, didDeselectItemAt: indexPath)
    } else {
      select(byTapping: indexPath)
    }
  }

  /// Selects the tapped item. In a single selection the item selected
  /// before is deselected first and the delegate told with
  /// `didDeselectItemAt` before it hears `didSelectItemAt` of the new one.
  /// [?] Tapping the item already selected tells the delegate
  /// `didSelectItemAt` again, as a table view does; UIKit does not document
  /// it for collection views.
  private func select(byTapping indexPath: IndexPath) {
    let replaced =
      allowsMultipleSelectionNow ? [] : selectedItems.filter { $0 != indexPath }.sorted()
    for previous in replaced {
      deselectItem(at: previous, animated: true)
      delegate?.collectionView(self, didDeselectItemAt: previous)
    }
    selectItem(at: indexPath, animated: true, scrollPosition: [])
    delegate?.collectionView(self, didSelectItemAt: indexPath)
  }

  /// Lets the finger rest while a timeline is recorded: time passes, and
  /// the frames show the highlighted cell.
  private func pressTheFinger() {
    activeRecorder?.clock.advance(by: Self.tapPressDuration)
  }

  // MARK: Outlines

  /// The outline disclosure the item's row shows now, and whether a tap
  /// anywhere on the row toggles it.
  private func outlineDisclosure(at indexPath: IndexPath)
    -> (accessory: UICellAccessory, togglesWholeRow: Bool)?
  {
    guard let cell = visibleCellsByIndexPath[indexPath] as? UICollectionViewListCell,
      let accessory = cell.accessories.first(where: {
        $0.outlineStyle != nil && $0.shows(editing: cell.editingState)
      })
    else { return nil }
    switch accessory.outlineStyle {
    case .header?: return (accessory, true)
    case .cell?, nil: return (accessory, false)
    case .automatic?:
      // Header style when the cell is configured as a section header
      // (UICellAccessory.h): a header row, or a header's configuration.
      let content = cell.contentConfiguration as? UIListContentConfiguration
      return (accessory, cell.isSectionHeaderRow || content?.isHeaderStyle == true)
    }
  }

  private func toggleOutline(at indexPath: IndexPath, accessory: UICellAccessory) {
    if let handler = accessory.actionHandler {
      handler()
      return
    }
    (dataSource as? any OutlineToggling)?.toggleExpansion(ofItemAt: indexPath)
  }
}

/// A data source that can expand or collapse an outline's item when its
/// disclosure is tapped: the diffable data source with section snapshots.
protocol OutlineToggling: AnyObject {
  func toggleExpansion(ofItemAt indexPath: IndexPath)
}
