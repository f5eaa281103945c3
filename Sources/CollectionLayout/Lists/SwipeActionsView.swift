import Foundation

/// The buttons a swipe reveals at one side of a list row, as a phone draws
/// them: side by side at the row's full height, the first action outermost,
/// each in its colour with its title in white.
///
/// [?] Apple documents neither the buttons' widths nor their font. The
/// engine sizes each to its title plus 6 points either side, at least 74
/// and at most 120 points wide, with a 15-point medium title, the values
/// public disassembly of UIKit's standard swipe button gives.
final class SwipeActionsView: UIView {
  static let titlePadding: CGFloat = 6
  static let minimumWidth: CGFloat = 74
  static let maximumWidth: CGFloat = 120

  let edge: NSDirectionalRectEdge
  /// The actions, in the configuration's order, each with its button.
  let actions: [(action: UIContextualAction, button: UIView)]

  init(_ configuration: UISwipeActionsConfiguration, edge: NSDirectionalRectEdge, height: CGFloat) {
    self.edge = edge
    actions = configuration.actions.map { ($0, Self.button(for: $0)) }
    super.init(frame: .zero)
    var buttons = actions.map(\.button)
    // The first action is outermost: at the trailing end of trailing
    // actions, at the leading end of leading ones.
    if edge == .trailing { buttons.reverse() }
    var x: CGFloat = 0
    for button in buttons {
      button.frame = CGRect(x: x, y: 0, width: button.frame.width, height: height)
      button.subviews.first?.center = CGPoint(x: button.frame.width / 2, y: height / 2)
      addSubview(button)
      x += button.frame.width
    }
    frame = CGRect(x: 0, y: 0, width: x, height: height)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("not used") }

  private static func button(for action: UIContextualAction) -> UIView {
    let title = UILabel()
    title.text = action.title
    title.font = .systemFont(ofSize: 15, weight: .medium)
    title.textColor = .white
    title.sizeToFit()
    let width = min(max(title.frame.width + 2 * titlePadding, minimumWidth), maximumWidth)
    let button = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 0))
    button.backgroundColor = action.backgroundColor
    button.addSubview(title)
    return button
  }
}

extension UICollectionViewListCell {
  /// Shows the swipe actions at their side, with the row's content moved
  /// aside by their width and cut at the cell's edges, as the row looks
  /// when a finger has swiped it open; nil closes them.
  func showSwipeActions(_ actions: SwipeActionsView?) {
    swipeActionsView?.removeFromSuperview()
    swipeActionsView = actions
    clipsToBounds = actions != nil
    if let actions { addSubview(actions) }
    refreshAccessories()
  }
}
