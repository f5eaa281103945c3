import Foundation

/// Where an orthogonal section comes to rest after a swipe: a pure function
/// of its behaviour, its groups' frames and the swipe, which the layout's
/// `orthogonalRestingOffset(inSection:proposed:velocity:)` applies when a
/// simulated finger lets go of the section.
///
/// Offsets are along the section's own scroll axis, 0 being the section as
/// laid out. Group frames are in coordinates whose origin is visible at
/// offset 0: for a section spanning the collection view, its content
/// coordinates (`orthogonalGroupFrames(inSection:)`).
///
/// Reference 2.9 gives the behaviours in words [D]; the formulas are the
/// engine's reading of them [?]:
/// - `.none`: the section does not scroll; 0.
/// - `.continuous`: where deceleration ends (the proposed offset).
/// - `.continuousGroupLeadingBoundary`: the group leading edge nearest the
///   proposed offset, measured from the first group's, so a resting group
///   starts where the first group starts.
/// - `.paging`: one page of the container's width per swipe.
/// - `.groupPaging`: one group per swipe, resting on its leading edge.
/// - `.groupPagingCentered`: one group per swipe, resting centred.
/// A paging swipe moves one step from the offset it was released at, in the
/// direction of the velocity, or to the nearest step without velocity.
/// Every result is kept between 0 and the last offset the content allows.
enum OrthogonalScrollingTarget {
  /// [?] The speed (points per millisecond) below which a paging release
  /// settles on the nearest page instead of turning one.
  static let pagingVelocityThreshold: CGFloat = 0
  /// Candidates within this distance of the release offset count as
  /// being there.
  static let tolerance: CGFloat = 0.001

  static func restingOffset(
    for behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, groupFrames: [CGRect],
    containerWidth: CGFloat, contentWidth: CGFloat, currentOffset: CGFloat,
    proposedOffset: CGFloat, velocity: CGFloat, horizontally: Bool = true
  ) -> CGFloat {
    let maximum = max(0, contentWidth - containerWidth)
    func clamped(_ offset: CGFloat) -> CGFloat { min(max(offset, 0), maximum) }
    let spans = groupFrames.map { horizontally ? ($0.minX, $0.maxX) : ($0.minY, $0.maxY) }
    switch behavior {
    case .none:
      return 0
    case .continuous:
      return clamped(proposedOffset)
    case .continuousGroupLeadingBoundary:
      guard let first = spans.first else { return clamped(proposedOffset) }
      let candidates = spans.map { clamped($0.0 - first.0) }
      return candidates.min { abs($0 - proposedOffset) < abs($1 - proposedOffset) }!
    case .paging:
      guard containerWidth > 0 else { return clamped(currentOffset) }
      let lastPage = Int((maximum / containerWidth).rounded(.up))
      let pages = (0...lastPage).map { clamped(CGFloat($0) * containerWidth) }
      return step(from: currentOffset, velocity: velocity, among: pages)
    case .groupPaging:
      guard let first = spans.first else { return clamped(currentOffset) }
      return step(
        from: currentOffset, velocity: velocity, among: spans.map { clamped($0.0 - first.0) })
    case .groupPagingCentered:
      guard !spans.isEmpty else { return clamped(currentOffset) }
      let centred = spans.map { clamped(($0.0 + $0.1) / 2 - containerWidth / 2) }
      return step(from: currentOffset, velocity: velocity, among: centred)
    }
  }

  /// The next candidate after `offset` for a positive velocity, the one
  /// before it for a negative one, the nearest without; the last or first
  /// candidate when there is no further one.
  private static func step(from offset: CGFloat, velocity: CGFloat, among candidates: [CGFloat])
    -> CGFloat
  {
    let sorted = candidates.sorted()
    if velocity > pagingVelocityThreshold {
      return sorted.first { $0 > offset + tolerance } ?? sorted.last!
    }
    if velocity < -pagingVelocityThreshold {
      return sorted.last { $0 < offset - tolerance } ?? sorted.first!
    }
    return sorted.min { abs($0 - offset) < abs($1 - offset) }!
  }
}
