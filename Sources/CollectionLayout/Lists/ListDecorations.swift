import Foundation

/// The views a list layout draws itself: the list's background behind each
/// section and the separators between rows. Their classes are the layout's
/// own, so an app registers nothing for them.
enum ListDecorations {
  /// [?] The element kind of a list section's background; UIKit's is
  /// private. Like UIKit's, it covers the whole section, insets included,
  /// so that a grouped list's grey runs between its cards.
  static let backgroundKind = "UICollectionElementKindListBackground"
  static let backgroundZIndex = 0

  /// The view class the layout makes for a list decoration of `kind`, or
  /// nil when the kind is not one of a list's.
  static func viewClass(forKind kind: String) -> UICollectionReusableView.Type? {
    switch kind {
    case backgroundKind, ListSeparators.topKind, ListSeparators.bottomKind:
      return ListDecorationView.self
    default:
      return nil
    }
  }
}

/// A list's background or separator: a view painted in the colour the
/// layout chose for it.
final class ListDecorationView: UICollectionReusableView {
  override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
    super.apply(layoutAttributes)
    backgroundColor = layoutAttributes.listStyleBox?.decorationColor
  }
}
