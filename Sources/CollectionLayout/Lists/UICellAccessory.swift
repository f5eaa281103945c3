import Foundation

/// A small view at the side of a list row (iOS 14): a chevron, a checkmark,
/// a delete button, a reorder handle, a count.
///
/// The engine has no images, so each system symbol is drawn as the nearest
/// text glyph, in the symbol's colour and about its size: `›` for the
/// chevron, `⌄` for an expanded outline's chevron, `✓`, `≡`, `ⓘ`, circles
/// holding `−`, `+` or `✓`, and an empty ring. [?] Their exact sizes are UIKit's symbol metrics,
/// which are not published; where the row's text ends beside them is
/// UIKit's 16-point padding between content and accessory, and 8 points
/// between two accessories.
@available(iOS 14.0, *)
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
  enum Kind {
    case disclosureIndicator
    case outlineDisclosure
    case checkmark
    case delete
    case insert
    case multiselect
    case detail
    case reorder
    case label(String)
    case customView(UIView, leading: Bool, fixedSize: Bool)
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
    /// (`plainHeader()`, `groupedHeader()`, `sidebarHeader()` and their
    /// kin), `.cell` otherwise. `simulateTap(at:)` and
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
  public typealias InsertOptions = Options
  public typealias MultiselectOptions = Options
  @available(iOS 15.4, *)
  public typealias DetailOptions = Options
  public typealias ReorderOptions = Options
  public typealias LabelOptions = Options

  /// Where a custom view goes: at the leading or the trailing side, shown
  /// as `displayed` says. [?] UIKit's placements also take a closure that
  /// picks the view's position among the other accessories; the engine
  /// puts it innermost, UIKit's default.
  public enum Placement: Sendable {
    case leading(displayed: DisplayedState = .always)
    case trailing(displayed: DisplayedState = .always)
  }

  /// An app's own view as an accessory (iOS 14).
  public struct CustomViewConfiguration {
    public var customView: UIView
    public var placement: Placement
    public var isHidden: Bool?
    public var reservedLayoutWidth: LayoutDimension?
    public var tintColor: UIColor?
    /// Whether the view keeps the size it has; otherwise it is sized to
    /// fit its content as the row lays out. False by default.
    public var maintainsFixedSize: Bool?

    public init(
      customView: UIView, placement: Placement, isHidden: Bool? = nil,
      reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
      maintainsFixedSize: Bool? = nil
    ) {
      self.customView = customView
      self.placement = placement
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
      self.maintainsFixedSize = maintainsFixedSize
    }
  }

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

  /// A green button with a plus at the leading edge, shown while editing:
  /// the row can be added.
  public static func insert(
    displayed: DisplayedState = .whenEditing, options: InsertOptions = .init(),
    actionHandler: (() -> Void)? = nil
  ) -> UICellAccessory {
    UICellAccessory(
      kind: .insert, displayed: displayed, options: options, actionHandler: actionHandler)
  }

  /// A circle at the leading edge, shown while editing, filled with a
  /// checkmark in the tint colour while the row is selected: the marks of
  /// a multiple selection being edited.
  public static func multiselect(
    displayed: DisplayedState = .whenEditing, options: MultiselectOptions = .init()
  ) -> UICellAccessory {
    UICellAccessory(kind: .multiselect, displayed: displayed, options: options, actionHandler: nil)
  }

  /// An info button in the tint colour at the trailing edge (iOS 15.4).
  @available(iOS 15.4, *)
  public static func detail(
    displayed: DisplayedState = .always, options: DetailOptions = .init(),
    actionHandler: (() -> Void)? = nil
  ) -> UICellAccessory {
    UICellAccessory(
      kind: .detail, displayed: displayed, options: options, actionHandler: actionHandler)
  }

  /// The app's own view at the side the configuration places it.
  public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
    let (leading, displayed): (Bool, DisplayedState) =
      switch configuration.placement {
      case .leading(let displayed): (true, displayed)
      case .trailing(let displayed): (false, displayed)
      }
    return UICellAccessory(
      kind: .customView(
        configuration.customView, leading: leading,
        fixedSize: configuration.maintainsFixedSize ?? false),
      displayed: displayed,
      options: Options(
        isHidden: configuration.isHidden, reservedLayoutWidth: configuration.reservedLayoutWidth,
        tintColor: configuration.tintColor),
      actionHandler: nil)
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

  /// Whether it sits at the leading edge (delete, insert, multiselect, a
  /// custom view placed there) or the trailing one.
  var isLeading: Bool {
    switch kind {
    case .delete, .insert, .multiselect: return true
    case .customView(_, let leading, _): return leading
    case .disclosureIndicator, .outlineDisclosure, .checkmark, .detail, .reorder, .label:
      return false
    }
  }

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
