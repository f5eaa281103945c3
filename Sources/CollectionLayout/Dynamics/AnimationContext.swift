import Foundation

/// The duration and curve of the animation that changes made now belong to.
///
/// UIKit animates collection-view changes with the parameters of the
/// enclosing `UIView.animate` block, or its own defaults outside one. The
/// engine keeps the same stack; headless, an animation "runs" by being
/// recorded into the timeline of a `recordTimeline` call.
struct AnimationContext {
  var duration: TimeInterval
  var curve: TimingCurve
  /// How long after the call the animations of the block begin.
  var delay: TimeInterval = 0

  /// UIKit's default for view-based animations: 0.3 s, ease-in-out. UIKit
  /// documents neither figure for collection-view updates; this is the common
  /// model, kept in one place so it is easy to change.
  static let standard = AnimationContext(duration: 0.3, curve: .easeInOut)

  /// Nested `UIView.animate` blocks, innermost last. Task-local, so that
  /// examples and tests running side by side never see each other's blocks.
  @TaskLocal static var stack: [AnimationContext] = []
  /// False inside `UIView.performWithoutAnimation`.
  @TaskLocal static var enabledInScope = true

  /// What `UIView.setAnimationsEnabled(_:)` set on this thread.
  static var enabledOnThread: Bool {
    get { Thread.current.threadDictionary[threadKey] as? Bool ?? true }
    set { Thread.current.threadDictionary[threadKey] = newValue }
  }
  private static let threadKey = "CollectionLayout.AnimationContext.enabled"

  static var animationsEnabled: Bool { enabledInScope && enabledOnThread }

  /// The parameters for an animated change made now.
  static var current: AnimationContext { stack.last ?? .standard }

  /// True inside a `UIView.animate` block with animations enabled.
  static var isInsideAnimationBlock: Bool { animationsEnabled && !stack.isEmpty }
}

extension UIView {
  /// The options of `animate(withDuration:delay:options:animations:completion:)`
  /// that matter headlessly: the timing curve. Raw values are UIKit's.
  public struct AnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    var timingCurve: TimingCurve {
      switch (rawValue >> 16) & 0xF {
      case 1: return .easeIn
      case 2: return .easeOut
      case 3: return .linear
      default: return .easeInOut
      }
    }
  }

  /// Runs `animations` now, so that the changes they make to the model take
  /// effect at once and are shown animating over `duration` (after `delay`)
  /// with the curve in `options`. Elements already animating start from
  /// where they are shown, so a second block retargets the first instead
  /// of waiting for it. `completion` runs when the animations end: on the
  /// recording's clock while a timeline is recorded (at once when the
  /// block animated nothing), and before this returns otherwise, since no
  /// time passes outside a recording.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    let context = AnimationContext(
      duration: max(0, duration), curve: options.timingCurve, delay: max(0, delay))
    let clocks = AnimationClock.runningOnThread
    let startedBefore = clocks.map(\.startedCount)
    AnimationContext.$stack.withValue(AnimationContext.stack + [context]) {
      animations()
    }
    guard let completion else { return }
    guard let clock = clocks.last else { return completion(true) }
    let animated = zip(clocks, startedBefore).contains { $0.startedCount != $1 }
    clock.start(
      .completion, duration: animated ? context.delay + context.duration : 0, finish: completion)
  }

  public static func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animate(withDuration: duration, delay: 0, animations: animations, completion: completion)
  }

  public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void)
  {
    animate(withDuration: duration, delay: 0, animations: animations, completion: nil)
  }

  /// Runs `actions` with animations disabled: every change takes effect at once.
  public static func performWithoutAnimation(_ actions: () -> Void) {
    AnimationContext.$enabledInScope.withValue(false) { actions() }
  }

  public static var areAnimationsEnabled: Bool { AnimationContext.animationsEnabled }

  /// Turns animations on or off for the current thread (UIKit's main thread).
  public static func setAnimationsEnabled(_ enabled: Bool) {
    AnimationContext.enabledOnThread = enabled
  }

  /// The duration of the enclosing animation block, 0 outside one.
  public static var inheritedAnimationDuration: TimeInterval {
    AnimationContext.isInsideAnimationBlock ? AnimationContext.current.duration : 0
  }
}
