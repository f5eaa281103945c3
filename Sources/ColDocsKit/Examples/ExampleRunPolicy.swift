/// How a stage treats results it has seen before.
public enum ExampleRunPolicy: Sendable {
  /// Unchanged chapters reuse their cached outcomes (`build`, `serve`).
  case reuseCache
  /// Every example runs twice, whatever the cache holds; an example whose
  /// two runs differ fails as non-deterministic (`check`).
  case verify
}
