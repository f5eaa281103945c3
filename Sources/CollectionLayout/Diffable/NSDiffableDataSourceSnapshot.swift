import Foundation

/// The state of a collection view's data at one moment: its sections in
/// order and the items of each, all named by identifier rather than by
/// index path.
///
/// A value: edit a copy (usually the data source's `snapshot()`), then hand
/// it to `apply(_:animatingDifferences:completion:)`, which works out the
/// changes. Identifiers are unique across the whole snapshot, sections and
/// items each; lookups by identifier are hashed, so asking where an item is
/// costs the length of its section, not of the snapshot.
@available(iOS 13.0, *)
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
where SectionIdentifierType: Hashable, ItemIdentifierType: Hashable {
  /// The sections, in order.
  var sections: [SectionIdentifierType] = []
  /// The items of each section, parallel to `sections`.
  var itemsBySection: [[ItemIdentifierType]] = []
  /// Where each section is in `sections`.
  var sectionIndexes: [SectionIdentifierType: Int] = [:]
  /// The section holding each item.
  var sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]
  /// Marks for the next apply, in the order they were made.
  var reloadedSections = OrderedMarks<SectionIdentifierType>()
  var reloadedItems = OrderedMarks<ItemIdentifierType>()
  var reconfiguredItems = OrderedMarks<ItemIdentifierType>()

  public init() {}

  // MARK: Counts

  public var numberOfItems: Int { sectionOfItem.count }

  public var numberOfSections: Int { sections.count }

  /// Raises when the section is not in the snapshot, as UIKit does.
  public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
    itemsBySection[requireSection(identifier)].count
  }

  // MARK: Identifiers

  public var sectionIdentifiers: [SectionIdentifierType] { sections }

  /// Every item, section after section.
  public var itemIdentifiers: [ItemIdentifierType] { itemsBySection.flatMap { $0 } }

  /// Raises when the section is not in the snapshot, as UIKit does.
  public func itemIdentifiers(inSection identifier: SectionIdentifierType)
    -> [ItemIdentifierType]
  {
    itemsBySection[requireSection(identifier)]
  }

  public func sectionIdentifier(containingItem identifier: ItemIdentifierType)
    -> SectionIdentifierType?
  {
    sectionOfItem[identifier]
  }

  /// The item's position in `itemIdentifiers` (counted across sections), or
  /// nil when it is not in the snapshot.
  public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
    guard let path = indexPath(of: identifier) else { return nil }
    return itemsBySection[..<path.section].reduce(path.item) { $0 + $1.count }
  }

  public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
    sectionIndexes[identifier]
  }

  // MARK: Marks for the next apply

  /// Sections whose views the next apply replaces.
  @available(iOS 15.0, *)
  public var reloadedSectionIdentifiers: [SectionIdentifierType] {
    reloadedSections.values.filter { sectionIndexes[$0] != nil }
  }

  /// Items whose cells the next apply replaces with freshly dequeued ones.
  @available(iOS 15.0, *)
  public var reloadedItemIdentifiers: [ItemIdentifierType] {
    reloadedItems.values.filter { sectionOfItem[$0] != nil }
  }

  /// Items whose existing cells the next apply configures again in place.
  @available(iOS 15.0, *)
  public var reconfiguredItemIdentifiers: [ItemIdentifierType] {
    reconfiguredItems.values.filter { sectionOfItem[$0] != nil }
  }

  // MARK: Engine helpers

  /// Where the item is, or nil when it is not in the snapshot.
  func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
    guard let section = sectionOfItem[identifier], let index = sectionIndexes[section],
      let item = itemsBySection[index].firstIndex(of: identifier)
    else { return nil }
    return IndexPath(item: item, section: index)
  }

  /// The item at an index path, or nil when there is none.
  func item(at indexPath: IndexPath) -> ItemIdentifierType? {
    guard indexPath.count == 2, itemsBySection.indices.contains(indexPath.section) else {
      return nil
    }
    let items = itemsBySection[indexPath.section]
    return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
  }

  /// The index of a section that must exist.
  func requireSection(_ identifier: SectionIdentifierType) -> Int {
    guard let index = sectionIndexes[identifier] else {
      DiffableFailure.missingSection(identifier)
    }
    return index
  }

  /// The same data without the reload and reconfigure marks: what the data
  /// source keeps once a snapshot is applied.
  var withoutMarks: Self {
    var copy = self
    copy.reloadedSections = OrderedMarks()
    copy.reloadedItems = OrderedMarks()
    copy.reconfiguredItems = OrderedMarks()
    return copy
  }

  /// Rebuilds `sectionIndexes` after sections were inserted, deleted or moved.
  mutating func reindexSections() {
    sectionIndexes = Dictionary(
      uniqueKeysWithValues: sections.enumerated().map { ($0.element, $0.offset) })
  }
}

/// Identifiers marked for the next apply: each once, in the order marked.
struct OrderedMarks<Identifier: Hashable> {
  private(set) var values: [Identifier] = []
  private var members: Set<Identifier> = []

  mutating func insert(_ identifier: Identifier) {
    if members.insert(identifier).inserted { values.append(identifier) }
  }

  func contains(_ identifier: Identifier) -> Bool { members.contains(identifier) }

  /// Forgets the marks of identifiers that left the snapshot, so that one
  /// added again later starts unmarked.
  mutating func remove(_ identifiers: Set<Identifier>) {
    guard !members.isDisjoint(with: identifiers) else { return }
    members.subtract(identifiers)
    values.removeAll { identifiers.contains($0) }
  }
}
