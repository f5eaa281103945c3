import Foundation

/// One run of the sections' `visibleItemsInvalidationHandler`s: each
/// section on screen that has one is handed its visible elements, its
/// scroll offset and the layout environment, and what the handler changed
/// is kept for the attributes the layout hands out until the next run.
///
/// Reference 1.4 [D]: the handler runs on every layout pass of its section,
/// before the items are shown, with the section's orthogonal content offset
/// for an orthogonal section and the collection view's content offset
/// otherwise. The engine runs it whenever the layout was invalidated (a
/// re-solve, a scroll that moves pinned items or handled sections, a step of
/// a section's own scrolling) before it next answers.
struct VisibleItemsPass {
  let geometry: CompositionalGeometry
  let offsets: OrthogonalScrollOffsets
  /// The collection view's bounds: what is visible.
  let visibleRect: CGRect
  /// The collection view's content offset, as UIKit gives it (negative at
  /// the top of content with a top inset, for instance).
  let contentOffset: CGPoint
  /// The band pinned boundary items stick within.
  let visibleBand: CompositionalGeometry.VisibleBand
  let attributesClass: UICollectionViewLayoutAttributes.Type

  /// Runs every handler due and returns what they changed.
  func run() -> VisibleItemsChanges {
    var changed = VisibleItemsChanges()
    guard let environment = geometry.environment, !visibleRect.isEmpty else { return changed }
    let logical = geometry.logicalRect(visibleRect)
    for index in geometry.sections(meetingFrom: logical.minY, to: logical.maxY) {
      let section = geometry.sections[index]
      guard let handler = section.visibleItemsInvalidationHandler, section.itemCount > 0,
        section.reach.lowerBound <= logical.maxY, section.reach.upperBound >= logical.minY
      else { continue }
      let items = visibleItems(ofSection: index, logical: logical)
      handler(items, scrollPoint(ofSection: index), environment)
      for item in items where item.look != item.original {
        changed.record(item.placed, look: item.look)
      }
    }
    return changed
  }

  /// The section's elements whose shown frame meets the visible rectangle,
  /// edges included, in query order: cells, their supplementary views,
  /// boundary items, decorations. UIKit documents that a visible item may
  /// be a cell, a supplementary view or a decoration [D]; [?] whether an
  /// orthogonal section's boundary items and background, which stay out of
  /// its scroll view, are among them is not recorded.
  /// Handlers that mean cells check `representedElementCategory`.
  private func visibleItems(ofSection index: Int, logical: CGRect) -> [CompositionalVisibleItem] {
    var items: [CompositionalVisibleItem] = []
    geometry.forEachElement(
      ofSection: index, offset: offsets[index], meeting: logical, visible: visibleBand
    ) { placed in
      guard placed.frame.touches(visibleRect) else { return }
      items.append(CompositionalVisibleItem(placed, attributesClass: attributesClass))
    }
    return items
  }

  /// The point handed to a section's handler.
  ///
  /// For an orthogonal section it is the offset of the section's own
  /// scroll view: 0 at rest, the section's leading inset being part of its
  /// scrolled content (the row starts at 0, reference 2.9), so that an
  /// element's visible-item frame minus the point is where it is shown.
  /// [?] In right-to-left layouts the engine keeps that relation (the
  /// point's x is minus the distance scrolled) rather than modelling
  /// UIScrollView's unflipped offsets, which the reference does not record.
  private func scrollPoint(ofSection index: Int) -> CGPoint {
    let section = geometry.sections[index]
    guard section.stepsAcross else { return contentOffset }
    let offset = offsets[index]
    if geometry.axis.isHorizontal { return CGPoint(x: 0, y: offset) }
    // Adding zero keeps a mirrored 0 from printing as −0.0.
    return CGPoint(x: (geometry.mirrors ? -offset : offset) + 0, y: 0)
  }
}
