import Foundation

/// What views answered about themselves (sizes, or where a row's text
/// starts), by section and by a key within it (an item's number, or a
/// boundary item's element kind), kept sparsely: a layout of a million
/// items holds only the few that were ever shown. Sizes are physical, as
/// the views gave them.
///
/// Values are kept while the item counts stay the same and forgotten when
/// they change, since an index path may then name another item. UIKit's
/// flow layout likewise keeps its measured sizes across an invalidation
/// only while the data source's counts still match.
struct MeasuredValues<Key: Hashable, Value> {
  private var bySection: [Int: [Key: Value]] = [:]
  /// The counts the sizes were measured under.
  private var counts: [Int] = []

  var isEmpty: Bool { bySection.isEmpty }

  /// The values measured in one section, by key; nil when there are none.
  func sizes(inSection section: Int) -> [Key: Value]? {
    bySection[section]
  }

  mutating func record(_ size: Value, section: Int, key: Key, counts current: [Int]) {
    forgetUnless(counts: current)
    bySection[section, default: [:]][key] = size
  }

  /// Forgets every value unless they were measured under these counts.
  mutating func forgetUnless(counts current: [Int]) {
    guard current != counts else { return }
    bySection = [:]
    counts = current
  }

  mutating func removeAll() {
    bySection = [:]
  }
}

/// Sizes measured by a key within each section.
typealias MeasuredSizes<Key: Hashable> = MeasuredValues<Key, CGSize>

/// The sizes cells asked for, by index path.
typealias PreferredSizes = MeasuredSizes<Int>

extension MeasuredValues where Key == Int {
  func size(at indexPath: IndexPath) -> Value? {
    guard indexPath.count == 2 else { return nil }
    return sizes(inSection: indexPath[0])?[indexPath[1]]
  }

  mutating func record(_ size: Value, at indexPath: IndexPath, counts current: [Int]) {
    guard indexPath.count == 2 else { return }
    record(size, section: indexPath[0], key: indexPath[1], counts: current)
  }
}

/// The sizes headers and footers asked for, by section and element kind.
typealias PreferredBoundarySizes = MeasuredSizes<String>
