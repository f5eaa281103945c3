import Foundation

/// The attributes objects a compositional layout has handed out, kept so
/// that asking twice returns the same object, as UIKit does, while the
/// element's look is unchanged. Created on first request, so a layout of a
/// million items holds only those asked for.
///
/// An element whose look changed gets a new object rather than a changed
/// one (see `ElementLook`): whoever holds the old object keeps what it said.
final class CompositionalAttributesCache {
  private struct Entry {
    let look: ElementLook
    let attributes: UICollectionViewLayoutAttributes
  }

  private var cells: [[Entry?]] = []
  private var others: [ElementKey: Entry] = [:]
  /// Global boundary items have index path 0.0 like section 0's, so they
  /// are kept apart.
  private var global: [String: Entry] = [:]

  func reset(sectionCount: Int) {
    cells = Array(repeating: [], count: sectionCount)
    others = [:]
    global = [:]
  }

  func cell(
    section: Int, item: Int, look: ElementLook, make: () -> UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    if cells[section].count <= item {
      cells[section].append(contentsOf: repeatElement(nil, count: item + 1 - cells[section].count))
    }
    let entry = Self.entry(cells[section][item], look: look, make: make)
    cells[section][item] = entry
    return entry.attributes
  }

  func other(_ key: ElementKey, look: ElementLook, make: () -> UICollectionViewLayoutAttributes)
    -> UICollectionViewLayoutAttributes
  {
    let entry = Self.entry(others[key], look: look, make: make)
    others[key] = entry
    return entry.attributes
  }

  func global(_ kind: String, look: ElementLook, make: () -> UICollectionViewLayoutAttributes)
    -> UICollectionViewLayoutAttributes
  {
    let entry = Self.entry(global[kind], look: look, make: make)
    global[kind] = entry
    return entry.attributes
  }

  /// The cached entry if it has this look, else a new object with it.
  private static func entry(
    _ cached: Entry?, look: ElementLook, make: () -> UICollectionViewLayoutAttributes
  ) -> Entry {
    if let cached, cached.look == look { return cached }
    let attributes = make()
    look.apply(to: attributes)
    return Entry(look: look, attributes: attributes)
  }
}
