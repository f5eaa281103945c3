import Foundation

/// The changes that turn one snapshot into another, as one batch update
/// in UIKit's terms: section and item deletions and reloads at index paths
/// before it, insertions after it, moves from one to the other.
///
/// Sections and items are matched by identifier, items across sections (an
/// item that changes section is a move). Of the identifiers present in both
/// snapshots, a longest run that kept its relative order stays put and the
/// others move, so inserting or deleting never makes its neighbours "move"
/// and a reordering reports few moves (see `stationary`). Hashing and the
/// O(n log n) subsequence keep a shuffle of thousands of items fast.
///
/// Reloads follow UIKit's rules for a batch: a reloaded section or item
/// that also moves is deleted and inserted instead, and items never move
/// out of or into a section that is deleted, inserted or reloaded (they are
/// deleted and inserted with it).
struct SnapshotDifference<SectionIdentifier: Hashable, ItemIdentifier: Hashable> {
  typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifier, ItemIdentifier>

  private(set) var updates = BatchUpdates()
  /// Items whose existing cells are configured again once the update is
  /// done, at their index paths after it.
  private(set) var reconfiguredItems: [IndexPath] = []

  /// For each old section, its index in the new snapshot when its items
  /// carry over (nil when it is deleted or replaced by a reload).
  private var keptSection: [Int?]
  /// For each new section, the old section whose items carry over.
  private var sourceSection: [Int?]

  init(from old: Snapshot, to new: Snapshot) {
    keptSection = Array(repeating: nil, count: old.sections.count)
    sourceSection = Array(repeating: nil, count: new.sections.count)
    diffSections(old, new)
    diffItems(old, new)
    findReconfigured(old, new)
  }

  var isEmpty: Bool { updates.isEmpty && reconfiguredItems.isEmpty }

  // MARK: Sections

  private mutating func diffSections(_ old: Snapshot, _ new: Snapshot) {
    let reloaded = Set(new.reloadedSectionIdentifiers)
    // Sections in both snapshots, in old order, with their new index.
    let common = old.sections.enumerated().compactMap { old -> (old: Int, new: Int)? in
      new.sectionIndexes[old.element].map { (old.offset, $0) }
    }
    let staying = Self.stationary(common)
    for (position, pair) in common.enumerated() {
      let stays = staying.contains(position)
      if reloaded.contains(old.sections[pair.old]) {
        if stays {
          updates.reloadedSections.insert(pair.old)
        } else {
          updates.deletedSections.insert(pair.old)
          updates.insertedSections.insert(pair.new)
        }
        continue
      }
      if !stays { updates.movedSections.append((pair.old, pair.new)) }
      keptSection[pair.old] = pair.new
      sourceSection[pair.new] = pair.old
    }
    for (index, section) in old.sections.enumerated() where new.sectionIndexes[section] == nil {
      updates.deletedSections.insert(index)
    }
    for (index, section) in new.sections.enumerated() where old.sectionIndexes[section] == nil {
      updates.insertedSections.insert(index)
    }
  }

  // MARK: Items

  private mutating func diffItems(_ old: Snapshot, _ new: Snapshot) {
    let oldPaths = Self.locations(old)
    let newPaths = Self.locations(new)
    let reloaded = Set(new.reloadedItemIdentifiers)
    for (oldIndex, newIndex) in keptSection.enumerated() {
      guard let newIndex else { continue }
      diffKeptSection(
        old.itemsBySection[oldIndex], from: oldIndex, to: newIndex, newPaths: newPaths,
        reloaded: reloaded)
    }
    for (newIndex, items) in new.itemsBySection.enumerated() where sourceSection[newIndex] != nil {
      for (position, item) in items.enumerated() {
        let path = IndexPath(item: position, section: newIndex)
        guard let from = oldPaths[item], let origin = keptSection[from.section] else {
          // New, or from a section that is gone: it arrives with this update.
          updates.insertedItems.append(path)
          continue
        }
        if origin != newIndex { crossSection(item, from: from, to: path, reloaded: reloaded) }
      }
    }
  }

  /// The items of a section that carries over: those leaving it are deleted
  /// (moves to other sections are recorded when their destination is
  /// visited), those staying keep a longest ordered run in place.
  private mutating func diffKeptSection(
    _ items: [ItemIdentifier], from oldIndex: Int, to newIndex: Int,
    newPaths: [ItemIdentifier: IndexPath], reloaded: Set<ItemIdentifier>
  ) {
    var stayers: [(old: Int, new: Int)] = []
    for (position, item) in items.enumerated() {
      let from = IndexPath(item: position, section: oldIndex)
      guard let to = newPaths[item], sourceSection[to.section] != nil else {
        updates.deletedItems.append(from)
        continue
      }
      if to.section == newIndex { stayers.append((position, to.item)) }
    }
    let inPlace = Self.stationary(stayers)
    for (rank, pair) in stayers.enumerated() {
      let from = IndexPath(item: pair.old, section: oldIndex)
      let to = IndexPath(item: pair.new, section: newIndex)
      let isReloaded = reloaded.contains(items[pair.old])
      switch (inPlace.contains(rank), isReloaded) {
      case (true, false): break
      case (true, true): updates.reloadedItems.append(from)
      case (false, false): updates.movedItems.append((from, to))
      case (false, true):
        updates.deletedItems.append(from)
        updates.insertedItems.append(to)
      }
    }
  }

  /// An item that changes section: a move, or a delete and insert when it is
  /// also reloaded (a batch cannot move and reload one item).
  private mutating func crossSection(
    _ item: ItemIdentifier, from: IndexPath, to: IndexPath, reloaded: Set<ItemIdentifier>
  ) {
    if reloaded.contains(item) {
      updates.deletedItems.append(from)
      updates.insertedItems.append(to)
    } else {
      updates.movedItems.append((from, to))
    }
  }

  /// Which of the pairs (old and new index of what is in both snapshots, in
  /// old order) stay put: as many as possible, always including those whose
  /// index is the same before and after, since a batch cannot move something
  /// to the index it comes from. Those are always in order among themselves,
  /// so the pairs that contradict one of them move, and a longest ordered
  /// run of the rest stays.
  static func stationary(_ pairs: [(old: Int, new: Int)]) -> Set<Int> {
    // For each pair, the new index of the last fixed pair before it and of
    // the first one after it.
    var below = [Int](repeating: Int.min, count: pairs.count)
    var above = [Int](repeating: Int.max, count: pairs.count)
    var last = Int.min
    for (position, pair) in pairs.enumerated() {
      below[position] = last
      if pair.old == pair.new { last = pair.new }
    }
    var next = Int.max
    for (position, pair) in pairs.enumerated().reversed() {
      above[position] = next
      if pair.old == pair.new { next = pair.new }
    }
    let candidates = pairs.indices.filter {
      pairs[$0].old == pairs[$0].new || (below[$0] < pairs[$0].new && pairs[$0].new < above[$0])
    }
    let run = candidates.map { pairs[$0].new }.longestIncreasingSubsequence()
    return Set(run.map { candidates[$0] })
  }

  /// Every item's index path, in one pass.
  private static func locations(_ snapshot: Snapshot) -> [ItemIdentifier: IndexPath] {
    var paths: [ItemIdentifier: IndexPath] = [:]
    paths.reserveCapacity(snapshot.numberOfItems)
    for (section, items) in snapshot.itemsBySection.enumerated() {
      for (item, identifier) in items.enumerated() {
        paths[identifier] = IndexPath(item: item, section: section)
      }
    }
    return paths
  }

  // MARK: Reconfigured items

  /// Reconfigured items whose cell survives the update: not new, not
  /// reloaded, and not in a section that is replaced.
  private mutating func findReconfigured(_ old: Snapshot, _ new: Snapshot) {
    let replaced = Set(updates.insertedItems)
    let reloaded = Set(new.reloadedItemIdentifiers)
    for item in new.reconfiguredItemIdentifiers where !reloaded.contains(item) {
      guard let to = new.indexPath(of: item), old.sectionOfItem[item] != nil,
        sourceSection[to.section] != nil, !replaced.contains(to)
      else { continue }
      reconfiguredItems.append(to)
    }
  }
}
