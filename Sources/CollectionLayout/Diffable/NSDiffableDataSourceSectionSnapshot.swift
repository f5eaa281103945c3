import Foundation

/// The items of one section as an outline: items may have children, and a
/// parent is expanded (its children shown) or collapsed.
///
/// The section shows `visibleItems`: every root item, and the children of
/// each expanded item whose ancestors are all expanded. Applying a section
/// snapshot to a section (`apply(_:to:animatingDifferences:completion:)`)
/// diffs those visible items against what the section shows, so expanding
/// an item animates its children in and collapsing it animates them out.
/// Identifiers are unique in the outline; repeating one stops the program as
/// UIKit's exception does.
@available(iOS 14.0, *)
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable> {
  private var roots: [ItemIdentifierType] = []
  private var children: [ItemIdentifierType: [ItemIdentifierType]] = [:]
  private var parents: [ItemIdentifierType: ItemIdentifierType] = [:]
  private var members: Set<ItemIdentifierType> = []
  private var expanded: Set<ItemIdentifierType> = []

  public init() {}

  // MARK: Reading

  /// Every item, each parent before its children (depth first).
  public var items: [ItemIdentifierType] { flatten(roots, enteringCollapsed: true) }

  /// The items the section shows: collapsed items' descendants are left out.
  public var visibleItems: [ItemIdentifierType] { flatten(roots, enteringCollapsed: false) }

  public var rootItems: [ItemIdentifierType] { roots }

  public func contains(_ item: ItemIdentifierType) -> Bool { members.contains(item) }

  public func isExpanded(_ item: ItemIdentifierType) -> Bool { expanded.contains(item) }

  /// True when the item is in the outline and every ancestor is expanded.
  public func isVisible(_ item: ItemIdentifierType) -> Bool {
    guard members.contains(item) else { return false }
    return ancestors(of: item).allSatisfy(expanded.contains)
  }

  /// 0 for a root item, 1 for its children, and so on.
  public func level(of item: ItemIdentifierType) -> Int {
    requireMember(item)
    return ancestors(of: item).count
  }

  public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { parents[child] }

  /// The item's position in `items`.
  public func index(of item: ItemIdentifierType) -> Int? {
    members.contains(item) ? items.firstIndex(of: item) : nil
  }

  /// The outline under `parent`: its descendants, with `parent` itself as
  /// the one root when `includingParent` is true. Expansion states carry over.
  public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> Self {
    requireMember(parent)
    var outline = Self()
    outline.roots = includingParent ? [parent] : children[parent] ?? []
    let included = flatten(outline.roots, enteringCollapsed: true)
    outline.members = Set(included)
    for item in included {
      if let kids = children[item] { outline.children[item] = kids }
      if let up = parents[item], outline.members.contains(up) { outline.parents[item] = up }
    }
    outline.expanded = expanded.intersection(outline.members)
    return outline
  }

  /// The outline drawn as text, one item a line, indented by level: `+`
  /// marks a collapsed parent, `-` an expanded one, `*` an item without
  /// children.
  public func visualDescription() -> String {
    items.map { item in
      let marker = children[item, default: []].isEmpty ? "*" : expanded.contains(item) ? "-" : "+"
      return String(repeating: "  ", count: level(of: item)) + "\(marker) \(item)"
    }.joined(separator: "\n")
  }

  // MARK: Editing items

  /// Appends items as root items, or as the last children of `parent`.
  public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
    if let parent { requireMember(parent) }
    let position = siblings(under: parent).count
    add(items, under: parent, at: position)
  }

  public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
    requireMember(item)
    add(items, under: parents[item], at: siblings(under: parents[item]).firstIndex(of: item)!)
  }

  public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
    requireMember(item)
    add(items, under: parents[item], at: siblings(under: parents[item]).firstIndex(of: item)! + 1)
  }

  /// Removes the items and all their descendants.
  public mutating func delete(_ items: [ItemIdentifierType]) {
    for item in items { requireMember(item) }
    for item in items where members.contains(item) { remove(item) }
  }

  public mutating func deleteAll() {
    self = Self()
  }

  public mutating func expand(_ items: [ItemIdentifierType]) {
    for item in items { requireMember(item) }
    expanded.formUnion(items)
  }

  public mutating func collapse(_ items: [ItemIdentifierType]) {
    for item in items { requireMember(item) }
    expanded.subtract(items)
  }

  // MARK: Editing with outlines

  /// Adds another outline's roots as root items, or as the last children of
  /// `parent`, with their descendants and expansion states.
  public mutating func append(_ snapshot: Self, to parent: ItemIdentifierType? = nil) {
    if let parent { requireMember(parent) }
    graft(snapshot, under: parent, at: siblings(under: parent).count)
  }

  public mutating func insert(_ snapshot: Self, before item: ItemIdentifierType) {
    requireMember(item)
    graft(snapshot, under: parents[item], at: siblings(under: parents[item]).firstIndex(of: item)!)
  }

  public mutating func insert(_ snapshot: Self, after item: ItemIdentifierType) {
    requireMember(item)
    let index = siblings(under: parents[item]).firstIndex(of: item)! + 1
    graft(snapshot, under: parents[item], at: index)
  }

  /// Replaces the descendants of `parent` with the outline `snapshot`.
  public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: Self) {
    requireMember(parent)
    for child in children[parent] ?? [] { remove(child) }
    graft(snapshot, under: parent, at: 0)
  }

  // MARK: Helpers

  private func flatten(_ level: [ItemIdentifierType], enteringCollapsed: Bool)
    -> [ItemIdentifierType]
  {
    var result: [ItemIdentifierType] = []
    func visit(_ item: ItemIdentifierType) {
      result.append(item)
      guard enteringCollapsed || expanded.contains(item) else { return }
      for child in children[item] ?? [] { visit(child) }
    }
    for item in level { visit(item) }
    return result
  }

  private func ancestors(of item: ItemIdentifierType) -> [ItemIdentifierType] {
    var chain: [ItemIdentifierType] = []
    var current = parents[item]
    while let parent = current {
      chain.append(parent)
      current = parents[parent]
    }
    return chain
  }

  private func siblings(under parent: ItemIdentifierType?) -> [ItemIdentifierType] {
    guard let parent else { return roots }
    return children[parent] ?? []
  }

  private mutating func setSiblings(
    _ items: [ItemIdentifierType], under parent: ItemIdentifierType?
  ) {
    guard let parent else {
      roots = items
      return
    }
    children[parent] = items.isEmpty ? nil : items
  }

  /// Adds new leaf items among the children of `parent` at `index`.
  private mutating func add(
    _ items: [ItemIdentifierType], under parent: ItemIdentifierType?, at index: Int
  ) {
    requireNew(items)
    var level = siblings(under: parent)
    level.insert(contentsOf: items, at: index)
    setSiblings(level, under: parent)
    members.formUnion(items)
    if let parent { for item in items { parents[item] = parent } }
  }

  private mutating func graft(_ outline: Self, under parent: ItemIdentifierType?, at index: Int) {
    requireNew(outline.items)
    var level = siblings(under: parent)
    level.insert(contentsOf: outline.roots, at: index)
    setSiblings(level, under: parent)
    members.formUnion(outline.members)
    children.merge(outline.children) { mine, _ in mine }
    parents.merge(outline.parents) { mine, _ in mine }
    if let parent { for root in outline.roots { parents[root] = parent } }
    expanded.formUnion(outline.expanded)
  }

  /// Removes an item with its descendants.
  private mutating func remove(_ item: ItemIdentifierType) {
    let parent = parents[item]
    setSiblings(siblings(under: parent).filter { $0 != item }, under: parent)
    for gone in flatten([item], enteringCollapsed: true) {
      members.remove(gone)
      parents[gone] = nil
      children[gone] = nil
      expanded.remove(gone)
    }
  }

  private func requireMember(_ item: ItemIdentifierType) {
    guard members.contains(item) else {
      raiseUIKitException(
        reason:
          "Invalid item identifier: \(item) is not in the section snapshot. Check with "
          + "contains(_:) before naming it.")
    }
  }

  /// Stops when an identifier repeats within `items` or is already here.
  private func requireNew(_ items: [ItemIdentifierType]) {
    var seen = Set<ItemIdentifierType>()
    let repeated = items.filter { members.contains($0) || !seen.insert($0).inserted }
    guard repeated.isEmpty else {
      raiseUIKitException(
        reason:
          "Identifiers in a section snapshot must be unique. Duplicate item identifiers: "
          + "\(DiffableFailure.list(repeated)). Give each item of the outline its own identifier.")
    }
  }
}
