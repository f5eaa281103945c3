import Foundation

/// What the visible-items handlers changed in their last run: each changed
/// element as it was placed for the run, with the look the handler left
/// (in its section's coordinates at rest).
///
/// The placement is kept because a handler may move or grow an element
/// beyond the band where a query looks for its group, or beyond its
/// section's extent: a query checks these few elements on their own.
struct VisibleItemsChanges {
  struct Change {
    let placed: PlacedElement
    let look: ElementLook
  }

  private var byKey: [ElementKey: Change] = [:]
  /// Each section's changed elements, in query order.
  private(set) var bySection: [Int: [ElementKey]] = [:]

  var isEmpty: Bool { byKey.isEmpty }

  /// The sections with changed elements, in order.
  var sections: [Int] { bySection.keys.sorted() }

  mutating func record(_ placed: PlacedElement, look: ElementLook) {
    let key = placed.key
    if byKey.updateValue(Change(placed: placed, look: look), forKey: key) == nil {
      bySection[key.indexPath.section, default: []].append(key)
    }
  }

  subscript(key: ElementKey) -> ElementLook? { byKey[key]?.look }

  /// The changed elements of `section`, in query order.
  func changes(inSection section: Int) -> [Change] {
    (bySection[section] ?? []).compactMap { byKey[$0] }
  }
}
