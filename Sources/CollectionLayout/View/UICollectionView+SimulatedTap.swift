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
  /// lifting while a timeline is recorded, so that the highlight shows in
  /// the recording. [?] A person's tap lasts about this long; UIKit does
  /// not document a length, and outside a recording no time passes.
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
  /// Nothing happens for an index path with no item, or while selection
  /// is not allowed; while a row's swipe actions are open, the tap only
  /// closes them, as on a device.
  public func simulateTap(at indexPath: IndexPath) {
    layoutIfNeeded()
    guard isValidItem(indexPath) else { return }
    // A tap while a row's swipe actions are open only closes them.
    if closeSwipeActions() { return }
    if let outline = outlineDisclosure(at: indexPath), outline.togglesWholeRow {
      toggleOutline(at: indexPath, accessory: outline.accessory)
      return
    }
    tapToSelect(indexPath)
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

  private func tapToSelect(_ indexPath: IndexPath) {
    guard allowsSelectionNow else { return }
    guard delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return }
    visibleCellsByIndexPath[indexPath]?.isHighlighted = true
    delegate?.collectionView(self, didHighlightItemAt: indexPath)
    pressTheFinger()
    let deselecting = allowsMultipleSelectionNow && selectedItems.contains(indexPath)
    let allowed =
      deselecting
      ? delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true
      : delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true
    visibleCellsByIndexPath[indexPath]?.isHighlighted = false
    delegate?.collectionView(self, didUnhighlightItemAt: indexPath)
    guard allowed else { return }
    if deselecting {
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
      let content = cell.contentConfiguration as? UIListContentConfiguration
      return (accessory, content?.isHeaderStyle == true)
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
