import Foundation

/// What a cell's content view shows, as a value (iOS 14): a cell takes one
/// through `contentConfiguration`, and the configuration makes the view
/// that draws it.
///
/// Values, not views, so that a state change can produce a new value
/// (`updated(for:)`) and the view apply it, instead of code reaching into
/// subviews.
@available(iOS 14.0, *)
public protocol UIContentConfiguration {
  /// A new view that shows this configuration.
  func makeContentView() -> any UIView & UIContentView
  /// This configuration as it should look in `state`.
  func updated(for state: any UIConfigurationState) -> Self
}

/// A view that shows a content configuration.
@available(iOS 14.0, *)
public protocol UIContentView: AnyObject {
  var configuration: any UIContentConfiguration { get set }
  /// Whether it can show `configuration` (iOS 16); a cell makes a new view
  /// when it cannot. By default, when the configuration is of the type it
  /// shows now, which is how a cell decided before iOS 16.
  @available(iOS 16.0, *)
  func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
  @available(iOS 16.0, *)
  public func supports(_ configuration: any UIContentConfiguration) -> Bool {
    type(of: configuration) == type(of: self.configuration)
  }
}
