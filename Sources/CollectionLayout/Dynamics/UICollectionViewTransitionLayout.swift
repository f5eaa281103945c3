import Foundation

/// The layout installed during an interactive transition: every element sits
/// `transitionProgress` of the way from the current layout's attributes to the
/// next layout's.
open class UICollectionViewTransitionLayout: UICollectionViewLayout {
  public let currentLayout: UICollectionViewLayout
  public let nextLayout: UICollectionViewLayout
  private var animatedValues: [String: CGFloat] = [:]

  public init(currentLayout: UICollectionViewLayout, nextLayout: UICollectionViewLayout) {
    self.currentLayout = currentLayout
    self.nextLayout = nextLayout
    super.init()
  }

  public required init?(coder: NSCoder) {
    fatalError("UICollectionViewTransitionLayout cannot be decoded")
  }

  /// From 0 (the current layout) to 1 (the next). Setting it moves nothing
  /// by itself: Apple's documentation asks the code that sets it to call
  /// `invalidateLayout()` "to force the collection view to update item
  /// positions", and the items move at that call (which, while a timeline
  /// is recorded, adds a frame). Whether UIKit's setter also invalidates is
  /// not documented; the engine's does not.
  open var transitionProgress: CGFloat = 0

  /// The progress the elements are placed at: `transitionProgress` when the
  /// layout was last prepared, after an invalidation.
  private var preparedProgress: CGFloat = 0
  /// True while an animation's sampler moves the progress: no frame of its
  /// own.
  private var isSampled = false

  open override func prepare() {
    super.prepare()
    preparedProgress = transitionProgress
  }

  /// Invalidation is what moves the items to a new progress: the collection
  /// view lays out again (and a recorded gesture takes a step).
  open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    super.invalidateLayout(with: context)
    guard !isSampled, transitionProgress != preparedProgress else { return }
    collectionView?.transitionProgressDidChange()
  }

  /// Sets the progress while an animation is being sampled: no frame of its own.
  func setProgressQuietly(_ progress: CGFloat) {
    guard progress != transitionProgress else { return }
    isSampled = true
    defer { isSampled = false }
    transitionProgress = progress
    invalidateLayout()
  }

  /// Stores a value a subclass interpolates itself, such as a custom property.
  open func updateValue(_ value: CGFloat, forAnimatedKey key: String) {
    animatedValues[key] = value
  }

  open func value(forAnimatedKey key: String) -> CGFloat {
    animatedValues[key] ?? 0
  }

  open override var collectionViewContentSize: CGSize {
    let from = currentLayout.collectionViewContentSize
    let to = nextLayout.collectionViewContentSize
    let t = preparedProgress
    return CGSize(
      width: from.width + (to.width - from.width) * t,
      height: from.height + (to.height - from.height) * t)
  }

  open override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    let from = Dictionary(
      (currentLayout.layoutAttributesForElements(in: rect) ?? []).map { (ElementKey($0), $0) }
    ) { first, _ in first }
    let to = Dictionary(
      (nextLayout.layoutAttributesForElements(in: rect) ?? []).map { (ElementKey($0), $0) }
    ) { first, _ in first }
    return Set(from.keys).union(to.keys).sorted().compactMap { blend($0, from[$0], to[$0]) }
  }

  open override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    blend(
      ElementKey(category: .cell, kind: ReusableViewRegistry.cellKind, indexPath: indexPath), nil,
      nil)
  }

  open override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    blend(
      ElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath), nil, nil)
  }

  /// One element between the two layouts; an element only one layout has
  /// fades in or out in place.
  private func blend(
    _ key: ElementKey, _ fromHint: UICollectionViewLayoutAttributes?,
    _ toHint: UICollectionViewLayoutAttributes?
  ) -> UICollectionViewLayoutAttributes? {
    let from = fromHint ?? currentLayout.attributes(for: key)
    let to = toHint ?? nextLayout.attributes(for: key)
    let progress = Double(preparedProgress)
    switch (from, to) {
    case (let from?, let to?): return from.interpolated(to: to, progress)
    case (let from?, nil): return from.interpolated(to: from.faded(), progress)
    case (nil, let to?): return to.faded().interpolated(to: to, progress)
    case (nil, nil): return nil
    }
  }
}

/// A running interactive transition and what to call when it ends.
struct InteractiveTransition {
  let layout: UICollectionViewTransitionLayout
  let completion: UICollectionView.LayoutInteractiveTransitionCompletion?
}

extension UICollectionView {
  /// Called with whether the transition completed (reached the next layout)
  /// and whether it finished rather than being interrupted.
  public typealias LayoutInteractiveTransitionCompletion = (Bool, Bool) -> Void

  /// Installs a transition layout between the current layout and `layout`;
  /// its `transitionProgress` then drives every element between the two.
  @discardableResult
  public func startInteractiveTransition(
    to layout: UICollectionViewLayout, completion: LayoutInteractiveTransitionCompletion? = nil
  ) -> UICollectionViewTransitionLayout {
    layoutIfNeeded()
    discardPrefetched()
    let current = storedLayout
    let transition =
      delegate?.collectionView(self, transitionLayoutForOldLayout: current, newLayout: layout)
      ?? UICollectionViewTransitionLayout(currentLayout: current, nextLayout: layout)
    current.prepareForTransition(to: layout)
    layout.collectionView = self
    layout.prepareForTransition(from: current)
    layout.prepare()
    storedLayout = transition
    transition.collectionView = self
    current.collectionView = self
    layoutNeedsPrepare = true
    interactiveTransition = InteractiveTransition(layout: transition, completion: completion)
    transitionProgressDidChange()
    return transition
  }

  /// Animates the transition to the next layout and installs it.
  public func finishInteractiveTransition() {
    endInteractiveTransition(completed: true)
  }

  /// Animates the transition back to the current layout and keeps it.
  public func cancelInteractiveTransition() {
    endInteractiveTransition(completed: false)
  }

  /// A new progress while a timeline is recorded stands for one touch
  /// event of the gesture driving the transition: one frame passes.
  func transitionProgressDidChange() {
    setNeedsLayout()
    layoutIfNeeded()
    activeRecorder?.fingerStep(.interactiveTransition)
  }

  /// Plays the transition to its end (or back to its start) with the
  /// current animation's duration and curve; when it gets there the final
  /// layout is installed and the completion runs. While recording, this
  /// happens on the clock, after the call returns.
  private func endInteractiveTransition(completed: Bool) {
    guard let running = interactiveTransition else { return }
    interactiveTransition = nil
    let transition = running.layout
    let target: CGFloat = completed ? 1 : 0
    guard let recorder = activeRecorder, AnimationContext.animationsEnabled else {
      install(after: running, completed: completed)
      return
    }
    let from = transition.transitionProgress
    let animation = AnimationContext.current
    recorder.beginSegment(
      .interactiveTransition, delay: animation.delay, duration: animation.duration)
    recorder.clock.start(
      .transition, delay: animation.delay, duration: animation.duration,
      step: { [unowned self] elapsed in
        let p =
          animation.duration > 0 ? animation.curve.progress(at: elapsed / animation.duration) : 1
        transition.setProgressQuietly(from + (target - from) * CGFloat(p))
        self.setNeedsLayout()
      },
      finish: { [unowned self] _ in self.install(after: running, completed: completed) })
  }

  /// Installs the layout a finished interactive transition ends on.
  private func install(after running: InteractiveTransition, completed: Bool) {
    let transition = running.layout
    let final = completed ? transition.nextLayout : transition.currentLayout
    let other = completed ? transition.currentLayout : transition.nextLayout
    install(final)
    if other.collectionView === self { other.collectionView = nil }
    transition.collectionView = nil
    transition.currentLayout.finalizeLayoutTransition()
    transition.nextLayout.finalizeLayoutTransition()
    prepareLayoutIfNeeded()
    moveContentOffset(to: restingOffset(proposed: contentOffset))
    layoutIfNeeded()
    running.completion?(completed, true)
  }
}
