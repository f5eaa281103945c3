import Foundation

/// The abstract base of every layout: it tells a collection view the size of
/// its content and the attributes of each element.
///
/// Subclasses override the same points as in UIKit: `prepare()`,
/// `collectionViewContentSize`, the `layoutAttributes…` queries,
/// `shouldInvalidateLayout(forBoundsChange:)` and `targetContentOffset…`.
open class UICollectionViewLayout: NSObject {
  public override init() {
    super.init()
  }

  public required init?(coder: NSCoder) {
    super.init()
  }

  /// The collection view using this layout; set when the layout is assigned.
  public internal(set) weak var collectionView: UICollectionView?

  /// The class of the attributes this layout creates.
  open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

  /// The class of the context `invalidateLayout()` sends.
  open class var invalidationContextClass: AnyClass {
    UICollectionViewLayoutInvalidationContext.self
  }

  // MARK: Computing the layout

  /// Called before the layout is next asked anything after an invalidation.
  open func prepare() {}

  open var collectionViewContentSize: CGSize { .zero }

  open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    nil
  }

  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    nil
  }

  open func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    nil
  }

  open func layoutAttributesForDecorationView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// Where scrolling should come to rest; the base layout keeps the proposal.
  open func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint,
    withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    proposedContentOffset
  }

  /// Where the content should rest after a layout change or update; the base
  /// layout keeps the proposal.
  open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint)
    -> CGPoint
  {
    proposedContentOffset
  }

  // MARK: Invalidation

  /// Marks the whole layout stale; `prepare()` runs before the next answer.
  open func invalidateLayout() {
    let context = makeInvalidationContext()
    context.invalidateEverything = true
    invalidateLayout(with: context)
  }

  /// Marks the parts the context names stale. Subclasses that keep caches
  /// override it, drop what the context names, and call super.
  open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    collectionView?.layoutDidInvalidate(with: context)
  }

  /// Whether a change of the collection view's bounds to `newBounds` makes the
  /// layout stale. While this runs, `collectionView.bounds` is still the old value.
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    false
  }

  /// The context sent when `shouldInvalidateLayout(forBoundsChange:)` says yes.
  open func invalidationContext(forBoundsChange newBounds: CGRect)
    -> UICollectionViewLayoutInvalidationContext
  {
    makeInvalidationContext()
  }

  /// A new context of this layout's `invalidationContextClass`.
  func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
    let contextClass: AnyClass = type(of: self).invalidationContextClass
    guard let type = contextClass as? UICollectionViewLayoutInvalidationContext.Type else {
      raiseUIKitException(
        reason: "\(contextClass) is not a subclass of UICollectionViewLayoutInvalidationContext")
    }
    return type.init()
  }

  // MARK: Attributes and decoration views

  /// A new attributes object of this layout's `layoutAttributesClass`.
  func makeAttributes(
    _ category: UICollectionView.ElementCategory, kind: String? = nil, indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes {
    let attributesClass: AnyClass = type(of: self).layoutAttributesClass
    guard let type = attributesClass as? UICollectionViewLayoutAttributes.Type else {
      raiseUIKitException(
        reason: "\(attributesClass) is not a subclass of UICollectionViewLayoutAttributes")
    }
    let attributes = type.init()
    attributes.setElement(category, kind: kind, indexPath: indexPath)
    return attributes
  }

  private let decorationRegistry = ReusableViewRegistry()

  /// Registers the view class drawn for decoration elements of `elementKind`.
  open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
    decorationRegistry.register(viewClass, kind: elementKind, identifier: elementKind)
  }

  /// A view for a decoration element, of the class registered for its kind.
  func makeDecorationView(ofKind kind: String) -> UICollectionReusableView {
    decorationRegistry.dequeue(kind: kind, identifier: kind)
  }
}
