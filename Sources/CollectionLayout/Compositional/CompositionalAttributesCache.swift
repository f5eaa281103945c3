import Foundation

/// The attributes objects a compositional layout has handed out, kept so
/// that asking twice returns the same object, as UIKit does. Created on
/// first request, so a layout of a million items holds only those asked for.
final class CompositionalAttributesCache {
  private var cells: [[UICollectionViewLayoutAttributes?]] = []
  private var others: [ElementKey: UICollectionViewLayoutAttributes] = [:]
  /// Global boundary items have index path 0.0 like section 0's, so they
  /// are kept apart.
  private var global: [String: UICollectionViewLayoutAttributes] = [:]

  func reset(sectionCount: Int) {
    cells = Array(repeating: [], count: sectionCount)
    others = [:]
    global = [:]
  }

  func cell(section: Int, item: Int, make: () -> UICollectionViewLayoutAttributes)
    -> UICollectionViewLayoutAttributes
  {
    if cells[section].count <= item {
      cells[section].append(contentsOf: repeatElement(nil, count: item + 1 - cells[section].count))
    }
    if let cached = cells[section][item] { return cached }
    let made = make()
    cells[section][item] = made
    return made
  }

  func other(_ key: ElementKey, make: () -> UICollectionViewLayoutAttributes)
    -> UICollectionViewLayoutAttributes
  {
    if let cached = others[key] { return cached }
    let made = make()
    others[key] = made
    return made
  }

  func global(_ kind: String, make: () -> UICollectionViewLayoutAttributes)
    -> UICollectionViewLayoutAttributes
  {
    if let cached = global[kind] { return cached }
    let made = make()
    global[kind] = made
    return made
  }
}
