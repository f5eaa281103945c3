import Foundation

/// The engine's container: for a section provider, the collection view's
/// bounds size with the insets of the configuration's
/// `contentInsetsReference`; for a custom group, the group's size and
/// contentInsets.
struct CompositionalLayoutContainer: NSCollectionLayoutContainer {
  let contentSize: CGSize
  let contentInsets: NSDirectionalEdgeInsets

  /// Insets below this are fractions of the container's length
  /// (reference 2.2 and quirk 11).
  static let fractionalInsetLimit: CGFloat = 0.5

  /// One inset as the solver reads it: a value in (0, 0.5) is a fraction of
  /// `length`, anything else is points.
  static func effectiveInset(_ inset: CGFloat, length: CGFloat) -> CGFloat {
    inset > 0 && inset < fractionalInsetLimit ? inset * length : inset
  }

  static func effectiveInsets(_ insets: NSDirectionalEdgeInsets, in size: CGSize)
    -> NSDirectionalEdgeInsets
  {
    NSDirectionalEdgeInsets(
      top: effectiveInset(insets.top, length: size.height),
      leading: effectiveInset(insets.leading, length: size.width),
      bottom: effectiveInset(insets.bottom, length: size.height),
      trailing: effectiveInset(insets.trailing, length: size.width))
  }

  var effectiveContentInsets: NSDirectionalEdgeInsets {
    Self.effectiveInsets(contentInsets, in: contentSize)
  }

  var effectiveContentSize: CGSize {
    let insets = effectiveContentInsets
    return CGSize(
      width: contentSize.width - insets.horizontal, height: contentSize.height - insets.vertical)
  }
}
