import Foundation

/// Adding, removing, moving and marking items.
///
/// An identifier named twice in one call, or an item named relative to one
/// the snapshot does not hold, stops the program as UIKit's exception does.
/// An item appended or inserted while already in the snapshot is moved to
/// the new place instead (UIKit since iOS 15, which logs a warning and
/// calls it slower; earlier systems raised).
@available(iOS 13.0, *)
extension NSDiffableDataSourceSnapshot {
  /// Appends to `section`, or to the last section when it is nil.
  public mutating func appendItems(
    _ identifiers: [ItemIdentifierType], toSection section: SectionIdentifierType? = nil
  ) {
    DiffableFailure.requireUnique(identifiers, kind: "item")
    let target: SectionIdentifierType
    if let section {
      target = section
      _ = requireSection(section)
    } else {
      guard let last = sections.last else { DiffableFailure.noSections() }
      target = last
    }
    detach(Set(identifiers))
    let index = requireSection(target)
    place(identifiers, inSection: index, at: itemsBySection[index].count)
  }

  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
  ) {
    insert(identifiers, nextTo: beforeIdentifier, after: false)
  }

  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType
  ) {
    insert(identifiers, nextTo: afterIdentifier, after: true)
  }

  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
    for identifier in identifiers where sectionOfItem[identifier] == nil {
      DiffableFailure.missingItem(identifier, action: "delete")
    }
    detach(Set(identifiers))
  }

  /// Empties the snapshot: every item and every section.
  public mutating func deleteAllItems() {
    self = Self()
  }

  public mutating func moveItem(
    _ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType
  ) {
    move(identifier, nextTo: toIdentifier, after: false)
  }

  public mutating func moveItem(
    _ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType
  ) {
    move(identifier, nextTo: toIdentifier, after: true)
  }

  /// Marks items whose cells the next apply replaces with new ones.
  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
    for identifier in identifiers {
      guard sectionOfItem[identifier] != nil else {
        DiffableFailure.missingItem(identifier, action: "reload")
      }
      reloadedItems.insert(identifier)
    }
  }

  /// Marks items whose existing cells the next apply configures again,
  /// without replacing them.
  @available(iOS 15.0, *)
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
    for identifier in identifiers {
      guard sectionOfItem[identifier] != nil else {
        DiffableFailure.missingItem(identifier, action: "reconfigure")
      }
      reconfiguredItems.insert(identifier)
    }
  }

  // MARK: Helpers

  private mutating func insert(
    _ identifiers: [ItemIdentifierType], nextTo anchor: ItemIdentifierType, after: Bool
  ) {
    DiffableFailure.requireUnique(identifiers, kind: "item")
    guard sectionOfItem[anchor] != nil else {
      DiffableFailure.missingItem(anchor, action: "insert items next to")
    }
    if identifiers.contains(anchor) { DiffableFailure.relativeToItself(anchor) }
    detach(Set(identifiers))
    let path = indexPath(of: anchor)!
    place(identifiers, inSection: path.section, at: path.item + (after ? 1 : 0))
  }

  private mutating func move(
    _ identifier: ItemIdentifierType, nextTo anchor: ItemIdentifierType, after: Bool
  ) {
    guard sectionOfItem[identifier] != nil else {
      DiffableFailure.missingItem(identifier, action: "move")
    }
    guard sectionOfItem[anchor] != nil else {
      DiffableFailure.missingItem(anchor, action: "move an item next to")
    }
    if identifier == anchor { DiffableFailure.relativeToItself(anchor) }
    detach([identifier])
    let path = indexPath(of: anchor)!
    place([identifier], inSection: path.section, at: path.item + (after ? 1 : 0))
  }

  /// Takes the items among `identifiers` out of their sections.
  mutating func detach(_ identifiers: Set<ItemIdentifierType>) {
    var touched = Set<Int>()
    for identifier in identifiers {
      guard let section = sectionOfItem.removeValue(forKey: identifier) else { continue }
      touched.insert(sectionIndexes[section]!)
    }
    for index in touched {
      itemsBySection[index].removeAll { identifiers.contains($0) }
    }
    reloadedItems.remove(identifiers)
    reconfiguredItems.remove(identifiers)
  }

  /// Puts items that are in no section into section `index` at `position`.
  mutating func place(_ identifiers: [ItemIdentifierType], inSection index: Int, at position: Int) {
    itemsBySection[index].insert(contentsOf: identifiers, at: position)
    for identifier in identifiers { sectionOfItem[identifier] = sections[index] }
  }
}
