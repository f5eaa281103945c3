import Foundation

/// A section's own scrolling, as the layout sees it: where each orthogonal
/// section is, and where a swipe leaves it. The finger that moves it is
/// simulated by `UICollectionView.simulateOrthogonalDrag` and
/// `simulateOrthogonalFling`.
extension UICollectionViewCompositionalLayout {
  /// True for a section laid out in a row that scrolls on its own.
  func isOrthogonal(section: Int) -> Bool {
    let geometry = self.geometry
    return geometry.sections.indices.contains(section) && geometry.sections[section].stepsAcross
  }

  /// How far an orthogonal section has scrolled along its own axis: 0 at
  /// rest, at most its row's length less the container's.
  func orthogonalScrollOffset(inSection section: Int) -> CGFloat {
    _ = geometry  // re-clamps the offsets if the layout was re-solved
    return orthogonalOffsets[section]
  }

  /// Moves an orthogonal section to `offset`, kept within its content, and
  /// invalidates the section's elements the collection view holds, so that
  /// it asks again for them and for those the move brings into view.
  func setOrthogonalScrollOffset(_ offset: CGFloat, inSection section: Int) {
    let geometry = self.geometry
    guard geometry.sections.indices.contains(section), geometry.sections[section].stepsAcross,
      orthogonalOffsets.set(
        offset, forSection: section, limit: geometry.sections[section].orthogonalOffsetLimit)
    else { return }
    let context = makeInvalidationContext()
    name(handedOut.take([section]), in: context)
    invalidateLayout(with: context)
  }

  /// Where a section released at its current offset with `velocity` (points
  /// per second along its axis, positive toward its end) comes to rest,
  /// `proposed` being where the glide would end on its own
  /// (`OrthogonalScrollingTarget` has the rule for each behaviour).
  func orthogonalRestingOffset(inSection index: Int, proposed: CGFloat, velocity: CGFloat)
    -> CGFloat
  {
    let geometry = self.geometry
    guard geometry.sections.indices.contains(index), let environment = geometry.environment
    else { return 0 }
    let section = geometry.sections[index]
    let container = environment.container
    let viewport = geometry.axis.transpose(container.effectiveContentSize).width
    // Group boxes measured from where the container starts across the
    // scroll axis, which is what offset 0 shows.
    let start = geometry.axis.logical(container.effectiveContentInsets).left
    return OrthogonalScrollingTarget.restingOffset(
      for: section.orthogonalScrollingBehavior,
      groupFrames: section.groupBoxes.map { $0.offsetBy(dx: -start, dy: 0) },
      containerWidth: viewport, contentWidth: section.orthogonalContentLength,
      currentOffset: orthogonalOffsets[index], proposedOffset: proposed,
      velocity: velocity / 1000)
  }

  /// The offset that brings item `indexPath` of an orthogonal section to
  /// `position` within the container across the scroll axis (`.left`,
  /// `.centeredHorizontally`, `.right` in a vertical layout; `.top`,
  /// `.centeredVertically`, `.bottom` in a horizontal one), kept within the
  /// row; nil when the position names nothing on that axis. Positions are
  /// in the layout's own coordinates, so a mirrored layout's caller swaps
  /// left and right first.
  func orthogonalOffset(
    showing indexPath: IndexPath, at position: UICollectionView.ScrollPosition
  ) -> CGFloat? {
    let geometry = self.geometry
    let index = indexPath.section
    guard geometry.sections.indices.contains(index), geometry.sections[index].stepsAcross,
      let environment = geometry.environment,
      let shown = layoutAttributesForItem(at: indexPath)?.frame
    else { return nil }
    let axis = geometry.axis
    typealias Position = UICollectionView.ScrollPosition
    let (leading, centred, trailing): (Position, Position, Position) =
      axis.isHorizontal
      ? (.top, .centeredVertically, .bottom) : (.left, .centeredHorizontally, .right)
    let container = environment.container
    let start = axis.logical(container.effectiveContentInsets).left
    let length = axis.transpose(container.effectiveContentSize).width
    // Across the scroll axis, as laid out now (the row's offset included).
    let item = axis.transpose(shown)
    let wanted: CGFloat
    if position.contains(leading) {
      wanted = start
    } else if position.contains(centred) {
      wanted = start + (length - item.width) / 2
    } else if position.contains(trailing) {
      wanted = start + length - item.width
    } else {
      return nil
    }
    let proposed = orthogonalOffsets[index] + item.minX - wanted
    return min(max(0, proposed), geometry.sections[index].orthogonalOffsetLimit)
  }

  /// How quickly a section's glide slows down: the paging behaviours use
  /// UIScrollView's fast rate ("fast deceleration", reference 1.4 [D]),
  /// the continuous ones the normal rate. [?] iOS 17's
  /// `orthogonalScrollingProperties.decelerationRate` is not modelled.
  func orthogonalDecelerationRate(inSection index: Int) -> UIScrollView.DecelerationRate {
    let geometry = self.geometry
    guard geometry.sections.indices.contains(index) else { return .normal }
    switch geometry.sections[index].orthogonalScrollingBehavior {
    case .paging, .groupPaging, .groupPagingCentered: return .fast
    case .none, .continuous, .continuousGroupLeadingBoundary: return .normal
    }
  }
}
