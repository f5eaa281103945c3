import Foundation

/// The elements of the sections whose attributes can change without a
/// re-solve (orthogonal sections, sections with a visible-items handler)
/// that the layout has handed out since they were last invalidated.
///
/// A collection view keeps the attributes it was given until an
/// invalidation names them; when such a section scrolls or its handler
/// runs again, the layout names these, and only these, so that the
/// collection view asks again for exactly what may have changed, however
/// many items the section has.
struct HandedOutElements {
  private var bySection: [Int: Set<ElementKey>] = [:]

  mutating func note(_ key: ElementKey) {
    bySection[key.indexPath.section, default: []].insert(key)
  }

  /// The elements handed out for `sections`, forgotten here: once named in
  /// an invalidation the collection view no longer holds them.
  mutating func take(_ sections: [Int]) -> [ElementKey] {
    var taken: [ElementKey] = []
    for section in sections {
      taken += bySection.removeValue(forKey: section) ?? []
    }
    return taken.sorted()
  }

  mutating func removeAll() {
    bySection = [:]
  }
}
