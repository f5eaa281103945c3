import Foundation

/// How an element looks: what a diagram needs to draw it like the app would.
/// Captured from the element's view (its layer and background) and the
/// views inside it, laid out first as the screen would lay them out.
public struct ElementAppearance: Codable, Equatable, Sendable {
  /// Red, green, blue, alpha in 0...1; nil for no background.
  public var backgroundColor: [CGFloat]?
  /// The background in the dark appearance, when a dynamic colour makes it
  /// differ from `backgroundColor`; nil (and absent from the JSON) otherwise.
  public var darkBackgroundColor: [CGFloat]?
  public var cornerRadius: CGFloat
  public var borderWidth: CGFloat
  public var borderColor: [CGFloat]?
  /// The border in the dark appearance, when it differs; see `CGColor`.
  public var darkBorderColor: [CGFloat]?
  /// The views inside it that put something on the screen, behind to
  /// front; nil (and absent from the JSON) when none does.
  public var views: [SubviewAppearance]?
  /// Text its labels hold that a phone would not show; nil when there is
  /// none.
  public var unshownText: [UnshownText]?
  /// Where a cell's content view sits when it does not simply fill the cell
  /// (moved, resized, transformed, or anchored elsewhere): see
  /// `ContentPlacement`. Nil when it fills the cell.
  public var content: ContentPlacement?
  /// The shape its layer's mask leaves visible, when a shape layer masks
  /// it; nil (and absent from the JSON) otherwise.
  public var mask: MaskOutline?

  public init(
    backgroundColor: [CGFloat]? = nil, cornerRadius: CGFloat = 0, borderWidth: CGFloat = 0,
    borderColor: [CGFloat]? = nil, views: [SubviewAppearance]? = nil,
    unshownText: [UnshownText]? = nil, content: ContentPlacement? = nil,
    mask: MaskOutline? = nil, darkBackgroundColor: [CGFloat]? = nil,
    darkBorderColor: [CGFloat]? = nil
  ) {
    self.backgroundColor = backgroundColor
    self.darkBackgroundColor = darkBackgroundColor
    self.cornerRadius = cornerRadius
    self.borderWidth = borderWidth
    self.borderColor = borderColor
    self.darkBorderColor = darkBorderColor
    self.views = views
    self.unshownText = unshownText
    self.content = content
    self.mask = mask
  }

  /// The look of a view shown in `collectionView`: its own background,
  /// else its content view's or background view's; its layer's corners,
  /// border and shape mask; the views it holds, laid out as the screen
  /// lays them out before it draws.
  init(_ view: UICollectionReusableView, in collectionView: UICollectionView) {
    view.layoutIfNeeded()
    let cell = view as? UICollectionViewCell
    let placement = cell.flatMap { ContentPlacement($0, in: collectionView) }
    let backdrop = cell.flatMap { Self.backdrop(of: $0, host: collectionView) }
    // A content view placed on its own is drawn on its own, with its colour.
    let painted = [
      view, placement == nil ? cell?.contentView : nil,
      backdrop == nil ? cell?.backgroundView : nil,
    ]
    .compactMap { $0 }.first { $0.backgroundColor != nil }
    // Around a background drawn inside it, the cell shows what is behind.
    let background =
      painted.flatMap { AppearanceColor.background(of: $0, host: collectionView) }
      ?? backdrop.map { _ in (light: [0, 0, 0, 0], dark: nil) }
    let border = view.layer.borderWidth > 0 ? view.layer.borderColor : nil
    var inside = ElementSubviews(of: view, contentApart: placement != nil, host: collectionView)
    if let backdrop { inside.drawBehind(backdrop) }
    // Corners rounded on some sides only are drawn as a mask's outline.
    let someCorners = view.layer.cornerRadius > 0 && view.layer.maskedCorners != .all
    self.init(
      backgroundColor: background?.light,
      cornerRadius: someCorners ? 0 : view.layer.cornerRadius,
      borderWidth: view.layer.borderWidth,
      borderColor: border?.components,
      views: inside.drawn.isEmpty ? nil : inside.drawn,
      unshownText: inside.unshown.isEmpty ? nil : inside.unshown, content: placement,
      mask: MaskOutline(view) ?? (someCorners ? MaskOutline(roundedCornersOf: view) : nil),
      darkBackgroundColor: background?.dark, darkBorderColor: border?.darkComponents)
  }
}

extension ElementAppearance {
  /// A background configuration that does not simply fill its cell: one
  /// inset from the cell's edges (`backgroundInsets`, leading and trailing
  /// following the layout direction) or stroked. A phone draws it as a view
  /// behind the content, with its corners and stroke, and the cell shows
  /// what is behind it around it; the diagram draws it as the first of the
  /// views the cell holds. A configuration that fills its cell stays the
  /// cell's own paint.
  static func backdrop(of cell: UICollectionViewCell, host: UICollectionView)
    -> SubviewAppearance?
  {
    guard let view = cell.backgroundView as? BackgroundConfigurationView else { return nil }
    let configuration = view.configuration
    let insets = configuration.backgroundInsets
    let stroked = configuration.strokeColor != nil && configuration.strokeWidth > 0
    guard insets != .zero || stroked else { return nil }
    let leftToRight = cell.effectiveUserInterfaceLayoutDirection == .leftToRight
    let frame = CGRect(
      x: leftToRight ? insets.leading : insets.trailing, y: insets.top,
      width: max(0, cell.bounds.width - insets.leading - insets.trailing),
      height: max(0, cell.bounds.height - insets.top - insets.bottom))
    var look = SubviewAppearance(
      frame: frame, cornerRadius: view.layer.cornerRadius, borderWidth: view.layer.borderWidth)
    if let colour = AppearanceColor.background(of: view, host: host) {
      look.backgroundColor = colour.light
      look.darkBackgroundColor = colour.dark
    }
    if view.layer.borderWidth > 0, let border = view.layer.borderColor {
      look.borderColor = border.components
      look.darkBorderColor = border.darkComponents
    }
    return look
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
  /// Its colour in the dark appearance, when that differs.
  public var darkBackgroundColor: [CGFloat]?
  /// True when the cell clips its content (`clipsToBounds`).
  public var clipped: Bool

  /// The placement of the content view of a cell shown in
  /// `collectionView`, or nil when it has none or it fills the cell
  /// untransformed.
  init?(_ cell: UICollectionViewCell, in collectionView: UICollectionView) {
    guard let content = cell.subviews.first(where: { $0 === cell.contentView }) else {
      return nil
    }
    let layer = content.layer
    let size = layer.bounds.size
    let cellBounds = cell.bounds
    // Asked for every cell of every recorded frame, and nearly always the
    // content view fills its cell untransformed: that needs no arithmetic.
    if size == cellBounds.size, layer.anchorPoint == CGPoint(x: 0.5, y: 0.5),
      layer.position == CGPoint(x: cellBounds.midX, y: cellBounds.midY),
      CATransform3DIsIdentity(layer.transform)
    {
      return nil
    }
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
    let colour = AppearanceColor.background(of: content, host: collectionView)
    backgroundColor = colour?.light
    darkBackgroundColor = colour?.dark
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
      if let cell = visibleCellsByIndexPath[key.indexPath] {
        return ElementAppearance(cell, in: self)
      }
      guard isValidItem(key.indexPath), let dataSource else { return nil }
      let cell = requestCell(at: key.indexPath, from: dataSource)
      defer { enqueueForReuse(cell) }
      // As if it were shown: a cell that moves its content in `apply(_:)`
      // is drawn with its content moved.
      show(cell, with: attributes)
      return ElementAppearance(cell, in: self)
    case .supplementaryView:
      if let view = visibleSupplementaryViews[key] { return ElementAppearance(view, in: self) }
      guard let dataSource, key.indexPath.section < numberOfSections else { return nil }
      let view = ViewRequest.$isProviding.withValue(true) {
        dataSource.collectionView(
          self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
      }
      view.appliedLayoutAttributes = attributes
      defer { enqueueForReuse(view) }
      return ElementAppearance(view, in: self)
    case .decorationView:
      if let view = visibleSupplementaryViews[key] { return ElementAppearance(view, in: self) }
      // As if it were shown: a list's background or separator takes its
      // colour from its attributes.
      let view = storedLayout.makeDecorationView(ofKind: key.kind)
      view.applyAttributes(attributes)
      return ElementAppearance(view, in: self)
    }
  }

  /// Where the content view of the cell on screen for these attributes
  /// sits now; nil for other elements, cells not on screen, and content
  /// views that fill their cell.
  func contentPlacement(of attributes: UICollectionViewLayoutAttributes) -> ContentPlacement? {
    guard attributes.representedElementCategory == .cell,
      let cell = visibleCellsByIndexPath[attributes.indexPath]
    else { return nil }
    return ContentPlacement(cell, in: self)
  }

  /// The current state as a one-frame timeline, with every element's look:
  /// a still picture of the collection view. (An engine addition.)
  public func snapshot(region: TimelineRegion = .content) -> LayoutTimeline {
    let recorder = TimelineRecorder(framesPerSecond: 60, region: region)
    recorder.appearanceSource = { [unowned self] in self.appearance(of: $0) }
    recorder.contentSource = { [unowned self] in self.contentPlacement(of: $0) }
    recorder.viewHiddenSource = { [unowned self] in self.viewIsHidden($0) }
    layoutIfNeeded()
    recorder.append(currentFrameState(recorder), at: 0)
    return recorder.timeline
  }
}
