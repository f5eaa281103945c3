import Foundation

/// How an element looks: what a diagram needs to draw it like the app would.
/// Captured from the element's view (its layer, background and label).
public struct ElementAppearance: Codable, Equatable, Sendable {
  /// Red, green, blue, alpha in 0...1; nil for no background.
  public var backgroundColor: [CGFloat]?
  public var cornerRadius: CGFloat
  public var borderWidth: CGFloat
  public var borderColor: [CGFloat]?
  /// The text the view shows, if it holds a label.
  public var text: String?
  /// Where a cell's content view sits when it does not simply fill the cell
  /// (moved, resized, transformed, or anchored elsewhere): see
  /// `ContentPlacement`. Nil when it fills the cell.
  public var content: ContentPlacement?
  /// The shape its layer's mask leaves visible, when a shape layer masks
  /// it; nil (and absent from the JSON) otherwise.
  public var mask: MaskOutline?

  public init(
    backgroundColor: [CGFloat]? = nil, cornerRadius: CGFloat = 0, borderWidth: CGFloat = 0,
    borderColor: [CGFloat]? = nil, text: String? = nil, content: ContentPlacement? = nil,
    mask: MaskOutline? = nil
  ) {
    self.backgroundColor = backgroundColor
    self.cornerRadius = cornerRadius
    self.borderWidth = borderWidth
    self.borderColor = borderColor
    self.text = text
    self.content = content
    self.mask = mask
  }

  /// The look of a view: its own background, else its content view's or
  /// background view's; its layer's corners, border and shape mask; its
  /// label's text.
  init(_ view: UICollectionReusableView) {
    let cell = view as? UICollectionViewCell
    let placement = cell.flatMap(ContentPlacement.init)
    // A content view placed on its own is drawn on its own, with its colour.
    let background =
      view.backgroundColor ?? (placement == nil ? cell?.contentView.backgroundColor : nil)
      ?? cell?.backgroundView?.backgroundColor
    self.init(
      backgroundColor: background.map(Self.components),
      cornerRadius: view.layer.cornerRadius,
      borderWidth: view.layer.borderWidth,
      borderColor: view.layer.borderWidth > 0 ? view.layer.borderColor?.components : nil,
      text: view.displayedText, content: placement, mask: MaskOutline(view))
  }

  static func components(_ color: UIColor) -> [CGFloat] {
    [color.redComponent, color.greenComponent, color.blueComponent, color.alphaComponent]
  }
}

/// A cell's content view as a diagram draws it: its size, its colour, and
/// the affine map from its own centred coordinates to the cell's centred
/// coordinates (its position, anchor point and layer transform combined).
public struct ContentPlacement: Codable, Equatable, Sendable {
  public var size: CGSize
  /// `a, b, c, d, tx, ty`.
  public var transform: [CGFloat]
  public var backgroundColor: [CGFloat]?
  /// True when the cell clips its content (`clipsToBounds`).
  public var clipped: Bool

  /// The placement of a cell's content view, or nil when it has none or it
  /// fills the cell untransformed.
  init?(_ cell: UICollectionViewCell) {
    guard let content = cell.subviews.first(where: { $0 === cell.contentView }) else {
      return nil
    }
    let layer = content.layer
    let size = layer.bounds.size
    let cellBounds = cell.bounds
    // Content-centred point → layer point relative to the anchor → through
    // the layer's transform → the cell's space → relative to the cell centre.
    let fromAnchor = CGAffineTransform(
      translationX: (0.5 - layer.anchorPoint.x) * size.width,
      y: (0.5 - layer.anchorPoint.y) * size.height)
    let toCell = CGAffineTransform(
      translationX: layer.position.x - cellBounds.midX, y: layer.position.y - cellBounds.midY)
    let map = fromAnchor.concatenating(layer.affineTransform()).concatenating(toCell)
    guard !(map.isIdentity && size == cellBounds.size) else { return nil }
    self.size = size
    transform = [map.a, map.b, map.c, map.d, map.tx, map.ty]
    backgroundColor = content.backgroundColor.map(ElementAppearance.components)
    clipped = cell.clipsToBounds
  }
}

extension UICollectionView {
  /// The view that shows an element, for its look: the one on screen, or one
  /// asked of the data source (or the layout, for decorations) as a prefetch
  /// would, returned to the reuse pool at once.
  func appearance(of attributes: UICollectionViewLayoutAttributes) -> ElementAppearance? {
    let key = ElementKey(attributes)
    switch attributes.representedElementCategory {
    case .cell:
      if let cell = visibleCellsByIndexPath[key.indexPath] { return ElementAppearance(cell) }
      guard isValidItem(key.indexPath), let dataSource else { return nil }
      let cell = dataSource.collectionView(self, cellForItemAt: key.indexPath)
      defer { enqueueForReuse(cell) }
      // As if it were shown: a cell that moves its content in `apply(_:)`
      // is drawn with its content moved.
      cell.applyAttributes(attributes)
      return ElementAppearance(cell)
    case .supplementaryView:
      if let view = visibleSupplementaryViews[key] { return ElementAppearance(view) }
      guard let dataSource, key.indexPath.section < numberOfSections else { return nil }
      let view = dataSource.collectionView(
        self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
      view.appliedLayoutAttributes = attributes
      defer { enqueueForReuse(view) }
      return ElementAppearance(view)
    case .decorationView:
      if let view = visibleSupplementaryViews[key] { return ElementAppearance(view) }
      return ElementAppearance(storedLayout.makeDecorationView(ofKind: key.kind))
    }
  }

  /// Where the content view of the cell on screen for these attributes
  /// sits now; nil for other elements, cells not on screen, and content
  /// views that fill their cell.
  func contentPlacement(of attributes: UICollectionViewLayoutAttributes) -> ContentPlacement? {
    guard attributes.representedElementCategory == .cell,
      let cell = visibleCellsByIndexPath[attributes.indexPath]
    else { return nil }
    return ContentPlacement(cell)
  }

  /// The current state as a one-frame timeline, with every element's look:
  /// a still picture of the collection view. (An engine addition.)
  public func snapshot(region: TimelineRegion = .content) -> LayoutTimeline {
    let recorder = TimelineRecorder(framesPerSecond: 60, region: region)
    recorder.appearanceSource = { [unowned self] in self.appearance(of: $0) }
    recorder.contentSource = { [unowned self] in self.contentPlacement(of: $0) }
    layoutIfNeeded()
    recorder.append(currentFrameState(recorder), at: 0)
    return recorder.timeline
  }
}
