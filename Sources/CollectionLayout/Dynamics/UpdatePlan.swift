import Foundation

/// A checked batch update: where every section and item goes.
///
/// Built from the counts before and after and the changes the block
/// announced; anything inconsistent stops the program with UIKit's message.
/// Mapping one index path costs O(changes in its section), so an update of a
/// huge collection maps its visible items without touching the rest.
struct UpdatePlan {
  let oldCounts: [Int]
  let newCounts: [Int]
  /// For each old section, its index after the update; nil when deleted.
  private(set) var newSection: [Int?]
  /// For each new section, its index before the update; nil when inserted.
  private(set) var oldSection: [Int?]
  /// Per old section, the sorted items that leave it (deleted or moved out).
  private var outgoing: [Int: [Int]] = [:]
  /// Per new section, the sorted items that arrive (inserted or moved in).
  private var incoming: [Int: [Int]] = [:]
  private var movedForward: [IndexPath: IndexPath] = [:]
  private var movedBack: [IndexPath: IndexPath] = [:]
  private let reloadedItems: Set<IndexPath>
  private let reloadedSections: IndexSet
  private let deletedSections: IndexSet

  init(oldCounts: [Int], newCounts: [Int], updates u: BatchUpdates) {
    self.oldCounts = oldCounts
    self.newCounts = newCounts
    reloadedItems = Set(u.reloadedItems)
    reloadedSections = u.reloadedSections
    deletedSections = u.deletedSections
    newSection = Array(repeating: nil, count: oldCounts.count)
    oldSection = Array(repeating: nil, count: newCounts.count)
    UpdateValidator(old: oldCounts, new: newCounts).check(u)
    mapSections(u)
    mapItems(u)
    checkItemCounts(u)
  }

  // MARK: Sections

  private mutating func mapSections(_ u: BatchUpdates) {
    let leaving = u.deletedSections.union(IndexSet(u.movedSections.map(\.from)))
    let arriving = u.insertedSections.union(IndexSet(u.movedSections.map(\.to)))
    let survivors = (0..<oldCounts.count).filter { !leaving.contains($0) }
    let slots = (0..<newCounts.count).filter { !arriving.contains($0) }
    guard survivors.count == slots.count else {
      raiseUIKitException(reason: Self.inconsistency(old: oldCounts, new: newCounts, u))
    }
    for (old, new) in zip(survivors, slots) { link(old, new) }
    for move in u.movedSections { link(move.from, move.to) }
  }

  private mutating func link(_ old: Int, _ new: Int) {
    newSection[old] = new
    oldSection[new] = old
  }

  // MARK: Items

  private mutating func mapItems(_ u: BatchUpdates) {
    for path in u.deletedItems { outgoing[path.section, default: []].append(path.item) }
    for path in u.insertedItems { incoming[path.section, default: []].append(path.item) }
    for move in u.movedItems {
      outgoing[move.from.section, default: []].append(move.from.item)
      incoming[move.to.section, default: []].append(move.to.item)
      movedForward[move.from] = move.to
      movedBack[move.to] = move.from
    }
    for key in outgoing.keys { outgoing[key]!.sort() }
    for key in incoming.keys { incoming[key]!.sort() }
  }

  private func checkItemCounts(_ u: BatchUpdates) {
    let inserted = Self.tally(u.insertedItems.map(\.section))
    let deleted = Self.tally(u.deletedItems.map(\.section))
    let movedIn = Self.tally(u.movedItems.map(\.to.section))
    let movedOut = Self.tally(u.movedItems.map(\.from.section))
    for (new, old) in oldSection.enumerated() {
      // A reloaded section is replaced whole, so its count may change freely.
      guard let old, !u.reloadedSections.contains(old) else { continue }
      let (i, d, mIn, mOut) = (
        inserted[new, default: 0], deleted[old, default: 0], movedIn[new, default: 0],
        movedOut[old, default: 0]
      )
      let expected = oldCounts[old] + i - d + mIn - mOut
      guard newCounts[new] == expected else {
        raiseUIKitException(reason: Self.inconsistency(old: oldCounts, new: newCounts, u))
      }
    }
  }

  /// The reason iOS 16 and later give when the data source's counts after
  /// the updates are not its counts before them plus the updates (sections
  /// or items alike): a sentence, both sides' counts and the updates.
  /// Before iOS 16 the reason was one sentence per case ("Invalid update:
  /// invalid number of items in section 0. The number of items contained in
  /// an existing section after the update (7) must be equal to …").
  ///
  /// The sentence and the counts are as crash reports of iOS 16 and 17
  /// print them; Apple documents neither. The list of updates is written
  /// the way those reports write inserted and deleted items ("Insert item
  /// (0 - 3)"), and the other kinds of update in the same pattern, which no
  /// report available here confirms. The collection view's description,
  /// which ends UIKit's message, is left out: it holds memory addresses.
  static func inconsistency(old: [Int], new: [Int], _ u: BatchUpdates) -> String {
    "Invalid batch updates detected: the number of sections and/or items returned by the data "
      + "source before and after performing the batch updates are inconsistent with the updates.\n"
      + "Data source before updates = \(counts(old))\n"
      + "Data source after updates = \(counts(new))\n"
      + "Updates = [\n" + updates(u).map { "\t" + $0 + "\n" }.joined(separator: ",") + "]"
  }

  /// "{ 2 sections with item counts: [3, 4] }"
  private static func counts(_ counts: [Int]) -> String {
    let sections = counts.count == 1 ? "1 section" : "\(counts.count) sections"
    return "{ \(sections) with item counts: [\(counts.map(String.init).joined(separator: ", "))] }"
  }

  /// Each update as the message lists it, in UIKit's order of update items.
  private static func updates(_ u: BatchUpdates) -> [String] {
    func item(_ path: IndexPath) -> String { "(\(path.section) - \(path.item))" }
    return u.deletedSections.reversed().map { "Delete section \($0)" }
      + u.deletedItems.sorted(by: >).map { "Delete item \(item($0))" }
      + u.insertedSections.map { "Insert section \($0)" }
      + u.insertedItems.sorted().map { "Insert item \(item($0))" }
      + u.reloadedSections.map { "Reload section \($0)" }
      + u.reloadedItems.sorted().map { "Reload item \(item($0))" }
      + u.movedSections.map { "Move section \($0.from) -> \($0.to)" }
      + u.movedItems.map { "Move item \(item($0.from)) -> \(item($0.to))" }
  }

  /// How many times each section appears.
  private static func tally(_ sections: [Int]) -> [Int: Int] {
    sections.reduce(into: [:]) { $0[$1, default: 0] += 1 }
  }

  // MARK: Mapping

  /// Where an item before the update is after it; nil when it was deleted.
  func newIndexPath(forOld path: IndexPath) -> IndexPath? {
    if let moved = movedForward[path] { return moved }
    guard oldCounts.indices.contains(path.section), let section = newSection[path.section] else {
      return nil
    }
    let leaving = outgoing[path.section] ?? []
    if leaving.binarySearchContains(path.item) { return nil }
    let rank = path.item - leaving.countBelow(path.item)
    return IndexPath(item: (incoming[section] ?? []).slot(ofRank: rank), section: section)
  }

  /// Where an item after the update was before it; nil when it was inserted.
  func oldIndexPath(forNew path: IndexPath) -> IndexPath? {
    if let moved = movedBack[path] { return moved }
    guard newCounts.indices.contains(path.section), let section = oldSection[path.section] else {
      return nil
    }
    let arriving = incoming[path.section] ?? []
    if arriving.binarySearchContains(path.item) { return nil }
    let rank = path.item - arriving.countBelow(path.item)
    return IndexPath(item: (outgoing[section] ?? []).slot(ofRank: rank), section: section)
  }

  /// True when the item's view is replaced rather than moved: it was reloaded,
  /// or its section was.
  func isReloaded(old path: IndexPath) -> Bool {
    reloadedItems.contains(path) || reloadedSections.contains(path.section)
  }

  /// Where an element before the update is after it, nil when it is gone.
  /// Headers and footers follow their section; decorations keep their path.
  func newKey(forOld key: ElementKey) -> ElementKey? {
    var moved = key
    switch key.category {
    case .cell:
      guard !isReloaded(old: key.indexPath), let path = newIndexPath(forOld: key.indexPath) else {
        return nil
      }
      moved.indexPath = path
    case .supplementaryView:
      guard newSection.indices.contains(key.indexPath.section),
        let section = newSection[key.indexPath.section],
        !reloadedSections.contains(key.indexPath.section)
      else { return nil }
      moved.indexPath.section = section
    case .decorationView:
      return key
    }
    return moved
  }

  /// Where an element after the update was before it, nil when it is new.
  func oldKey(forNew key: ElementKey) -> ElementKey? {
    var origin = key
    switch key.category {
    case .cell:
      guard let path = oldIndexPath(forNew: key.indexPath), !isReloaded(old: path) else {
        return nil
      }
      origin.indexPath = path
    case .supplementaryView:
      guard oldSection.indices.contains(key.indexPath.section),
        let section = oldSection[key.indexPath.section], !reloadedSections.contains(section)
      else { return nil }
      origin.indexPath.section = section
    case .decorationView:
      return key
    }
    return origin
  }
}

extension Array where Element == Int {
  /// In a sorted array: how many values are below `value`.
  fileprivate func countBelow(_ value: Int) -> Int {
    partitionPoint(count) { self[$0] >= value }
  }

  fileprivate func binarySearchContains(_ value: Int) -> Bool {
    let index = countBelow(value)
    return index < count && self[index] == value
  }

  /// In a sorted array of taken indexes: the `rank`-th index (from 0) not taken.
  fileprivate func slot(ofRank rank: Int) -> Int {
    var slot = rank
    for taken in self {
      if taken <= slot { slot += 1 } else { break }
    }
    return slot
  }
}
