import Foundation
import Testing

@testable import CollectionLayout

private typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

/// Two related random snapshots: the second is the first after deleting,
/// inserting, moving and (when `reorders`) reordering sections and items,
/// with some reloads and reconfigures marked. (`SeededGenerator` is the
/// test target's deterministic generator: one seed, one scenario.)
private struct SnapshotPair {
  var old = Snapshot()
  var new = Snapshot()

  init(seed: UInt64, reorders: Bool = true) {
    var random = SeededGenerator(seed: seed)
    let oldSections = (0..<10).map { "s\($0)" }.shuffled(using: &random)
      .prefix(Int.random(in: 0...5, using: &random))
    var oldItems = Array(repeating: [Int](), count: oldSections.count)
    if !oldSections.isEmpty {
      for item in 0..<Int.random(in: 0...40, using: &random) {
        oldItems[Int.random(in: 0..<oldSections.count, using: &random)].append(item)
      }
    }
    old.appendSections(Array(oldSections))
    for (section, items) in zip(oldSections, oldItems) {
      old.appendItems(items, toSection: section)
    }

    // Sections: some deleted, some added, maybe reordered.
    var sections = oldSections.filter { _ in Int.random(in: 0..<6, using: &random) != 0 }
    for fresh in 0..<Int.random(in: 0...2, using: &random) {
      sections.insert("n\(fresh)", at: Int.random(in: 0...sections.count, using: &random))
    }
    if reorders && sections.count > 1 && Bool.random(using: &random) {
      sections.swapAt(
        Int.random(in: 0..<sections.count, using: &random),
        Int.random(in: 0..<sections.count, using: &random))
    }
    guard !sections.isEmpty else { return }
    let index = Dictionary(uniqueKeysWithValues: sections.enumerated().map { ($1, $0) })
    var items = Array(repeating: [Int](), count: sections.count)
    // Items: some deleted, the others stay in their section when it stays
    // (or, when reordering, sometimes change section).
    for (section, members) in zip(oldSections, oldItems) {
      for item in members where Int.random(in: 0..<5, using: &random) != 0 {
        var target = index[section] ?? Int.random(in: 0..<sections.count, using: &random)
        if reorders && Int.random(in: 0..<6, using: &random) == 0 {
          target = Int.random(in: 0..<sections.count, using: &random)
        }
        if reorders || index[section] != nil { items[target].append(item) }
      }
    }
    if reorders {
      for section in items.indices where items[section].count > 1 {
        if Int.random(in: 0..<4, using: &random) == 0 {
          items[section].shuffle(using: &random)
        } else if Bool.random(using: &random) {
          let from = Int.random(in: 0..<items[section].count, using: &random)
          let item = items[section].remove(at: from)
          items[section].insert(
            item, at: Int.random(in: 0...items[section].count, using: &random))
        }
      }
    }
    for fresh in 100..<(100 + Int.random(in: 0...6, using: &random)) {
      let section = Int.random(in: 0..<sections.count, using: &random)
      items[section].insert(fresh, at: Int.random(in: 0...items[section].count, using: &random))
    }
    new.appendSections(sections)
    for (section, members) in zip(sections, items) { new.appendItems(members, toSection: section) }
    let all = new.itemIdentifiers
    new.reloadItems(all.filter { _ in Int.random(in: 0..<8, using: &random) == 0 })
    new.reconfigureItems(all.filter { _ in Int.random(in: 0..<8, using: &random) == 0 })
    new.reloadSections(sections.filter { _ in Int.random(in: 0..<8, using: &random) == 0 })
  }
}

/// What a batch update does to the identifiers, by UIKit's rules and
/// nothing else: deletions, reloads and the sources of moves name index
/// paths before the update; insertions and destinations of moves name index
/// paths after it; everything not named keeps its order and fills the
/// places left. Inserted sections and items, and reloaded sections, take
/// their identifiers from the new snapshot, as UIKit asks the data source
/// for them. Returns nil, with an issue recorded, when the update breaks a
/// rule (a count that does not add up, a place taken twice, an item update
/// in a section that is deleted, inserted or reloaded).
private func replay(_ u: BatchUpdates, from old: Snapshot, to new: Snapshot) -> [[Int]]? {
  enum Source {
    case old(Int)
    case fresh
  }
  let newCount = new.numberOfSections
  let oldCount = old.numberOfSections
  guard oldCount - u.deletedSections.count + u.insertedSections.count == newCount else {
    Issue.record("section counts do not add up")
    return nil
  }
  var slots = [Source?](repeating: nil, count: newCount)
  for section in u.insertedSections { slots[section] = .fresh }
  for move in u.movedSections { slots[move.to] = .old(move.from) }
  let movedOut = Set(u.movedSections.map(\.from))
  var rest = (0..<oldCount).filter { !u.deletedSections.contains($0) && !movedOut.contains($0) }
    .makeIterator()
  for index in slots.indices where slots[index] == nil {
    slots[index] = rest.next().map(Source.old)
  }
  guard rest.next() == nil, slots.allSatisfy({ $0 != nil }) else {
    Issue.record("surviving sections do not fill the places left")
    return nil
  }
  let gone = u.deletedSections.union(u.reloadedSections)
  for path in u.deletedItems + u.reloadedItems + u.movedItems.map(\.from)
  where gone.contains(path.section) {
    Issue.record("item update names deleted or reloaded section \(path.section)")
    return nil
  }
  var result: [[Int]] = []
  for (index, slot) in slots.enumerated() {
    guard case .old(let source)? = slot, !u.reloadedSections.contains(source) else {
      let named =
        u.insertedItems.contains { $0.section == index }
        || u.movedItems.contains { $0.to.section == index }
      if named { Issue.record("item update names new or reloaded section \(index)") }
      result.append(new.itemsBySection[index])
      continue
    }
    guard old.sectionIdentifiers[source] == new.sectionIdentifiers[index] else {
      Issue.record("section \(index) holds \(old.sectionIdentifiers[source])")
      return nil
    }
    guard let items = replaySection(u, old: old, new: new, from: source, to: index) else {
      return nil
    }
    result.append(items)
  }
  return result
}

/// One surviving section's items after the update.
private func replaySection(
  _ u: BatchUpdates, old: Snapshot, new: Snapshot, from source: Int, to index: Int
) -> [Int]? {
  let leaving = Set(
    (u.deletedItems + u.movedItems.map(\.from)).filter { $0.section == source }.map(\.item))
  let staying = old.itemsBySection[source].enumerated().filter { !leaving.contains($0.offset) }
    .map(\.element)
  var arriving: [Int: Int] = [:]
  for path in u.insertedItems where path.section == index {
    arriving[path.item] = new.itemsBySection[index][path.item]
  }
  for move in u.movedItems where move.to.section == index {
    guard arriving[move.to.item] == nil else {
      Issue.record("two items arrive at \(move.to)")
      return nil
    }
    arriving[move.to.item] = old.itemsBySection[move.from.section][move.from.item]
  }
  let count = staying.count + arriving.count
  guard count == new.itemsBySection[index].count, arriving.keys.allSatisfy({ $0 < count }) else {
    Issue.record("section \(index) ends with \(count) items")
    return nil
  }
  var rest = staying.makeIterator()
  return (0..<count).map { arriving[$0] ?? rest.next()! }
}

/// The snapshot difference checked against UIKit's batch-update rules and
/// against the engine's own update machinery.
@Suite struct DiffablePropertyTests {
  @Test func replayingTheUpdatesGivesTheNewSnapshot() {
    for seed in UInt64(0)..<600 {
      let pair = SnapshotPair(seed: seed)
      let updates = SnapshotDifference(from: pair.old, to: pair.new).updates
      let replayed = replay(updates, from: pair.old, to: pair.new)
      #expect(replayed == pair.new.itemsBySection, "seed \(seed)")
    }
  }

  @Test func theEngineAcceptsTheUpdatesAndMapsEachItemToItsNewPlace() {
    for seed in UInt64(0)..<600 {
      let pair = SnapshotPair(seed: seed)
      let updates = SnapshotDifference(from: pair.old, to: pair.new).updates
      // The validator stops the program on an update UIKit would refuse.
      let plan = UpdatePlan(
        oldCounts: pair.old.itemsBySection.map(\.count),
        newCounts: pair.new.itemsBySection.map(\.count), updates: updates)
      let reloadedSections = Set(pair.new.reloadedSectionIdentifiers)
      let reloaded = Set(pair.new.reloadedItemIdentifiers)
      func carriesOver(_ section: String?) -> Bool {
        guard let section else { return false }
        return pair.old.indexOfSection(section) != nil && pair.new.indexOfSection(section) != nil
          && !reloadedSections.contains(section)
      }
      for (sectionIndex, items) in pair.old.itemsBySection.enumerated() {
        guard carriesOver(pair.old.sectionIdentifiers[sectionIndex]) else { continue }
        for (itemIndex, item) in items.enumerated() where !reloaded.contains(item) {
          let expected =
            carriesOver(pair.new.sectionIdentifier(containingItem: item))
            ? pair.new.indexPath(of: item) : nil
          let old = IndexPath(item: itemIndex, section: sectionIndex)
          #expect(plan.newIndexPath(forOld: old) == expected, "seed \(seed), item \(item)")
        }
      }
    }
  }

  @Test func itemsFoundInBothSnapshotsMoveRatherThanBeingReplaced() {
    for seed in UInt64(0)..<600 {
      let pair = SnapshotPair(seed: seed)
      let updates = SnapshotDifference(from: pair.old, to: pair.new).updates
      let deleted = Set(updates.deletedItems.compactMap { pair.old.item(at: $0) })
      let inserted = Set(updates.insertedItems.compactMap { pair.new.item(at: $0) })
      let reloadedSections = Set(pair.new.reloadedSectionIdentifiers)
      for item in pair.new.itemIdentifiers where !pair.new.reloadedItemIdentifiers.contains(item) {
        guard let from = pair.old.sectionIdentifier(containingItem: item),
          let to = pair.new.sectionIdentifier(containingItem: item),
          pair.new.indexOfSection(from) != nil, pair.old.indexOfSection(to) != nil,
          !reloadedSections.contains(from), !reloadedSections.contains(to)
        else { continue }
        #expect(!deleted.contains(item) && !inserted.contains(item), "seed \(seed), item \(item)")
      }
    }
  }

  @Test func withoutReorderingNothingMoves() {
    for seed in UInt64(0)..<300 {
      let pair = SnapshotPair(seed: seed, reorders: false)
      let updates = SnapshotDifference(from: pair.old, to: pair.new).updates
      #expect(updates.movedItems.isEmpty, "seed \(seed)")
      #expect(updates.movedSections.isEmpty, "seed \(seed)")
    }
  }

  @Test func anUnchangedSnapshotNeedsNoUpdate() {
    for seed in UInt64(0)..<100 {
      let old = SnapshotPair(seed: seed).old
      #expect(SnapshotDifference(from: old, to: old).isEmpty, "seed \(seed)")
    }
  }

  @Test func movingOneItemToTheEndIsOneMove() {
    var old = Snapshot()
    old.appendSections(["a"])
    old.appendItems(Array(0..<10))
    var new = old
    new.moveItem(0, afterItem: 9)
    let updates = SnapshotDifference(from: old, to: new).updates
    #expect(updates.movedItems.count == 1)
    #expect(updates.movedItems.first?.from == IndexPath(item: 0, section: 0))
    #expect(updates.movedItems.first?.to == IndexPath(item: 9, section: 0))
    #expect(updates.insertedItems.isEmpty && updates.deletedItems.isEmpty)
  }

  @Test func nothingMovesToTheIndexItComesFrom() {
    // Old [x a b], new [b a]: keeping b and moving a would move a from
    // index 1 to index 1, which a batch update refuses; a stays, b moves.
    var old = NSDiffableDataSourceSnapshot<String, String>()
    old.appendSections(["X", "A", "B"])
    old.appendItems(["x", "a", "b"], toSection: "A")
    var new = NSDiffableDataSourceSnapshot<String, String>()
    new.appendSections(["B", "A"])
    new.appendItems(["b", "a"], toSection: "A")
    let updates = SnapshotDifference(from: old, to: new).updates
    #expect(updates.deletedSections == [0])
    #expect(updates.movedSections.map(\.from) == [2])
    #expect(updates.movedSections.map(\.to) == [0])
    #expect(updates.deletedItems == [IndexPath(item: 0, section: 1)])
    #expect(updates.movedItems.map(\.from) == [IndexPath(item: 2, section: 1)])
    #expect(updates.movedItems.map(\.to) == [IndexPath(item: 0, section: 1)])
  }

  @Test func shufflingTenThousandItemsIsFast() {
    var random = SeededGenerator(seed: 42)
    var old = Snapshot()
    old.appendSections(["a"])
    old.appendItems(Array(0..<10_000))
    var new = Snapshot()
    new.appendSections(["a"])
    new.appendItems(Array(0..<10_000).shuffled(using: &random))
    let clock = ContinuousClock()
    var updates = BatchUpdates()
    let elapsed = clock.measure {
      updates = SnapshotDifference(from: old, to: new).updates
    }
    // Quadratic work (10^8 steps) takes many seconds unoptimised; the
    // O(n log n) diff takes milliseconds.
    #expect(elapsed < .seconds(2), "took \(elapsed)")
    // A random order keeps a run of about 2√n ≈ 200 items in place.
    #expect(updates.movedItems.count > 9_500 && updates.movedItems.count < 9_950)
    #expect(replay(updates, from: old, to: new) == new.itemsBySection)
  }
}
