import Foundation

/// Reads a compositional layout's inputs (its configuration, its sections
/// from the provider, the collection view's size, traits and counts) and
/// solves the whole layout.
struct CompositionalGeometryBuilder {
  let layout: UICollectionViewCompositionalLayout
  let collectionView: UICollectionView

  func build() -> CompositionalGeometry {
    let configuration = layout.storedConfiguration
    let axis = CompositionalAxis(configuration.scrollDirection)
    let bounds = collectionView.bounds
    guard !bounds.isEmpty else { return CompositionalGeometry(axis: axis) }
    let traits = collectionView.traitCollection
    let scale = traits.displayScale
    let rightToLeft = collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft

    // Reference 1.7: the container is the bounds size, with the insets of
    // the configuration's reference (none for a headless view by default).
    let container = CompositionalLayoutContainer(
      contentSize: bounds.size,
      contentInsets: guideInsets(configuration.contentInsetsReference, rightToLeft: rightToLeft))
    let environment = CompositionalLayoutEnvironment(
      container: container, traitCollection: traits,
      layoutMargins: NSDirectionalEdgeInsets(
        collectionView.layoutMargins, rightToLeft: rightToLeft),
      safeArea: NSDirectionalEdgeInsets(collectionView.safeAreaInsets, rightToLeft: rightToLeft),
      screenWidth: collectionView.screenWidth)
    let effective = axis.transpose(container.effectiveContentSize)
    let crossOffset = axis.logical(container.effectiveContentInsets).left
    let solver = SectionSolver(
      axis: axis, scale: scale, traitCollection: traits, crossLength: effective.width,
      mainLength: effective.height, crossOffset: crossOffset,
      guideInsets: { guideInsets($0, rightToLeft: rightToLeft) })

    let global = BoundaryItemLayout(
      configuration.boundarySupplementaryItems,
      container: solver.sizingContainer(cross: effective.width, main: effective.height),
      axis: axis)
    layout.preferredSizes.forgetUnless(counts: collectionView.counts)
    layout.rowTextLeadings.forgetUnless(counts: collectionView.counts)
    layout.preferredBoundarySizes.forgetUnless(counts: collectionView.counts)
    var position = global.headerLength
    var sections: [CompositionalSection] = []
    var placedAny = false
    for index in 0..<collectionView.numberOfSections {
      let count = collectionView.numberOfItems(inSection: index)
      let section = layout.sectionProvider(index, environment).map {
        ListSectionStyle.placed($0, index: index, sectionCount: collectionView.numberOfSections)
      }
      guard count > 0 else {
        sections.append(.empty(at: position))
        continue
      }
      guard let section else {
        raiseUIKitException(
          reason:
            "Invalid section definition. Please specify a valid section definition when "
            + "content is to be rendered for a section. This is a client error.")
      }
      // Reference 2.5: the spacing goes between non-empty sections only.
      if placedAny { position += configuration.interSectionSpacing }
      let placed = solver.solve(
        section, index: index, itemCount: count, at: position,
        measured: layout.preferredSizes.sizes(inSection: index),
        measuredBoundary: layout.preferredBoundarySizes.sizes(inSection: index))
      sections.append(placed)
      position = placed.end
      placedAny = true
    }
    let globalItems = global.place(
      start: 0, boxEnd: position,
      crossSpan: crossOffset...(crossOffset + max(0, effective.width)), liftsZIndex: false)
    let length = position + global.footerLength
    let boundsCross = axis.transpose(bounds.size).width
    let widest = sections.map(\.crossExtent).max() ?? 0
    // Reference 2.5: not rounded.
    let contentSize = axis.transpose(CGSize(width: max(boundsCross, widest), height: length))
    var geometry = CompositionalGeometry(
      axis: axis, scale: scale, mirrors: rightToLeft, contentSize: contentSize,
      sections: sections, globalItems: globalItems, environment: environment)
    geometry.rowTextLeadings = layout.rowTextLeadings
    return geometry
  }

  /// The insets of the collection view's guide a reference names, in
  /// directional terms. A headless view has no safe area, so `.automatic`
  /// and `.safeArea` give zero unless the view says otherwise. The
  /// readable-content guide is the margins narrowed to a readable width
  /// (`UIView.readableContentInsets`): the margins on a phone, a centred
  /// column on an iPad.
  private func guideInsets(_ reference: UIContentInsetsReference, rightToLeft: Bool)
    -> NSDirectionalEdgeInsets
  {
    switch reference {
    case .none: return .zero
    case .automatic, .safeArea:
      return NSDirectionalEdgeInsets(collectionView.safeAreaInsets, rightToLeft: rightToLeft)
    case .layoutMargins:
      return NSDirectionalEdgeInsets(collectionView.layoutMargins, rightToLeft: rightToLeft)
    case .readableContent:
      return NSDirectionalEdgeInsets(
        collectionView.readableContentInsets, rightToLeft: rightToLeft)
    }
  }
}
