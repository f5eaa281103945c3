import Foundation

/// The groups of a section that hold cells which sized themselves, each
/// solved on its own (reference 2.10); every other group stays a copy of
/// the section's template. Kept sparse and sorted, so a million-item
/// section with a screenful of measured cells stores a screenful of groups
/// and still finds any group's place by binary search.
struct SizedGroups {
  struct Group {
    let index: Int
    let cells: [CompositionalSection.Cell]
    let badges: [CompositionalSection.Badge]
    /// The group's length on the scroll axis less the template's.
    let growth: CGFloat
  }

  /// By group index.
  let groups: [Group]
  /// `growthBefore[i]`: the total growth of `groups[0..<i]`.
  private let growthBefore: [CGFloat]

  static let none = SizedGroups(groups: [])

  init(groups: [Group]) {
    self.groups = groups
    var total: CGFloat = 0
    var before: [CGFloat] = [0]
    before.reserveCapacity(groups.count + 1)
    for group in groups {
      total += group.growth
      before.append(total)
    }
    growthBefore = before
  }

  var isEmpty: Bool { groups.isEmpty }

  /// The total growth of every sized group.
  var totalGrowth: CGFloat { growthBefore[groups.count] }

  /// The sized group with this index, if it is one.
  func group(at index: Int) -> Group? {
    let slot = partitionPoint(groups.count) { groups[$0].index >= index }
    return slot < groups.count && groups[slot].index == index ? groups[slot] : nil
  }

  /// How far group `index` is pushed along the scroll axis by the sized
  /// groups before it.
  func shift(ofGroup index: Int) -> CGFloat {
    growthBefore[partitionPoint(groups.count) { groups[$0].index >= index }]
  }
}
