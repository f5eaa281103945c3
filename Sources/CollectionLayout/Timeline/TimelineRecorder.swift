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
    }
  }
}

/// Collects the frames of the animations a collection view plays while a
/// `recordTimeline` call is running.
final class TimelineRecorder {
  let region: TimelineRegion
  private(set) var timeline: LayoutTimeline
  private(set) var firstError: TimelineError?
  /// True while a segment is being sampled: changes made to produce a frame
  /// must not start animations of their own.
  private(set) var isSampling = false
  var identities = ElementIdentities()
  private var clock: TimeInterval = 0
  /// Gives the look of an element the first time a frame shows it.
  var appearanceSource: ((UICollectionViewLayoutAttributes) -> ElementAppearance?)?
  /// Where a shown cell's content view is at this instant.
  var contentSource: ((UICollectionViewLayoutAttributes) -> ContentPlacement?)?

  init(framesPerSecond: Double, region: TimelineRegion) {
    self.region = region
    timeline = LayoutTimeline(framesPerSecond: framesPerSecond)
  }

  /// Appends one animation of `duration` seconds: `state` gives what the view
  /// shows at each elapsed time. The segment's first sample is skipped when it
  /// continues a previous segment, whose last frame already shows that state.
  func record(
    _ kind: LayoutTimeline.Kind, duration: TimeInterval,
    state: (TimeInterval) -> FrameState
  ) {
    isSampling = true
    defer { isSampling = false }
    guard duration > 0, duration.isFinite else {
      // No time to animate over: the change happens at once, as without animation.
      _ = state(0)
      return
    }
    let rate = timeline.framesPerSecond
    // The small allowance keeps 0.3 s at 10 fps from becoming 4 steps.
    let steps = max(1, Int((duration * rate - 1e-9).rounded(.up)))
    let start = clock
    for step in (timeline.frames.isEmpty ? 0 : 1)...steps {
      let elapsed = min(duration, Double(step) / rate)
      append(state(elapsed), at: start + elapsed)
    }
    timeline.segments.append(.init(kind: kind, start: start, duration: duration))
    clock = start + duration
  }

  /// Records a frame that shows a state without any animation time, such as
  /// one step of an interactive transition; the clock advances one sample.
  func recordStep(_ kind: LayoutTimeline.Kind, state: FrameState) {
    isSampling = true
    defer { isSampling = false }
    let step = timeline.frames.isEmpty ? 0 : 1 / timeline.framesPerSecond
    append(state, at: clock + step)
    timeline.segments.append(.init(kind: kind, start: clock, duration: step))
    clock += step
  }

  /// Records the look of an element under `name` if none is known yet.
  func captureAppearance(of name: String, _ attributes: UICollectionViewLayoutAttributes) {
    guard timeline.appearances[name] == nil, let look = appearanceSource?(attributes) else {
      return
    }
    timeline.appearances[name] = look
  }

  func fail(_ error: TimelineError) {
    if firstError == nil { firstError = error }
  }

  private func append(_ state: FrameState, at time: TimeInterval) {
    var snapshots: [ElementSnapshot] = []
    snapshots.reserveCapacity(state.elements.count)
    for (id, attributes) in state.elements {
      var snapshot = ElementSnapshot(id: id, attributes)
      snapshot.content = contentSource?(attributes)
      guard snapshot.isFinite else {
        fail(.nonFiniteAttributes(element: id, time: time))
        return
      }
      snapshots.append(snapshot)
      captureAppearance(of: id, attributes)
    }
    snapshots.sort { $0.id < $1.id }
    timeline.frames.append(
      LayoutFrame(
        time: time, contentOffset: state.contentOffset, bounds: state.bounds,
        contentSize: state.contentSize, elements: snapshots))
  }
}

/// What a collection view shows at one instant: scroll state and elements,
/// each with its timeline identity.
struct FrameState {
  var contentOffset: CGPoint
  var bounds: CGRect
  var contentSize: CGSize
  var elements: [(String, UICollectionViewLayoutAttributes)]
}

/// Gives each element a name that stays with it for the whole timeline.
///
/// An element is first named after its category and index path ("cell 0.3",
/// "header 1"); when a batch update moves it, the name follows it to its new
/// index path. A name is never reused for another element.
struct ElementIdentities {
  private var names: [ElementKey: String] = [:]
  private var used: Set<String> = []

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
    return name
  }

  /// The names after an update: `newKey` gives each surviving element's key
  /// after it, nil for those that disappeared.
  mutating func remap(_ newKey: (ElementKey) -> ElementKey?) {
    var remapped: [ElementKey: String] = [:]
    for (key, name) in names {
      if let moved = newKey(key) { remapped[moved] = name }
    }
    names = remapped
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
  /// Records every animated change `body` makes to this collection view
  /// (scrolls, flings, batch updates, layout switches, interactive movement
  /// and transitions) as one timeline sampled `framesPerSecond` times a
  /// second, or `LayoutTimeline.defaultFramesPerSecond` times when no
  /// rate is given. Changes made without animation add no frames. (An
  /// engine addition: UIKit has no recorder.)
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
    recorder.contentSource = { [unowned self] in self.contentPlacement(of: $0) }
    timelineRecorder = recorder
    defer { timelineRecorder = nil }
    layoutIfNeeded()
    try body()
    if let error = recorder.firstError { throw error }
    return recorder.timeline
  }

  /// The recorder to report an animation to, unless the animation is part of
  /// sampling another one.
  var activeRecorder: TimelineRecorder? {
    guard let recorder = timelineRecorder, !recorder.isSampling else { return nil }
    return recorder
  }

  /// The rectangle whose elements a frame keeps.
  func recordedRect(_ region: TimelineRegion) -> CGRect {
    switch region {
    case .visible:
      return visibleRect
    case .visibleWithMargin(let margin):
      return visibleRect.insetBy(dx: -max(margin, 0), dy: -max(margin, 0))
    case .content:
      let size = collectionViewLayout.collectionViewContentSize
      return CGRect(x: 0, y: 0, width: max(size.width, 1), height: max(size.height, 1))
        .union(visibleRect)
    }
  }

  /// The current state, with every element of the recorded region named.
  func currentFrameState(_ recorder: TimelineRecorder) -> FrameState {
    layoutIfNeeded()
    let elements = substitutingMovingItem(
      collectionViewLayout.layoutAttributesForElements(in: recordedRect(recorder.region)) ?? [])
    return FrameState(
      contentOffset: contentOffset, bounds: bounds, contentSize: contentSize,
      elements: elements.map { (recorder.identities.name(for: ElementKey($0)), $0) })
  }
}
