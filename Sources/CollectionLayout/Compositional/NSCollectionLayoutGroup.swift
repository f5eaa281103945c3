import Foundation

/// What a custom group's provider computes: the frames of its items, relative
/// to the group, from an environment whose container is the group.
public typealias NSCollectionLayoutGroupCustomItemProvider =
  (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]

/// An item made of items: it arranges its subitems along one axis (or by a
/// provider's frames) inside its own size. A section repeats one group.
///
/// The three ways of filling a horizontal or vertical group differ exactly
/// as in UIKit (reference 1.3):
/// - `subitems:` repeats the subitems cyclically for as long as they fit;
/// - `subitem:count:` makes `count` equal items that fill the group, by
///   replacing the subitem's length along the axis with `1.0/count` of it;
/// - `repeatingSubitem:count:` (iOS 16) places `count` copies at the
///   subitem's own size, whether or not they fit.
@available(iOS 13.0, *)
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
  /// How the group places its subitems.
  enum Arrangement {
    case horizontal
    case vertical
    case custom(NSCollectionLayoutGroupCustomItemProvider)
  }

  /// How many subitems a horizontal or vertical group places.
  enum Filling {
    /// Cycle through the subitems while they fit.
    case repeating
    /// Exactly this many, without checking that they fit.
    case counted(Int)
  }

  let arrangement: Arrangement
  let filling: Filling
  public let subitems: [NSCollectionLayoutItem]
  private var groupSupplementaryItems: [NSCollectionLayoutSupplementaryItem] = []

  /// The space between neighbouring subitems; fixed zero unless set.
  open var interItemSpacing: NSCollectionLayoutSpacing? = .fixed(0)

  init(
    layoutSize: NSCollectionLayoutSize, arrangement: Arrangement, filling: Filling,
    subitems: [NSCollectionLayoutItem]
  ) {
    if case .counted(let count) = filling, count < 1 {
      // [?] UIKit's message for a zero count is not recorded; the rule that
      // counted groups hold exactly one subitem is (reference 1.3).
      raiseUIKitException(
        "NSInvalidArgumentException",
        reason: "a group's count must be at least 1 (got \(count))")
    }
    if case .custom = arrangement {
    } else if subitems.isEmpty {
      raiseUIKitException(
        "NSInvalidArgumentException", reason: "a group must have at least one subitem")
    }
    self.arrangement = arrangement
    self.filling = filling
    self.subitems = subitems
    super.init(layoutSize: layoutSize, supplementaryItems: [])
  }

  /// Supplementary items attached to the group. Stored; the engine does not
  /// lay them out yet (items' own supplementary items are laid out).
  open override var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
    get { groupSupplementaryItems }
    set { groupSupplementaryItems = newValue }
  }

  // MARK: Horizontal groups

  public static func horizontal(
    layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      layoutSize: layoutSize, arrangement: .horizontal, filling: .repeating, subitems: subitems)
  }

  /// `count` equal items filling the group's width. Deprecated in iOS 16 in
  /// favour of `repeatingSubitem:count:`, which keeps the subitem's width.
  public static func horizontal(
    layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    counted(layoutSize: layoutSize, arrangement: .horizontal, subitem: subitem, count: count)
  }

  /// iOS 16: `count` copies of the subitem at its own width; the caller
  /// makes sure they fit.
  @available(iOS 16.0, *)
  public static func horizontal(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
    count: Int
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      layoutSize: layoutSize, arrangement: .horizontal, filling: .counted(count),
      subitems: [subitem])
  }

  // MARK: Vertical groups

  public static func vertical(
    layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      layoutSize: layoutSize, arrangement: .vertical, filling: .repeating, subitems: subitems)
  }

  /// `count` equal items filling the group's height. Deprecated in iOS 16 in
  /// favour of `repeatingSubitem:count:`.
  public static func vertical(
    layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    counted(layoutSize: layoutSize, arrangement: .vertical, subitem: subitem, count: count)
  }

  /// iOS 16: `count` copies of the subitem at its own height.
  @available(iOS 16.0, *)
  public static func vertical(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
    count: Int
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      layoutSize: layoutSize, arrangement: .vertical, filling: .counted(count),
      subitems: [subitem])
  }

  // MARK: Custom groups

  /// A group whose item frames a closure computes. The closure sees an
  /// environment whose container is the group (its size, its contentInsets)
  /// and returns frames relative to the group.
  public static func custom(
    layoutSize: NSCollectionLayoutSize,
    itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      layoutSize: layoutSize, arrangement: .custom(itemProvider), filling: .repeating,
      subitems: [])
  }

  /// UIKit copies the subitem and gives it `fractionalWidth(1.0/count)`
  /// (vertically `fractionalHeight`) along the axis, keeping its other
  /// dimension; the fraction is computed exactly so (reference 2.2).
  private static func counted(
    layoutSize: NSCollectionLayoutSize, arrangement: Arrangement, subitem: NSCollectionLayoutItem,
    count: Int
  ) -> NSCollectionLayoutGroup {
    let horizontal = if case .horizontal = arrangement { true } else { false }
    let fraction = 1.0 / CGFloat(max(count, 1))
    let share: NSCollectionLayoutDimension =
      horizontal ? .fractionalWidth(fraction) : .fractionalHeight(fraction)
    let item = subitem.resized(
      to: subitem.layoutSize.replacing(horizontally: horizontal, with: share))
    return NSCollectionLayoutGroup(
      layoutSize: layoutSize, arrangement: arrangement, filling: .counted(count), subitems: [item])
  }

  /// True when the group lays its subitems out left to right; nil for a
  /// custom group, which has no axis.
  var isHorizontal: Bool? {
    switch arrangement {
    case .horizontal: return true
    case .vertical: return false
    case .custom: return nil
    }
  }

  override func resized(to size: NSCollectionLayoutSize) -> NSCollectionLayoutItem {
    let copy = NSCollectionLayoutGroup(
      layoutSize: size, arrangement: arrangement, filling: filling, subitems: subitems)
    copy.contentInsets = contentInsets
    copy.edgeSpacing = edgeSpacing
    copy.interItemSpacing = interItemSpacing
    copy.supplementaryItems = supplementaryItems
    return copy
  }

  /// A plain-text outline of the group and its subitems. UIKit draws boxes;
  /// this lists the same facts.
  open func visualDescription() -> String {
    outline(depth: 0).joined(separator: "\n")
  }

  private func outline(depth: Int) -> [String] {
    let indent = String(repeating: "  ", count: depth)
    let kind: String
    switch arrangement {
    case .horizontal: kind = "horizontal"
    case .vertical: kind = "vertical"
    case .custom: kind = "custom"
    }
    var filled = ""
    if case .counted(let count) = filling { filled = " count=\(count)" }
    var lines = [
      "\(indent)\(kind) group size=\(layoutSize)\(filled) "
        + "spacing=\(interItemSpacing.map(\.description) ?? "nil") insets=\(contentInsets)"
    ]
    for subitem in subitems {
      if let group = subitem as? NSCollectionLayoutGroup {
        lines += group.outline(depth: depth + 1)
      } else {
        lines.append("\(indent)  item size=\(subitem.layoutSize) insets=\(subitem.contentInsets)")
      }
    }
    return lines
  }
}
