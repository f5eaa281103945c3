import Foundation

/// What a cell's background draws, as a value (iOS 14): a colour, rounded
/// corners, a stroke and insets. The list styles (`listPlainCell()`,
/// `listGroupedCell()`, …) change colour when the cell is selected or
/// highlighted; a colour the app sets stays as set.
@available(iOS 14.0, *)
public struct UIBackgroundConfiguration {
  /// Which system style the configuration started from; nil for `clear()`.
  enum SystemStyle {
    case plainCell, groupedCell, sidebarCell, plainHeaderFooter, groupedHeaderFooter
  }

  var systemStyle: SystemStyle?
  /// Whether the app chose the colour, which `updated(for:)` then keeps.
  private var keepsColor = false

  /// The colour behind the content; nil for the view's tint colour, as
  /// Apple documents (`clear()` is the configuration that draws nothing).
  public var backgroundColor: UIColor? {
    didSet { keepsColor = true }
  }
  public var cornerRadius: CGFloat = 0
  /// How far the background is inset from the cell's edges.
  public var backgroundInsets = NSDirectionalEdgeInsets.zero
  /// A line around the background: none while the width is 0.
  public var strokeColor: UIColor?
  public var strokeWidth: CGFloat = 0
  /// A view drawn behind the colour, filling the background.
  public var customView: UIView?

  init(systemStyle: SystemStyle?, color: UIColor?, cornerRadius: CGFloat = 0) {
    self.systemStyle = systemStyle
    backgroundColor = color
    self.cornerRadius = cornerRadius
    keepsColor = false
  }

  /// No background.
  public static func clear() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration(systemStyle: nil, color: .clear)
  }

  /// A plain list's row: the system background.
  public static func listPlainCell() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration(systemStyle: .plainCell, color: .systemBackground)
  }

  /// A grouped or inset-grouped list's row: the secondary grouped
  /// background, white on the grey of the list in the light appearance.
  public static func listGroupedCell() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration(systemStyle: .groupedCell, color: .secondarySystemGroupedBackground)
  }

  /// A sidebar's row: nothing until it is selected, then a rounded fill of
  /// the tint colour (10-point corners).
  public static func listSidebarCell() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration(systemStyle: .sidebarCell, color: .clear, cornerRadius: 10)
  }

  /// A plain list's header or footer: clear while it rests in its section.
  /// [?] UIKit blurs what scrolls under a pinned header; the engine draws
  /// none.
  public static func listPlainHeaderFooter() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration(systemStyle: .plainHeaderFooter, color: .clear)
  }

  /// A grouped list's header or footer: clear, on the list's grey.
  public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration(systemStyle: .groupedHeaderFooter, color: .clear)
  }

  /// The configuration as it looks in `state`. A list row selected or
  /// highlighted turns the system grey 4 (a sidebar row the tint colour);
  /// a colour the app set is kept.
  ///
  /// [?] Apple does not document the colours; grey 4 is what independent
  /// re-creations of iOS 14 and later measured.
  public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration {
    guard let style = systemStyle, !keepsColor else { return self }
    let cellState = state as? UICellConfigurationState
    let marked = (cellState?.isSelected ?? false) || (cellState?.isHighlighted ?? false)
    var updated = self
    updated.backgroundColor = Self.color(style, marked: marked)
    updated.keepsColor = false
    return updated
  }

  private static func color(_ style: SystemStyle, marked: Bool) -> UIColor {
    switch style {
    case .plainCell: return marked ? .systemGray4 : .systemBackground
    case .groupedCell: return marked ? .systemGray4 : .secondarySystemGroupedBackground
    case .sidebarCell: return marked ? .tintColor : .clear
    case .plainHeaderFooter, .groupedHeaderFooter: return .clear
    }
  }
}

/// The view a cell's background configuration is drawn by: its colour,
/// corners and stroke on its own layer.
final class BackgroundConfigurationView: UIView {
  var configuration = UIBackgroundConfiguration.clear() {
    didSet { draw() }
  }

  private func draw() {
    backgroundColor = configuration.backgroundColor ?? .tintColor
    layer.cornerRadius = configuration.cornerRadius
    layer.borderWidth = configuration.strokeColor == nil ? 0 : configuration.strokeWidth
    layer.borderColor = configuration.strokeColor?.cgColor
  }
}
