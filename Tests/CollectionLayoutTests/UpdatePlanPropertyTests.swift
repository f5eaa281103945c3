import Foundation
import PropertyBased
import Testing

@testable import CollectionLayout

/// Batch updates checked against the plainest model of what they mean: the
/// items after the update, in order.
@Suite struct UpdatePlanPropertyTests {
  /// A random update of one section: which old items survive, which of them
  /// move, and where new ones are inserted; described both as UIKit's
  /// changes and as the resulting order of item identities.
  struct Scenario {
    var updates = BatchUpdates()
    var before: [Int]
    var after: [Int]

    init(count: Int, seed: UInt64) {
      var random = SeededGenerator(seed: seed)
      before = Array(0..<count)
      let survivors = before.filter { _ in Int.random(in: 0..<4, using: &random) != 0 }
      let moving = Set(survivors.filter { _ in Int.random(in: 0..<5, using: &random) == 0 })
      var arranged = survivors.filter { !moving.contains($0) }
      var newIdentity = 1000
      var arrivals: [Int] = Array(moving)
      for _ in 0..<Int.random(in: 0...4, using: &random) {
        arrivals.append(newIdentity)
        newIdentity += 1
      }
      for identity in arrivals.sorted() {
        arranged.insert(identity, at: Int.random(in: 0...arranged.count, using: &random))
      }
      after = arranged
      for old in before where !after.contains(old) {
        updates.deletedItems.append(IndexPath(item: old, section: 0))
      }
      for (index, identity) in after.enumerated() {
        if identity >= 1000 {
          updates.insertedItems.append(IndexPath(item: index, section: 0))
        } else if moving.contains(identity) {
          updates.movedItems.append(
            (IndexPath(item: identity, section: 0), IndexPath(item: index, section: 0)))
        }
      }
    }
  }

  @Test func indexPathsMapAsTheResultingOrderSays() async {
    await propertyCheck(count: 300, input: Gen.int(in: 0...30), Gen.uint64()) { count, seed in
      let scenario = Scenario(count: count, seed: seed)
      let plan = UpdatePlan(
        oldCounts: [scenario.before.count], newCounts: [scenario.after.count],
        updates: scenario.updates)
      for old in scenario.before {
        let expected = scenario.after.firstIndex(of: old).map { IndexPath(item: $0, section: 0) }
        #expect(
          plan.newIndexPath(forOld: IndexPath(item: old, section: 0)) == expected, "old item \(old)"
        )
      }
      for (index, identity) in scenario.after.enumerated() {
        let expected = identity < 1000 ? IndexPath(item: identity, section: 0) : nil
        #expect(
          plan.oldIndexPath(forNew: IndexPath(item: index, section: 0)) == expected,
          "new item \(index)")
      }
    }
  }
}
