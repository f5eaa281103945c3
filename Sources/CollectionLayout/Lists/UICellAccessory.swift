import Foundation

/// A small view at the side of a list row (iOS 14): a chevron, a checkmark,
/// a delete button, a reorder handle, a count.
///
/// The engine has no images, so each system symbol is drawn as the nearest
/// text glyph, in the symbol's colour and about its size: `›` for the
/// chevron, `⌄` for an expanded outline's chevron, `✓`, `≡`, and a red
/// circle holding `−`. [?] Their exact sizes are UIKit's symbol metrics,
/// which are not published; where the row's text ends beside them is
/// UIKit's 16-point padding between content and accessory, and 8 points
/// between two accessories.
public struct UICellAccessory {
  /// When the accessory shows: always, or only while the collection view
  /// is (or is not) editing.
  public enum DisplayedState: Int, Sendable {
    case always, whenEditing, whenNotEditing
  }

  /// How wide the space kept for an accessory is.
  public enum LayoutDimension: Equatable, Sendable {
    /// The accessory's own width.
    case actual
    /// The system's width for accessories of its kind, so that rows line
    /// up. [?] The engine knows no symbol metrics and takes the accessory's
    /// own width, as for `.actual`.
    case standard
    case custom(CGFloat)
  }

  /// What the accessory is.
  enum Kind: Equatable {
    case disclosureIndicator
    case outlineDisclosure
    case checkmark
    case delete
    case reorder
    case label(String)
  }

  /// Options every accessory takes.
  public struct Options: Equatable {
    public var isHidden: Bool?
    public var reservedLayoutWidth: LayoutDimension?
    public var tintColor: UIColor?

    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil
    ) {
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
    }
  }
  public typealias DisclosureIndicatorOptions = Options

  /// An outline disclosure's options, with the part of the row that
  /// toggles it.
  public struct OutlineDisclosureOptions: Equatable {
    /// `.header`: a tap anywhere on the row toggles it (a section's
    /// header row); `.cell`: only the chevron does; `.automatic` chooses
    /// `.header` for a row whose content is configured as a header
    /// (`UIListContentConfiguration.header()` and its kin), `.cell`
    /// otherwise. `simulateTap(at:)` and
    /// `simulateTapOnOutlineDisclosure(at:)` follow it.
    public enum Style: Int, Sendable { case automatic, header, cell }

    public var style: Style
    public var isHidden: Bool?
    public var reservedLayoutWidth: LayoutDimension?
    public var tintColor: UIColor?

    public init(
      style: Style = .automatic, isHidden: Bool? = nil,
      reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil
    ) {
      self.style = style
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
    }

    var common: Options {
      Options(isHidden: isHidden, reservedLayoutWidth: reservedLayoutWidth, tintColor: tintColor)
    }
  }
  public typealias CheckmarkOptions = Options
  public typealias DeleteOptions = Options
  public typealias ReorderOptions = Options
  public typealias LabelOptions = Options

  let kind: Kind
  let displayed: DisplayedState
  let options: Options
  let actionHandler: (() -> Void)?
  /// Which part of the row toggles an outline disclosure; nil for other
  /// accessories.
  var outlineStyle: OutlineDisclosureOptions.Style? = nil

  /// A chevron pointing to the trailing edge: the row leads to another screen.
  public static func disclosureIndicator(
    displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = .init()
  ) -> UICellAccessory {
    UICellAccessory(
      kind: .disclosureIndicator, displayed: displayed, options: options, actionHandler: nil)
  }

  /// A chevron that expands or collapses the row's children in an outline:
  /// it points to the trailing edge while they are hidden and down while
  /// they show.
  public static func outlineDisclosure(
    displayed: DisplayedState = .always, options: OutlineDisclosureOptions = .init(),
    actionHandler: (() -> Void)? = nil
  ) -> UICellAccessory {
    UICellAccessory(
      kind: .outlineDisclosure, displayed: displayed, options: options.common,
      actionHandler: actionHandler, outlineStyle: options.style)
  }

  /// A checkmark in the tint colour.
  public static func checkmark(
    displayed: DisplayedState = .always, options: CheckmarkOptions = .init()
  ) -> UICellAccessory {
    UICellAccessory(kind: .checkmark, displayed: displayed, options: options, actionHandler: nil)
  }

  /// A red delete button at the leading edge, shown while editing.
  public static func delete(
    displayed: DisplayedState = .whenEditing, options: DeleteOptions = .init(),
    actionHandler: (() -> Void)? = nil
  ) -> UICellAccessory {
    UICellAccessory(
      kind: .delete, displayed: displayed, options: options, actionHandler: actionHandler)
  }

  /// A handle at the trailing edge to drag the row by, shown while editing.
  public static func reorder(
    displayed: DisplayedState = .whenEditing, options: ReorderOptions = .init()
  ) -> UICellAccessory {
    UICellAccessory(kind: .reorder, displayed: displayed, options: options, actionHandler: nil)
  }

  /// Text at the trailing edge, such as a count.
  public static func label(
    text: String, displayed: DisplayedState = .always, options: LabelOptions = .init()
  ) -> UICellAccessory {
    UICellAccessory(kind: .label(text), displayed: displayed, options: options, actionHandler: nil)
  }

  /// Whether it sits at the leading edge (delete) or the trailing one.
  var isLeading: Bool { kind == .delete }

  /// Whether it shows now, for a collection view that is or is not editing.
  func shows(editing: Bool) -> Bool {
    guard options.isHidden != true else { return false }
    switch displayed {
    case .always: return true
    case .whenEditing: return editing
    case .whenNotEditing: return !editing
    }
  }
}
