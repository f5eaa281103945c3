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

  public init(
    backgroundColor: [CGFloat]? = nil, cornerRadius: CGFloat = 0, borderWidth: CGFloat = 0,
    borderColor: [CGFloat]? = nil, text: String? = nil
  ) {
    self.backgroundColor = backgroundColor
    self.cornerRadius = cornerRadius
    self.borderWidth = borderWidth
    self.borderColor = borderColor
    self.text = text
  }

  /// The look of a view: its own background, else its content view's or
  /// background view's; its layer's corners and border; its label's text.
  init(_ view: UICollectionReusableView) {
    let cell = view as? UICollectionViewCell
    let background =
      view.backgroundColor ?? cell?.contentView.backgroundColor
      ?? cell?.backgroundView?.backgroundColor
    self.init(
      backgroundColor: background.map {
        [$0.redComponent, $0.greenComponent, $0.blueComponent, $0.alphaComponent]
      },
      cornerRadius: view.layer.cornerRadius,
      borderWidth: view.layer.borderWidth,
      borderColor: view.layer.borderWidth > 0 ? view.layer.borderColor?.components : nil,
      text: view.displayedText)
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

  /// The current state as a one-frame timeline, with every element's look:
  /// a still picture of the collection view. (An engine addition.)
  public func snapshot(region: TimelineRegion = .content) -> LayoutTimeline {
    let recorder = TimelineRecorder(framesPerSecond: 60, region: region)
    recorder.appearanceSource = { [unowned self] in self.appearance(of: $0) }
    let state = currentFrameState(recorder)
    recorder.recordStep(.scroll, state: state)
    var timeline = recorder.timeline
    timeline.segments = []
    return timeline
  }
}
