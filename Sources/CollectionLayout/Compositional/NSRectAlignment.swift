import Foundation

/// Where a boundary supplementary item sits on its section (or on the whole
/// layout), with UIKit's raw values. The edge on the scroll axis decides
/// whether the item can extend the section; the other edge places it across.
@available(iOS 13.0, *)
public enum NSRectAlignment: Int, Sendable {
  case none = 0
  case top
  case topLeading
  case leading
  case bottomLeading
  case bottom
  case bottomTrailing
  case trailing
  case topTrailing
}

extension NSRectAlignment {
  /// Which edges the alignment names: the vertical one (top or bottom) and
  /// the horizontal one (leading or trailing); nil where it names neither,
  /// which centres the item on that axis.
  var edges: (vertical: CompositionalAxis.Edge?, horizontal: CompositionalAxis.Edge?) {
    switch self {
    case .none: return (nil, nil)
    case .top: return (.start, nil)
    case .topLeading: return (.start, .start)
    case .leading: return (nil, .start)
    case .bottomLeading: return (.end, .start)
    case .bottom: return (.end, nil)
    case .bottomTrailing: return (.end, .end)
    case .trailing: return (nil, .end)
    case .topTrailing: return (.start, .end)
    }
  }
}
