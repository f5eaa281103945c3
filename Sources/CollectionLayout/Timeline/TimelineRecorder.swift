import Foundation

/// Which elements a timeline keeps in each frame.
public enum TimelineRegion: Sendable {
  /// Those meeting the visible bounds: what a phone would show.
  case visible
  /// Every element of the content: for diagrams of the whole layout.
  case content
  /// Those meeting the visible bounds grown by this many points on every
  /// side: the viewport and what lies just beyond it.
  case visibleWithMargin(CGFloat)
}

/// Why a recording failed. Nothing invalid is ever stored as a frame.
public enum TimelineError: Error, Equatable, CustomStringConvertible {
  /// A layout gave an element a NaN or infinite number.
  case nonFiniteAttributes(element: String, time: TimeInterval)
  /// A fling was asked for with a NaN or infinite velocity.
  case nonFiniteVelocity(CGPoint)
  /// A sampling rate that is not a positive, finite number.
  case invalidFrameRate(Double)
  /// `recordTimeline` was called while the same view was already recording.
  case alreadyRecording
  /// Completion handlers kept starting animations for this many seconds.
  case neverSettles(after: TimeInterval)

  public var description: String {
    switch self {
    case .nonFiniteAttributes(let element, let time):
      return "the layout gave \(element) a non-finite value at \(time) s"
    case .nonFiniteVelocity(let velocity):
      return "cannot fling with the non-finite velocity \(velocity)"
    case .invalidFrameRate(let rate):
      return "the frame rate must be a positive number, not \(rate)"
    case .alreadyRecording:
      return "this collection view is already recording a timeline"
    case .neverSettles(let seconds):
      return
        "animations were still running \(Int(seconds)) s after the recorded code "
        + "returned: does a completion handler start a new animation every time?"
    }
  }
}

/// Collects the frames of what a collection view shows while a
/// `recordTimeline` call runs, on the recording's own virtual clock.
final class TimelineRecorder {
  let region: TimelineRegion
  let clock: AnimationClock
  private(set) var timeline: LayoutTimeline
  private(set) var firstError: TimelineError?
  /// True while a frame is being read: reading must not start animations.
  private(set) var isSampling = false
  var identities = ElementIdentities()
  var presentation = PresentationLayer()
  /// The names in the last frame, so that elements leaving the recorded
  /// region can be followed out of the drawing.
  private(set) var lastShown: [String] = []
  /// Gives the look of an element the first time a frame shows it.
  var appearanceSource: ((UICollectionViewLayoutAttributes) -> ElementAppearance?)?
  /// The supplementary view on screen for an element, nil when none is
  /// shown (never asked of the data source): to notice a look that changed.
  var shownSupplementaryView: ((UICollectionViewLayoutAttributes) -> UICollectionReusableView?)?
  /// The cell on screen for an element, nil when none is shown.
  var shownCell: ((UICollectionViewLayoutAttributes) -> UICollectionReusableView?)?
  /// The cells that asked to restyle since the last frame: only they are
  /// compared, so that a frame in which no cell restyled costs nothing.
  var restyledCells: Set<ObjectIdentifier> = []
  /// How a view looks, taken in full (its text measured).
  var lookOfView: ((UICollectionReusableView) -> ElementAppearance)?
  /// The `appearanceSignature` of each supplementary view when its
  /// look was last compared, by element name.
  fileprivate var lookSignatures: [String: Int] = [:]
  /// Whether the view showing an element is hidden by the app itself.
  var viewHiddenSource: ((UICollectionViewLayoutAttributes) -> Bool)?
  /// The looks of the cells on screen when the recording ends, by name.
  var finalCellLooks: (() -> [(String, ElementAppearance)])?
  /// Where a shown cell's content view is at this instant.
  var contentSource: ((UICollectionViewLayoutAttributes) -> ContentPlacement?)?
  /// What the screen shows at a time of the clock.
  var frameSource: ((TimeInterval) -> FrameState)?

  init(framesPerSecond: Double, region: TimelineRegion) {
    self.region = region
    clock = AnimationClock(framesPerSecond: framesPerSecond)
    timeline = LayoutTimeline(framesPerSecond: framesPerSecond)
    clock.beforeAdvancing = { [unowned self] in
      if self.timeline.frames.isEmpty { self.sample(at: self.clock.now) }
    }
    clock.sample = { [unowned self] in self.sample(at: $0) }
  }

  /// Notes an animation of `kind` starting now (or after `delay`); returns
  /// its index among the segments, to shorten it if it is interrupted.
  @discardableResult
  func beginSegment(_ kind: LayoutTimeline.Kind, delay: TimeInterval = 0, duration: TimeInterval)
    -> Int
  {
    timeline.segments.append(
      .init(kind: kind, start: clock.now + max(0, delay), duration: max(0, duration)))
    return timeline.segments.count - 1
  }

  /// Ends a segment now: its animation was interrupted.
  func cutSegment(_ index: Int) {
    guard timeline.segments.indices.contains(index) else { return }
    let start = timeline.segments[index].start
    timeline.segments[index].duration = max(0, clock.now - start)
  }

  /// One touch event of a simulated finger: what it changed shows in the
  /// next frame, one display period later. Consecutive steps of one kind
  /// make one segment.
  func fingerStep(_ kind: LayoutTimeline.Kind) {
    let period = 1 / timeline.framesPerSecond
    if let last = timeline.segments.last, last.kind == kind,
      abs(last.start + last.duration - clock.now) < AnimationClock.epsilon
    {
      timeline.segments[timeline.segments.count - 1].duration += period
    } else {
      beginSegment(kind, duration: period)
    }
    clock.advance(by: period)
  }

  /// Plays out what is still running once the recorded code has returned,
  /// then looks again at the elements whose size changed since their look
  /// was taken.
  func finish() {
    if !clock.drain() { fail(.neverSettles(after: AnimationClock.drainLimit)) }
    timeline.segments.sort { $0.start < $1.start }
    retakeResizedAppearances()
    retakeChangedCellLooks()
  }

  /// The cells on screen at the end are looked at once more: one whose
  /// app changed what it shows without restyling it (a label's text set
  /// directly) is drawn from its last frame's look.
  private func retakeChangedCellLooks() {
    guard let finalCellLooks else { return }
    let shown = Set(lastShown)
    for (name, look) in finalCellLooks()
    where shown.contains(name) && timeline.appearances[name] != nil {
      timeline.appearances[name] = look
    }
  }

  /// Records the look of an element under `name` if none is known yet.
  /// One known at another size is noted, to be taken again at the end.
  func captureAppearance(of name: String, _ attributes: UICollectionViewLayoutAttributes) {
    // Asked for every element of every frame: one lookup when nothing
    // changed.
    if let size = capturedSizes[name] {
      if size != attributes.size {
        resizedSinceCapture[name] = attributes
      } else if !resizedSinceCapture.isEmpty {
        resizedSinceCapture[name] = nil
      }
      return
    }
    guard let look = appearanceSource?(attributes) else { return }
    timeline.appearances[name] = look
    capturedSizes[name] = attributes.size
  }

  /// The size each element had when its look was taken.
  fileprivate var capturedSizes: [String: CGSize] = [:]
  /// The latest attributes of elements last seen at another size than the
  /// one their look was taken at.
  private var resizedSinceCapture: [String: UICollectionViewLayoutAttributes] = [:]

  /// A diagram draws every element at its last state, and what a cell
  /// holds is laid out for its size: a self-sizing row first seen at its
  /// estimated height wraps its text otherwise once measured. Its look is
  /// taken again at the size it ends at (once, not on every frame).
  private func retakeResizedAppearances() {
    // Only what the last frame shows: an element gone since (a deleted
    // item) would be asked of the data source at an index path that now
    // holds another item.
    let shown = Set(lastShown)
    for (name, attributes) in resizedSinceCapture.sorted(by: { $0.key < $1.key })
    where shown.contains(name) {
      guard let look = appearanceSource?(attributes) else { continue }
      timeline.appearances[name] = look
      capturedSizes[name] = attributes.size
    }
    resizedSinceCapture.removeAll()
  }

  func fail(_ error: TimelineError) {
    if firstError == nil { firstError = error }
  }

  /// Appends the frame the screen shows at `time`.
  private func sample(at time: TimeInterval) {
    guard let frameSource else { return }
    isSampling = true
    defer { isSampling = false }
    append(frameSource(time), at: time)
    presentation.prune(at: time)
  }

  /// Appends a frame of `state` at `time`: for a still picture.
  func append(_ state: FrameState, at time: TimeInterval) {
    var snapshots: [ElementSnapshot] = []
    snapshots.reserveCapacity(state.elements.count)
    for (named, attributes) in state.elements {
      let id = renamedIfItsLookChanged(named, attributes)
      var snapshot = ElementSnapshot(id: id, attributes)
      snapshot.content = contentSource?(attributes)
      if !snapshot.isHidden, viewHiddenSource?(attributes) == true { snapshot.isHidden = true }
      guard snapshot.isFinite else {
        fail(.nonFiniteAttributes(element: id, time: time))
        return
      }
      snapshots.append(snapshot)
      captureAppearance(of: id, attributes)
    }
    snapshots.sort { $0.id < $1.id }
    lastShown = snapshots.map(\.id)
    if !restyledCells.isEmpty { restyledCells.removeAll(keepingCapacity: true) }
    if let last = timeline.frames.last, abs(last.time - time) < AnimationClock.epsilon {
      timeline.frames.removeLast()
    }
    var frame = LayoutFrame(
      time: time, contentOffset: state.contentOffset, bounds: state.bounds,
      contentSize: state.contentSize, elements: snapshots)
    frame.safeAreaInsets = state.safeAreaInsets == .zero ? nil : state.safeAreaInsets
    timeline.frames.append(frame)
  }
}

extension TimelineRecorder {
  /// A supplementary view whose look changed since it was taken (a page
  /// control's dots, a header's count), or a cell that restyled (a row
  /// selected by a tap, an outline's chevron turned), goes on under a new
  /// name from this frame: to the diagram, the old look leaves and the new
  /// one arrives in its place, so each frame shows what the phone showed
  /// then. Only a view at the size its look was taken at is compared.
  fileprivate func renamedIfItsLookChanged(
    _ name: String, _ attributes: UICollectionViewLayoutAttributes
  ) -> String {
    // A view at another size than its look was taken at is laid out anew
    // for that size; `retakeResizedAppearances` deals with it.
    // A look is taken along with its size, so a known size means a look.
    // The view first: for a cell that did not restyle, the usual case on
    // every frame, that is one check of an empty set.
    guard let view = viewToCompare(attributes), capturedSizes[name] == attributes.size else {
      return name
    }
    // Most frames change nothing a view draws: the fingerprint says so
    // without measuring any text.
    view.layoutIfNeeded()
    let signature = view.appearanceSignature
    guard lookSignatures.updateValue(signature, forKey: name) != signature,
      let look = lookOfView?(view), look != timeline.appearances[name]
    else { return name }
    let key = ElementKey(attributes)
    identities.retire(key)
    let renamed = identities.name(for: key)
    timeline.appearances[renamed] = look
    capturedSizes[renamed] = attributes.size
    lookSignatures[renamed] = signature
    return renamed
  }
}

extension TimelineRecorder {
  /// The view whose look may have changed: a supplementary view on screen,
  /// or a cell on screen that restyled since the last frame.
  fileprivate func viewToCompare(_ attributes: UICollectionViewLayoutAttributes)
    -> UICollectionReusableView?
  {
    switch attributes.representedElementCategory {
    case .supplementaryView:
      return shownSupplementaryView?(attributes)
    case .cell:
      guard !restyledCells.isEmpty, let cell = shownCell?(attributes),
        restyledCells.contains(ObjectIdentifier(cell))
      else { return nil }
      return cell
    default:
      return nil
    }
  }
}

/// What a collection view shows at one instant: scroll state and elements,
/// each with its timeline identity.
struct FrameState {
  var contentOffset: CGPoint
  var bounds: CGRect
  var contentSize: CGSize
  var elements: [(String, UICollectionViewLayoutAttributes)]
  /// The collection view's safe area: what bars and the device cover.
  var safeAreaInsets = UIEdgeInsets.zero
}

/// Gives each element a name that stays with it for the whole timeline.
///
/// An element is first named after its category and index path ("cell 0.3",
/// "header 1"); when a batch update moves it, the name follows it to its new
/// index path. A name is never reused for another element.
struct ElementIdentities {
  private var names: [ElementKey: String] = [:]
  private var keys: [String: ElementKey] = [:]
  private var used: Set<String> = []

  /// The element a name stands for now, if it still exists.
  func key(for name: String) -> ElementKey? {
    keys[name]
  }

  mutating func name(for key: ElementKey) -> String {
    if let name = names[key] { return name }
    let base = Self.baseName(key)
    var name = base
    var suffix = 2
    while used.contains(name) {
      name = "\(base)#\(suffix)"
      suffix += 1
    }
    used.insert(name)
    names[key] = name
    keys[name] = key
    return name
  }

  /// Gives the element a new name from now on; the old one stays used, so
  /// it is never given again.
  mutating func retire(_ key: ElementKey) {
    guard let name = names.removeValue(forKey: key) else { return }
    keys[name] = nil
  }

  /// The names after an update: `newKey` gives each surviving element's key
  /// after it, nil for those that disappeared.
  mutating func remap(_ newKey: (ElementKey) -> ElementKey?) {
    var remapped: [ElementKey: String] = [:]
    for (key, name) in names {
      if let moved = newKey(key) { remapped[moved] = name }
    }
    names = remapped
    keys = Dictionary(remapped.map { ($0.value, $0.key) }) { first, _ in first }
  }

  private static func baseName(_ key: ElementKey) -> String {
    let path = key.indexPath.map(String.init).joined(separator: ".")
    switch key.category {
    case .cell:
      return "cell \(path)"
    case .supplementaryView:
      switch key.kind {
      case UICollectionView.elementKindSectionHeader: return "header \(key.indexPath.section)"
      case UICollectionView.elementKindSectionFooter: return "footer \(key.indexPath.section)"
      default: return "\(key.kind) \(path)"
      }
    case .decorationView:
      return "decoration \(key.kind) \(path)"
    }
  }
}

extension UICollectionView {
  /// Records what this collection view shows while `body` runs and until
  /// every animation it started has ended, as one timeline sampled
  /// `framesPerSecond` times a second (or `LayoutTimeline.defaultFramesPerSecond`
  /// times when no rate is given).
  ///
  /// `body` runs as one turn of a device's run loop: the animations it
  /// starts (scrolls, updates, layout switches, view animation blocks) all
  /// begin at the same instant, and properties read inside it have their
  /// model values (after `setContentOffset(_:animated: true)`, the offset has
  /// not moved yet). Time passes inside `body` only where it would on a
  /// device: `RunLoop.main.run(until:)`, and the engine's simulated fingers
  /// (`simulateDrag`, interactive movement and transitions). Completion
  /// handlers run when their animations end. Changes made without
  /// animation and without time passing add no frames. (An engine
  /// addition: UIKit has no recorder.)
  public func recordTimeline(
    framesPerSecond: Double? = nil, region: TimelineRegion = .visible,
    _ body: () throws -> Void
  ) throws -> LayoutTimeline {
    let framesPerSecond = framesPerSecond ?? LayoutTimeline.defaultFramesPerSecond
    guard framesPerSecond > 0, framesPerSecond.isFinite else {
      throw TimelineError.invalidFrameRate(framesPerSecond)
    }
    guard timelineRecorder == nil else { throw TimelineError.alreadyRecording }
    let recorder = TimelineRecorder(framesPerSecond: framesPerSecond, region: region)
    recorder.appearanceSource = { [unowned self] in self.appearance(of: $0) }
    recorder.viewHiddenSource = { [unowned self] in self.viewIsHidden($0) }
    recorder.shownSupplementaryView = { [unowned self] in
      self.visibleSupplementaryViews[ElementKey($0)]
    }
    recorder.shownCell = { [unowned self] in self.visibleCellsByIndexPath[$0.indexPath] }
    recorder.lookOfView = { [unowned self] in ElementAppearance($0, in: self) }
    recorder.finalCellLooks = { [unowned self, unowned recorder] in
      self.visibleCellLooks(recorder)
    }
    recorder.contentSource = { [unowned self] in self.contentPlacement(of: $0) }
    recorder.frameSource = { [unowned self, unowned recorder] in
      self.presentedFrameState(recorder, at: $0)
    }
    timelineRecorder = recorder
    defer { timelineRecorder = nil }
    layoutIfNeeded()
    try AnimationClock.whileRunning(recorder.clock) {
      try body()
      recorder.finish()
    }
    if let error = recorder.firstError { throw error }
    return recorder.timeline
  }

  /// Whether the view on screen for the element is hidden (`isHidden`), as
  /// an app may hide one itself; a phone draws nothing for it.
  func viewIsHidden(_ attributes: UICollectionViewLayoutAttributes) -> Bool {
    switch attributes.representedElementCategory {
    case .cell: return visibleCellsByIndexPath[attributes.indexPath]?.isHidden ?? false
    default: return visibleSupplementaryViews[ElementKey(attributes)]?.isHidden ?? false
    }
  }

  /// The look of every cell on screen now, under its name in the recording.
  func visibleCellLooks(_ recorder: TimelineRecorder) -> [(String, ElementAppearance)] {
    visibleCellsByIndexPath.sorted { $0.key < $1.key }.map { indexPath, cell in
      let key = ElementKey(
        category: .cell, kind: ReusableViewRegistry.cellKind, indexPath: indexPath)
      return (recorder.identities.name(for: key), ElementAppearance(cell, in: self))
    }
  }

  /// The recorder to report an animation to, unless a frame is being read.
  var activeRecorder: TimelineRecorder? {
    guard let recorder = timelineRecorder, !recorder.isSampling else { return nil }
    return recorder
  }

  /// The rectangle whose elements a frame keeps, around the shown bounds.
  func recordedRect(_ region: TimelineRegion, around shown: CGRect? = nil) -> CGRect {
    let visible = shown ?? visibleRect
    switch region {
    case .visible:
      return visible
    case .visibleWithMargin(let margin):
      return visible.insetBy(dx: -max(margin, 0), dy: -max(margin, 0))
    case .content:
      let size = collectionViewLayout.collectionViewContentSize
      return CGRect(x: 0, y: 0, width: max(size.width, 1), height: max(size.height, 1))
        .union(visible)
    }
  }

  /// The model's elements meeting `rect`, with every element named.
  func namedModelElements(in rect: CGRect, _ recorder: TimelineRecorder)
    -> [(String, UICollectionViewLayoutAttributes)]
  {
    layoutIfNeeded()
    return substitutingMovingItem(cachedAttributes(in: rect)).map {
      (recorder.identities.name(for: ElementKey($0)), $0)
    }
  }

  /// The current state with no animation in flight: for a still picture.
  func currentFrameState(_ recorder: TimelineRecorder) -> FrameState {
    FrameState(
      contentOffset: contentOffset, bounds: bounds, contentSize: contentSize,
      elements: namedModelElements(in: recordedRect(recorder.region), recorder),
      safeAreaInsets: safeAreaInsets)
  }

  /// What the screen shows at `time`: the model's elements in the recorded
  /// region around the shown bounds, each still animating one where its
  /// animation has it, and elements that just left the region following
  /// the content out of the drawing (half a screen beyond it) rather than
  /// vanishing where they were last recorded.
  func presentedFrameState(_ recorder: TimelineRecorder, at time: TimeInterval) -> FrameState {
    layoutIfNeeded()
    let offset = recorder.presentation.contentOffset(at: time, model: contentOffset)
    let shown = CGRect(origin: offset, size: bounds.size)
    let rect = recordedRect(recorder.region, around: shown)
    var elements = Dictionary(namedModelElements(in: rect, recorder)) { first, _ in first }
    for (name, animation) in recorder.presentation.elements {
      if animation.timing.hasEnded(at: time) {
        if animation.removesAtEnd { elements[name] = nil }
        continue
      }
      let model = elements[name] ?? modelAttributes(named: name, recorder)
      elements[name] = animation.attributes(at: time, model: model)
    }
    let trailing = rect.insetBy(dx: -bounds.width / 2, dy: -bounds.height / 2)
    for name in recorder.lastShown where elements[name] == nil {
      if let model = modelAttributes(named: name, recorder), model.frame.touches(trailing) {
        elements[name] = model
      }
    }
    return FrameState(
      contentOffset: offset, bounds: shown, contentSize: contentSize,
      elements: elements.sorted { $0.key < $1.key }.map { ($0.key, $0.value) },
      safeAreaInsets: safeAreaInsets)
  }

  /// The model's attributes for the element a recording calls `name`.
  private func modelAttributes(named name: String, _ recorder: TimelineRecorder)
    -> UICollectionViewLayoutAttributes?
  {
    guard let key = recorder.identities.key(for: name) else { return nil }
    if key.category == .cell, let moving = movement, moving.current == key.indexPath {
      return viewAttributes(
        storedLayout.layoutAttributesForInteractivelyMovingItem(
          at: moving.current, withTargetPosition: layoutPoint(moving.position)))
    }
    return cachedAttributes(for: key)
  }

  /// The shown attributes of every element still animating at `now`: where a
  /// new animation of one of them starts.
  func elementsInFlight(_ recorder: TimelineRecorder) -> [String: UICollectionViewLayoutAttributes]
  {
    let now = recorder.clock.now
    var shown: [String: UICollectionViewLayoutAttributes] = [:]
    for (name, animation) in recorder.presentation.elements
    where !animation.timing.hasEnded(at: now) {
      shown[name] = animation.attributes(at: now, model: modelAttributes(named: name, recorder))
    }
    return shown
  }
}
