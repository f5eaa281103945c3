import Foundation
import Testing

@testable import CollectionLayout

/// Where an orthogonal section comes to rest (`OrthogonalScrollingTarget`):
/// a pure function of the behaviour, the groups and the swipe.
@Suite struct CompositionalOrthogonalTests {
  /// Five 300-point groups 10 apart starting at 16, in a 375-point
  /// container: leading edges at 16, 326, 636, 946, 1256; content ends at
  /// 1556 + 16.
  private let groups = (0..<5).map { rect(16 + CGFloat($0) * 310, 0, 300, 100) }
  private let container: CGFloat = 375
  private let content: CGFloat = 1572

  private func rest(
    _ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, current: CGFloat,
    proposed: CGFloat, velocity: CGFloat, frames: [CGRect]? = nil
  ) -> CGFloat {
    OrthogonalScrollingTarget.restingOffset(
      for: behavior, groupFrames: frames ?? groups, containerWidth: container,
      contentWidth: content, currentOffset: current, proposedOffset: proposed,
      velocity: velocity)
  }

  @Test func noneAndContinuous() {
    #expect(rest(.none, current: 40, proposed: 900, velocity: 2) == 0)
    #expect(rest(.continuous, current: 40, proposed: 900, velocity: 2) == 900)
    #expect(rest(.continuous, current: 40, proposed: 5000, velocity: 2) == 1197, "clamped")
    #expect(rest(.continuous, current: 40, proposed: -30, velocity: -2) == 0)
  }

  /// The nearest group leading edge to where deceleration would end,
  /// measured from the first group's: multiples of 310.
  @Test func continuousGroupLeadingBoundary() {
    #expect(rest(.continuousGroupLeadingBoundary, current: 0, proposed: 460, velocity: 1) == 310)
    #expect(rest(.continuousGroupLeadingBoundary, current: 0, proposed: 470, velocity: 1) == 620)
    #expect(rest(.continuousGroupLeadingBoundary, current: 900, proposed: 20, velocity: -3) == 0)
    #expect(
      rest(.continuousGroupLeadingBoundary, current: 0, proposed: 2000, velocity: 5) == 1197,
      "the last edges lie beyond the last offset")
  }

  /// One page of the container's width per swipe, whatever the proposal.
  @Test func pagingTurnsOnePage() {
    #expect(rest(.paging, current: 30, proposed: 1100, velocity: 4) == 375)
    #expect(rest(.paging, current: 375, proposed: 1100, velocity: 4) == 750)
    #expect(rest(.paging, current: 700, proposed: 0, velocity: -4) == 375)
    #expect(rest(.paging, current: 200, proposed: 200, velocity: 0) == 375, "nearest page")
    #expect(rest(.paging, current: 150, proposed: 150, velocity: 0) == 0)
    #expect(rest(.paging, current: 1150, proposed: 1400, velocity: 4) == 1197, "last page clamps")
  }

  /// Group paging: one group (310 points) per swipe.
  @Test func groupPagingTurnsOneGroup() {
    #expect(rest(.groupPaging, current: 5, proposed: 1000, velocity: 3) == 310)
    #expect(rest(.groupPaging, current: 310, proposed: 1000, velocity: 3) == 620)
    #expect(rest(.groupPaging, current: 600, proposed: 0, velocity: -3) == 310)
    #expect(rest(.groupPaging, current: 480, proposed: 480, velocity: 0) == 620)
  }

  /// Centred group paging rests with a group's centre at the container's:
  /// for groups laid out centred (the first at 37.5), at multiples of 310.
  @Test func groupPagingCenteredCentresAGroup() {
    let centred = (0..<5).map { rect(37.5 + CGFloat($0) * 310, 0, 300, 100) }
    let content: CGFloat = 1615  // 37.5 on each side, five groups of 300, four gaps of 10
    func rest(current: CGFloat, velocity: CGFloat) -> CGFloat {
      OrthogonalScrollingTarget.restingOffset(
        for: .groupPagingCentered, groupFrames: centred, containerWidth: container,
        contentWidth: content, currentOffset: current, proposedOffset: current,
        velocity: velocity)
    }
    #expect(rest(current: 0, velocity: 2) == 310)
    #expect(rest(current: 320, velocity: 2) == 620)
    #expect(rest(current: 320, velocity: -2) == 310)
    #expect(rest(current: 1240, velocity: 2) == 1240, "the last group stays")
  }

  /// The layout hands the scrolling code its orthogonal groups' frames; with
  /// `.groupPagingCentered` the first is centred at offset 0.
  @Test func layoutProvidesGroupFramesForRestingOffsets() {
    let item = NSCollectionLayoutItem(
      layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: layoutSize(.fractionalWidth(0.8), .absolute(100)), subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.orthogonalScrollingBehavior = .groupPagingCentered
    section.interGroupSpacing = 10
    let fixture = CompositionalFixture(width: 400, scale: 1, counts: [4, 2], section: section)
    let frames = fixture.layout.orthogonalGroupFrames(inSection: 0)
    #expect(
      frames == [
        rect(40, 0, 320, 100), rect(370, 0, 320, 100), rect(700, 0, 320, 100),
        rect(1030, 0, 320, 100),
      ])
    #expect(fixture.layout.orthogonalGroupFrames(inSection: 1).count == 2)
    let length = fixture.layout.orthogonalContentLength(inSection: 0)
    // Centring 40 on each side, four groups of 320, three gaps of 10.
    #expect(length == 1390)
    let offset = OrthogonalScrollingTarget.restingOffset(
      for: .groupPagingCentered, groupFrames: frames, containerWidth: 400,
      contentWidth: length, currentOffset: 0, proposedOffset: 0, velocity: 1)
    #expect(offset == 330)
    #expect(frames[1].midX - offset == 200, "the second group is centred")
  }
}
