import Foundation

/// How a list row's separators look (iOS 14.5): whether the lines above and
/// below it show, how far they are inset, and their colour.
@available(iOS 14.5, *)
public struct UIListSeparatorConfiguration: Hashable {
  /// Whether a separator shows.
  public enum Visibility: Int, Hashable, Sendable {
    /// As the list's appearance decides for the row (see
    /// `ListSeparators`).
    case automatic
    case visible
    case hidden
  }

  public var topSeparatorVisibility: Visibility = .automatic
  public var bottomSeparatorVisibility: Visibility = .automatic
  /// How far the line above the row is inset; `automaticInsets` for the
  /// list's own (from the row text's leading edge to the trailing edge).
  public var topSeparatorInsets: NSDirectionalEdgeInsets = automaticInsets
  public var bottomSeparatorInsets: NSDirectionalEdgeInsets = automaticInsets
  /// The system separator colour unless set.
  public var color: UIColor = .separator
  /// The colour while several rows are selected.
  public var multipleSelectionColor: UIColor = .separator

  /// Insets that stand for "the list's own": UIKit marks each edge with a
  /// value no real inset takes, and so does the engine.
  public static let automaticInsets = NSDirectionalEdgeInsets(
    top: -.greatestFiniteMagnitude, leading: -.greatestFiniteMagnitude,
    bottom: -.greatestFiniteMagnitude, trailing: -.greatestFiniteMagnitude)

  /// The configuration a list of `listAppearance` starts with: every field
  /// automatic, the same for all five appearances.
  public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {}
}
