import Foundation

extension NSCollectionLayoutSection {
  /// A section laid out as a list (iOS 14): one full-width row per item,
  /// estimated at 44 points and as tall as its cell asks, with the
  /// appearance's insets, separators, background, and headers and footers
  /// as the configuration's modes say.
  ///
  /// The section's top and bottom insets depend on where it is in the list
  /// (the first grouped section starts 35 points down), so they are worked
  /// out when the layout solves it, as UIKit's list sections do; what the
  /// returned section's `contentInsets` holds is the leading and trailing
  /// part.
  @available(iOS 14.0, *)
  public static func list(
    using configuration: UICollectionLayoutListConfiguration,
    layoutEnvironment: any NSCollectionLayoutEnvironment
  ) -> NSCollectionLayoutSection {
    let metrics = ListEnvironment(layoutEnvironment)
    let row = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1),
      heightDimension: .estimated(ListMetrics.estimatedRowHeight))
    let item = NSCollectionLayoutItem(layoutSize: row)
    let group = NSCollectionLayoutGroup.vertical(layoutSize: row, subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    let style = ListSectionStyle(configuration, environment: metrics)
    section.contentInsetsReference = .none
    section.contentInsets = NSDirectionalEdgeInsets(
      top: 0, leading: style.sectionInset, bottom: 0, trailing: style.sectionInset)
    section.boundarySupplementaryItems = style.boundaryItems(for: configuration)
    // Reference: a plain list's headers span the whole width; every other
    // appearance's follow the section's insets.
    if configuration.appearance == .plain {
      section.supplementaryContentInsetsReference = .none
    }
    section.listStyle = style
    return section
  }
}

extension UICollectionViewCompositionalLayout {
  /// A layout whose every section is a list with `configuration`.
  @available(iOS 14.0, *)
  public static func list(using configuration: UICollectionLayoutListConfiguration)
    -> UICollectionViewCompositionalLayout
  {
    UICollectionViewCompositionalLayout { _, environment in
      .list(using: configuration, layoutEnvironment: environment)
    }
  }
}

/// What a list section needs to know about the collection view it is laid
/// out in, read from the engine's environment (a provider's own stand-in
/// environment gives the defaults: no margins, no safe area, a phone's
/// width).
struct ListEnvironment {
  var layoutMargins = NSDirectionalEdgeInsets.zero
  var safeArea = NSDirectionalEdgeInsets.zero
  var screenWidth = UIScreen.main.bounds.width
  var traitCollection: UITraitCollection

  init(_ environment: any NSCollectionLayoutEnvironment) {
    traitCollection = environment.traitCollection
    guard let engine = environment as? CompositionalLayoutEnvironment else { return }
    layoutMargins = engine.layoutMargins
    safeArea = engine.safeArea
    screenWidth = engine.screenWidth
  }
}
