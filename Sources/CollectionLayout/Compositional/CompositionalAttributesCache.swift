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
    if let cached = cells[section][item], cached.look == look { return cached.attributes }
    let entry = Self.entry(look: look, make: make)
    cells[section][item] = entry
    return entry.attributes
  }

  func other(_ key: ElementKey, look: ElementLook, make: () -> UICollectionViewLayoutAttributes)
    -> UICollectionViewLayoutAttributes
  {
    if let cached = others[key], cached.look == look { return cached.attributes }
    let entry = Self.entry(look: look, make: make)
    others[key] = entry
    return entry.attributes
  }

  func global(_ kind: String, look: ElementLook, make: () -> UICollectionViewLayoutAttributes)
    -> UICollectionViewLayoutAttributes
  {
    if let cached = global[kind], cached.look == look { return cached.attributes }
    let entry = Self.entry(look: look, make: make)
    global[kind] = entry
    return entry.attributes
  }

  /// A new object with this look.
  private static func entry(look: ElementLook, make: () -> UICollectionViewLayoutAttributes)
    -> Entry
  {
    let attributes = make()
    look.apply(to: attributes)
    return Entry(look: look, attributes: attributes)
  }
}
