import Foundation

/// A view's state as a configuration reads it (iOS 14): its traits and
/// whether it is selected, highlighted, disabled or focused.
@available(iOS 14.0, *)
public protocol UIConfigurationState {
  init(traitCollection: UITraitCollection)
  var traitCollection: UITraitCollection { get set }
}

/// The state every view with configurations has.
@available(iOS 14.0, *)
public struct UIViewConfigurationState: UIConfigurationState, Hashable {
  public var traitCollection: UITraitCollection
  public var isDisabled = false
  public var isHighlighted = false
  public var isSelected = false
  public var isFocused = false

  public init(traitCollection: UITraitCollection) {
    self.traitCollection = traitCollection
  }
}

/// A cell's state: a view's, plus what only cells have.
///
/// The engine keeps `isSelected`, `isHighlighted` and `isEditing` from the
/// collection view, and `isExpanded` from a section snapshot's outline;
/// there is no finger to swipe, reorder or drag a cell here, so the other
/// flags stay as an example sets them.
@available(iOS 14.0, *)
public struct UICellConfigurationState: UIConfigurationState, Hashable {
  public var traitCollection: UITraitCollection
  public var isDisabled = false
  public var isHighlighted = false
  public var isSelected = false
  public var isFocused = false
  public var isEditing = false
  public var isExpanded = false
  public var isSwiped = false
  public var isReordering = false

  public init(traitCollection: UITraitCollection) {
    self.traitCollection = traitCollection
  }
}
