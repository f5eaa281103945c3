import Foundation

/// The attributes a collection view was given by its layout, kept until the
/// layout is invalidated, as UIKit keeps them.
///
/// UIKit asks `layoutAttributesForElements(in:)` for a rectangle and then
/// reuses the answers: while the bounds move it asks only about the strip
/// that becomes exposed, and an element already known keeps the attributes
/// it was given. Only an invalidation (a data change, a property change, or
/// `shouldInvalidateLayout(forBoundsChange:)` saying yes) makes it ask again.
/// That is why a layout whose attributes depend on the content offset must
/// invalidate on bounds changes, and why one that forgets to appears frozen.
struct LayoutAttributesCache {
  /// The rectangle every element of which is known.
  private(set) var validRect = CGRect.null
  private var byKey: [ElementKey: UICollectionViewLayoutAttributes] = [:]

  /// Forgets everything: the next query asks the layout afresh.
  mutating func removeAll() {
    validRect = .null
    // A layout invalidated on every frame of a scroll refills about as many
    // elements each time: keeping the storage spares regrowing it.
    byKey.removeAll(keepingCapacity: true)
  }

  /// Forgets the named elements; the others keep their attributes, and the
  /// next query asks the layout again but takes only what was forgotten.
  mutating func remove(_ keys: [ElementKey]) {
    for key in keys { byKey[key] = nil }
    validRect = .null
  }

  /// The elements whose attributes are kept.
  var keys: Dictionary<ElementKey, UICollectionViewLayoutAttributes>.Keys { byKey.keys }

  func attributes(for key: ElementKey) -> UICollectionViewLayoutAttributes? {
    byKey[key]
  }

  mutating func insert(_ attributes: UICollectionViewLayoutAttributes) {
    let key = ElementKey(attributes)
    if byKey[key] == nil { byKey[key] = attributes }
  }

  /// The elements meeting `rect`, asking `layout` only about the parts of
  /// it not known yet. What lies beyond both `rect` and `neighbourhood` (the
  /// screen and one screen around it) is let go, so the cache stays small
  /// however far the content scrolls.
  mutating func elements(
    in rect: CGRect, keepingAround neighbourhood: CGRect,
    asking layout: (CGRect) -> [UICollectionViewLayoutAttributes]
  ) -> [UICollectionViewLayoutAttributes] {
    guard !rect.isNull, !rect.isInfinite else { return [] }
    for piece in Self.parts(of: rect, outside: validRect) {
      for attributes in layout(piece) { insert(attributes) }
    }
    let union = validRect.isNull ? rect : validRect.union(rect)
    let covered = Self.isExactUnion(validRect, rect) ? union : rect
    let kept = Self.overlap(covered, neighbourhood.isNull ? rect : rect.union(neighbourhood))
    if kept != validRect || validRect.isNull {
      // Grown over the old rectangle, it still holds every kept element:
      // only a rectangle that lost ground has elements to let go.
      let grew = !validRect.isNull && kept.contains(validRect)
      validRect = kept
      if !grew { forgetElements(outside: kept) }
    }
    return sortedElements(touching: rect)
  }

  /// The elements meeting `rect`: the known ones inside the known
  /// rectangle, and the layout's answers for the rest, which are not kept.
  /// Nothing known changes, so a look past the screen leaves the screen's
  /// elements as they were. In no particular order.
  func peekElements(
    in rect: CGRect, asking layout: (CGRect) -> [UICollectionViewLayoutAttributes]
  ) -> [UICollectionViewLayoutAttributes] {
    guard !rect.isNull, !rect.isInfinite, !rect.isEmpty else { return [] }
    var found: [ElementKey: UICollectionViewLayoutAttributes] = [:]
    for piece in Self.parts(of: rect, outside: validRect) {
      for attributes in layout(piece) where attributes.frame.touches(rect) {
        found[ElementKey(attributes)] = attributes
      }
    }
    let known = validRect.isNull ? .null : Self.overlap(rect, validRect)
    if !known.isNull {
      for (key, attributes) in byKey where attributes.frame.touches(known) {
        found[key] = attributes
      }
    }
    return Array(found.values)
  }

  /// Drops what lies beyond `kept`, in place: during a scroll most elements
  /// stay, so removing the few that left beats rebuilding the dictionary.
  private mutating func forgetElements(outside kept: CGRect) {
    let leaving = byKey.compactMap { $0.value.frame.touches(kept) ? nil : $0.key }
    for key in leaving { byKey[key] = nil }
  }

  /// The known elements meeting `rect`, in key order.
  ///
  /// Why the plain-integer sort: this runs on every frame of a recording,
  /// and comparing `ElementKey`s retains and releases their strings and
  /// index paths at each comparison. The kinds present are ranked once, and
  /// the sort compares integers only.
  private func sortedElements(touching rect: CGRect) -> [UICollectionViewLayoutAttributes] {
    var hits: [(key: ElementKey, value: UICollectionViewLayoutAttributes)] = []
    hits.reserveCapacity(byKey.count)
    for entry in byKey where entry.value.frame.touches(rect) { hits.append(entry) }
    guard let orders = ElementOrder.orders(of: hits.map(\.key)) else {
      return hits.sorted { $0.key < $1.key }.map(\.value)
    }
    return orders.sorted().map { hits[$0.slot].value }
  }

  /// `rect` less `known`, as at most four rectangles (the whole of `rect`
  /// when they do not meet).
  static func parts(of rect: CGRect, outside known: CGRect) -> [CGRect] {
    guard !known.isNull else { return [rect] }
    let overlap = Self.overlap(rect, known)
    guard !overlap.isNull, overlap.width > 0 || rect.width == 0,
      overlap.height > 0 || rect.height == 0
    else { return [rect] }
    var pieces: [CGRect] = []
    if overlap.minY > rect.minY {
      pieces.append(
        CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: overlap.minY - rect.minY))
    }
    if overlap.maxY < rect.maxY {
      pieces.append(
        CGRect(x: rect.minX, y: overlap.maxY, width: rect.width, height: rect.maxY - overlap.maxY))
    }
    if overlap.minX > rect.minX {
      pieces.append(
        CGRect(
          x: rect.minX, y: overlap.minY, width: overlap.minX - rect.minX, height: overlap.height))
    }
    if overlap.maxX < rect.maxX {
      pieces.append(
        CGRect(
          x: overlap.maxX, y: overlap.minY, width: rect.maxX - overlap.maxX, height: overlap.height)
      )
    }
    return pieces
  }

  /// The part two rectangles share, edges included; null when they do not
  /// meet. (Written out because Foundation's `intersection` traps on some
  /// degenerate rectangles on Linux.)
  static func overlap(_ a: CGRect, _ b: CGRect) -> CGRect {
    guard !a.isNull, !b.isNull else { return .null }
    let minX = max(a.minX, b.minX)
    let minY = max(a.minY, b.minY)
    let maxX = min(a.maxX, b.maxX)
    let maxY = min(a.maxY, b.maxY)
    guard minX <= maxX, minY <= maxY else { return .null }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// True when the two rectangles together make a rectangle.
  static func isExactUnion(_ a: CGRect, _ b: CGRect) -> Bool {
    guard !a.isNull, !b.isNull else { return false }
    if a.contains(b) || b.contains(a) { return true }
    let sameColumn = a.minX == b.minX && a.maxX == b.maxX && a.minY <= b.maxY && b.minY <= a.maxY
    let sameRow = a.minY == b.minY && a.maxY == b.maxY && a.minX <= b.maxX && b.minX <= a.maxX
    return sameColumn || sameRow
  }
}

/// An element's place in `ElementKey` order, as plain integers: category,
/// rank of its kind among the kinds present, section, item, and its slot in
/// the list being sorted.
struct ElementOrder: Comparable {
  var category: Int
  var kindRank: Int
  var section: Int
  var item: Int
  var slot: Int

  /// The orders of `keys`, or nil when an index path is not a section and
  /// an item (the integer form would not keep `IndexPath`'s order then).
  static func orders(of keys: [ElementKey]) -> [ElementOrder]? {
    let kinds = Set(keys.map(\.kind)).sorted()
    let rank = Dictionary(uniqueKeysWithValues: kinds.enumerated().map { ($1, $0) })
    var orders: [ElementOrder] = []
    orders.reserveCapacity(keys.count)
    for (slot, key) in keys.enumerated() {
      guard key.indexPath.count == 2, let kindRank = rank[key.kind] else { return nil }
      orders.append(
        ElementOrder(
          category: Int(key.category.rawValue), kindRank: kindRank, section: key.indexPath[0],
          item: key.indexPath[1], slot: slot))
    }
    return orders
  }

  static func < (lhs: ElementOrder, rhs: ElementOrder) -> Bool {
    (lhs.category, lhs.kindRank, lhs.section, lhs.item, lhs.slot)
      < (rhs.category, rhs.kindRank, rhs.section, rhs.item, rhs.slot)
  }
}
