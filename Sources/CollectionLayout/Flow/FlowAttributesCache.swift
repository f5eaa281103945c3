import Foundation

/// The attributes objects a flow layout has handed out, kept so that asking
/// twice returns the same object, as UIKit does. Items are created on first
/// request, so a million-item layout holds only the few objects ever asked for.
final class FlowAttributesCache {
  private var items: [[UICollectionViewLayoutAttributes?]] = []
  private var supplementary: [String: [Int: UICollectionViewLayoutAttributes]] = [:]

  func reset(sectionCount: Int) {
    items = Array(repeating: [], count: sectionCount)
    supplementary = [:]
  }

  func item(
    section: Int, item: Int, make: () -> UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    if items[section].count <= item {
      items[section].append(contentsOf: repeatElement(nil, count: item + 1 - items[section].count))
    }
    if let cached = items[section][item] { return cached }
    let made = make()
    items[section][item] = made
    return made
  }

  func supplementary(
    _ kind: String, section: Int, make: () -> UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    if let cached = supplementary[kind]?[section] { return cached }
    let made = make()
    supplementary[kind, default: [:]][section] = made
    return made
  }
}
