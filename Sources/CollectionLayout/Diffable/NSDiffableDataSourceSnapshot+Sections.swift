import Foundation

/// Adding, removing, moving and marking sections. A section identifier that
/// is already in the snapshot, or named twice in one call, stops the program
/// as UIKit's exception does; so does naming a section the snapshot lacks.
@available(iOS 13.0, *)
extension NSDiffableDataSourceSnapshot {
  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    insertNewSections(identifiers, at: sections.count)
  }

  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType],
    beforeSection toIdentifier: SectionIdentifierType
  ) {
    insertNewSections(identifiers, at: requireSection(toIdentifier))
  }

  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
  ) {
    insertNewSections(identifiers, at: requireSection(toIdentifier) + 1)
  }

  /// Removes the sections and every item in them.
  public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
    let doomed = Set(identifiers)
    var items = Set<ItemIdentifierType>()
    for identifier in doomed {
      items.formUnion(itemsBySection[requireSection(identifier)])
    }
    detach(items)
    let kept = sections.indices.filter { !doomed.contains(sections[$0]) }
    sections = kept.map { sections[$0] }
    itemsBySection = kept.map { itemsBySection[$0] }
    reindexSections()
    reloadedSections.remove(doomed)
  }

  public mutating func moveSection(
    _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
  ) {
    moveSection(identifier, nextTo: toIdentifier, after: false)
  }

  public mutating func moveSection(
    _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
  ) {
    moveSection(identifier, nextTo: toIdentifier, after: true)
  }

  /// Marks sections whose views the next apply replaces.
  public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
    for identifier in identifiers {
      _ = requireSection(identifier)
      reloadedSections.insert(identifier)
    }
  }

  // MARK: Helpers

  private mutating func insertNewSections(_ identifiers: [SectionIdentifierType], at index: Int) {
    DiffableFailure.requireUnique(identifiers, kind: "section")
    let present = identifiers.filter { sectionIndexes[$0] != nil }
    if !present.isEmpty { DiffableFailure.duplicates(present, kind: "section") }
    sections.insert(contentsOf: identifiers, at: index)
    itemsBySection.insert(contentsOf: identifiers.map { _ in [] }, at: index)
    reindexSections()
  }

  private mutating func moveSection(
    _ identifier: SectionIdentifierType, nextTo anchor: SectionIdentifierType, after: Bool
  ) {
    let from = requireSection(identifier)
    _ = requireSection(anchor)
    if identifier == anchor { DiffableFailure.relativeToItself(anchor) }
    let items = itemsBySection.remove(at: from)
    sections.remove(at: from)
    reindexSections()
    let to = sectionIndexes[anchor]! + (after ? 1 : 0)
    sections.insert(identifier, at: to)
    itemsBySection.insert(items, at: to)
    reindexSections()
  }
}
