import Foundation

/// Reads a flow layout's inputs (its properties, the collection view's size,
/// insets and counts, and the delegate's answers) and computes the geometry.
struct FlowGeometryBuilder {
  let layout: UICollectionViewFlowLayout
  let collectionView: UICollectionView
  let axis: FlowAxis
  let delegate: UICollectionViewDelegateFlowLayout?

  init(layout: UICollectionViewFlowLayout, collectionView: UICollectionView) {
    self.layout = layout
    self.collectionView = collectionView
    axis = FlowAxis(layout.scrollDirection)
    delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
  }

  func build() -> FlowLayoutGeometry {
    let bounds = collectionView.bounds
    let insets = axis.transpose(collectionView.adjustedContentInset)
    let logicalBounds = axis.transpose(bounds.size)
    let width = max(0, logicalBounds.width - insets.left - insets.right)
    guard width > 0, !bounds.isEmpty else { return FlowLayoutGeometry(axis: axis) }
    var sections: [FlowSection] = []
    var origin: CGFloat = 0
    for section in 0..<collectionView.numberOfSections {
      var metrics = self.metrics(of: section, width: width)
      let sizes = itemSizes(in: section)
      if axis.isHorizontal, case .varying = sizes {
        // UIKit's quirk: horizontally, the variable path puts the line spacing
        // between items of a column and the interitem spacing between columns.
        swap(&metrics.interitemSpacing, &metrics.lineSpacing)
      }
      let placed = FlowSection(origin: origin, sizes: sizes, metrics: metrics)
      sections.append(placed)
      origin = placed.end
    }
    return FlowLayoutGeometry(
      axis: axis, scale: collectionView.traitCollection.displayScale,
      mirrors: mirrorsHorizontally, width: width, sections: sections)
  }

  /// The cross-axis insets `sectionInsetReference` adds, in logical terms.
  private var referenceInsets: UIEdgeInsets {
    axis.transpose(layout.referenceSectionInsets(in: collectionView))
  }

  /// Whether the flow layout mirrors its own frames: in the direction
  /// opposite to the one it was written for, unless a subclass opted into
  /// the collection view's mirroring, which then mirrors them instead.
  private var mirrorsHorizontally: Bool {
    collectionView.effectiveUserInterfaceLayoutDirection != layout.developmentLayoutDirection
      && !layout.flipsHorizontallyInOppositeLayoutDirection
  }

  /// The section's metrics in logical terms, from the delegate where there is
  /// one, else from the layout's properties.
  private func metrics(of section: Int, width: CGFloat) -> FlowSectionMetrics {
    let cv = collectionView
    let inset = delegate?.collectionView(cv, layout: layout, insetForSectionAt: section)
    let line = delegate?.collectionView(cv, layout: layout, minimumLineSpacingForSectionAt: section)
    let interitem = delegate?.collectionView(
      cv, layout: layout, minimumInteritemSpacingForSectionAt: section)
    let header = delegate?.collectionView(
      cv, layout: layout, referenceSizeForHeaderInSection: section)
    let footer = delegate?.collectionView(
      cv, layout: layout, referenceSizeForFooterInSection: section)
    var logicalInset = axis.transpose(inset ?? layout.sectionInset)
    logicalInset.left += referenceInsets.left
    logicalInset.right += referenceInsets.right
    return FlowSectionMetrics(
      width: width,
      inset: logicalInset,
      interitemSpacing: interitem ?? layout.minimumInteritemSpacing,
      lineSpacing: line ?? layout.minimumLineSpacing,
      headerHeight: max(0, axis.transpose(header ?? layout.headerReferenceSize).height),
      footerHeight: max(0, axis.transpose(footer ?? layout.footerReferenceSize).height))
  }

  /// The sizes of a section's items in logical terms, collected only once
  /// two of them differ.
  ///
  /// An item's size is, first to last: the size its cell asked for (only
  /// while the layout estimates sizes), the delegate's `sizeForItemAt`, the
  /// estimate, `itemSize`. UIKit's order: with an estimate set it still lays
  /// an item out at the delegate's size first, and the cell's answer then
  /// replaces it.
  private func itemSizes(in section: Int) -> FlowItemSizes {
    let count = collectionView.numberOfItems(inSection: section)
    let measured = layout.measuredSizes(inSection: section)
    guard let delegate, count > 0 else {
      let size = axis.transpose(layout.effectiveItemSize)
      guard let measured, count > 0 else { return .uniform(size, count: count) }
      var sizes = Array(repeating: size, count: count)
      for (item, preferred) in measured where item < count {
        sizes[item] = axis.transpose(preferred)
      }
      // Like UIKit, the uniform path whenever every size is equal.
      return sizes.allSatisfy { $0 == size } ? .uniform(size, count: count) : .varying(sizes)
    }
    var varying: [CGSize] = []
    var first = CGSize.zero
    for item in 0..<count {
      let size =
        measured?[item].map(axis.transpose)
        ?? checkedSize(delegate, item: item, section: section)
      if item == 0 {
        first = size
      } else if varying.isEmpty && size != first {
        varying.reserveCapacity(count)
        varying.append(contentsOf: repeatElement(first, count: item))
      }
      if !varying.isEmpty { varying.append(size) }
    }
    return varying.isEmpty ? .uniform(first, count: count) : .varying(varying)
  }

  private func checkedSize(
    _ delegate: UICollectionViewDelegateFlowLayout, item: Int, section: Int
  ) -> CGSize {
    var indexPath = IndexPath(index: section)
    indexPath.append(item)
    let size = delegate.collectionView(collectionView, layout: layout, sizeForItemAt: indexPath)
    guard size.width >= 0, size.height >= 0, size.width.isFinite, size.height.isFinite else {
      raiseUIKitException(
        reason:
          "negative or non-finite sizes are not supported in the flow layout: "
          + "\(size) for the item at \(indexPath.uikitDescription)")
    }
    return axis.transpose(size)
  }
}
