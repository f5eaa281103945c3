import Foundation

/// A drop's animation, which an app can add animations and completions to.
public protocol UIDragAnimating: NSObjectProtocol {
  /// Runs `animations` alongside the drop animation, with its timing.
  func addAnimations(_ animations: @escaping () -> Void)
  /// Runs `completion` when the drop animation ends.
  func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
}

/// The engine's drop animation: what the app added, run when the drop
/// delegate's `performDrop` returns, inside a `UIView.animate` block of the
/// standard duration, so the additions are recorded alongside the items
/// moving into place.
final class DropAnimation: NSObject, UIDragAnimating {
  private var animations: [() -> Void] = []
  private var completions: [(UIViewAnimatingPosition) -> Void] = []

  func addAnimations(_ animations: @escaping () -> Void) {
    self.animations.append(animations)
  }

  func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
    completions.append(completion)
  }

  /// Starts the additions; the completions run when they end.
  func run() {
    guard !animations.isEmpty || !completions.isEmpty else { return }
    let animations = self.animations
    let completions = self.completions
    UIView.animate(
      withDuration: AnimationContext.standard.duration,
      animations: { for animation in animations { animation() } },
      completion: { _ in for completion in completions { completion(.end) } })
  }
}
