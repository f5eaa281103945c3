import Foundation

/// The running app, reduced to what layout code asks of it.
///
/// Layouts that mirror themselves for right-to-left languages often read
/// `UIApplication.shared.userInterfaceLayoutDirection` instead of a view's
/// direction. A headless run has no user language, so the app's direction
/// is that of the screen's traits: left to right. A view is made
/// right-to-left through its own `semanticContentAttribute` or
/// `traitOverrides.layoutDirection`, which this property does not see, as in
/// UIKit.
public final class UIApplication: NSObject, @unchecked Sendable {
  /// The one app object.
  public static let shared = UIApplication()

  private override init() {
    super.init()
  }

  /// The direction the app's language is written in.
  public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    UIScreen.main.traitCollection.layoutDirection
  }
}
