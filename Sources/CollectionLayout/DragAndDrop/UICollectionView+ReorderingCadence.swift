import Foundation

extension UICollectionView {
  /// How soon the items make room under a drag hovering over a new place,
  /// with UIKit's raw values.
  public enum ReorderingCadence: Int, Sendable {
    /// At once.
    case immediate = 0
    /// After a short pause of the finger over the new place.
    case fast = 1
    /// After a longer pause.
    case slow = 2

    /// How long the finger must stay over a new destination before the gap
    /// moves there. UIKit documents no figures; these are the engine's
    /// guesses, kept in one place.
    var delay: TimeInterval {
      switch self {
      case .immediate: return 0
      case .fast: return 0.2
      case .slow: return 0.5
      }
    }
  }
}
