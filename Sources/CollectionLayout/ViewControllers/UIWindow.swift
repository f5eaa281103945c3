import Foundation

/// The root of a view hierarchy, the size of the screen. Its safe area is
/// the device's: what the status bar, the sensor housing and the home
/// indicator leave free.
///
/// `UIWindow(frame:)` is UIKit's, with no safe area (a headless screen);
/// `UIWindow(device:)` and `rotate(to:)` are engine additions that place
/// the hierarchy as a phone would, for the pictures.
open class UIWindow: UIView {
  /// The device the window fills, when it was made for one. (An engine
  /// addition.)
  public let device: Device?
  /// How the device is held. (An engine addition: UIKit reads it from the
  /// window's scene.)
  public private(set) var orientation = Orientation.portrait

  open var rootViewController: UIViewController? {
    didSet {
      guard rootViewController !== oldValue else { return }
      oldValue?.view.removeFromSuperview()
      install(rootViewController)
    }
  }

  public override init(frame: CGRect) {
    device = nil
    super.init(frame: frame)
  }

  /// A window filling `device`'s screen, held upright unless told. (An
  /// engine addition: on a device the system makes the window.)
  public init(device: Device, orientation: Orientation = .portrait) {
    self.device = device
    self.orientation = orientation
    super.init(frame: CGRect(origin: .zero, size: device.size(orientation)))
    traitOverrides.displayScale = device.scale
  }

  public required init?(coder: NSCoder) {
    device = nil
    super.init(coder: coder)
  }

  open var isKeyWindow: Bool { isKey }
  private var isKey = false

  /// Shows the window and lays out what it holds, as an app's first frame.
  open func makeKeyAndVisible() {
    isKey = true
    isHidden = false
    layoutIfNeeded()
  }

  /// Turns the device: the window takes the other size and the safe area
  /// of that orientation, what it holds is resized (its root view follows
  /// the window, as UIKit sizes it) and laid out again. A collection view
  /// inside sees its bounds change and asks its layout
  /// `shouldInvalidateLayout(forBoundsChange:)`, as on a rotation. (An
  /// engine addition: on a device the reader turns it.)
  public func rotate(to orientation: Orientation) {
    guard let device, orientation != self.orientation else { return }
    self.orientation = orientation
    frame = CGRect(origin: .zero, size: device.size(orientation))
    rootViewController?.view.frame = bounds
    setNeedsLayout()
    layoutIfNeeded()
  }

  override var rootSafeAreaInsets: UIEdgeInsets {
    device?.safeAreaInsets(orientation) ?? .zero
  }

  private func install(_ controller: UIViewController?) {
    guard let controller else { return }
    let view: UIView = controller.view
    view.frame = bounds
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(view)
    setNeedsLayout()
  }
}

extension UIWindow {
  /// How a device is held. (An engine addition.)
  public enum Orientation: Sendable {
    case portrait, landscape
  }

  /// A device's screen as a window sees it: its size in points held
  /// upright, its scale, its safe area and status bar each way up. (An
  /// engine addition.)
  ///
  /// Where each value comes from is said at each device. "Measured" means
  /// printed by `safeAreaInsets` and the bars' frames in the iOS simulator
  /// and published; Apple's own pages give the screen sizes, not the
  /// insets.
  public struct Device: Sendable, Equatable {
    public var name: String
    /// Width and height held upright, in points.
    public var portraitSize: CGSize
    public var scale: CGFloat
    public var portraitSafeArea: UIEdgeInsets
    public var landscapeSafeArea: UIEdgeInsets
    /// The status bar's height held upright and on its side: where a
    /// navigation bar starts. On a phone with the Dynamic Island it is
    /// shorter than the safe area's top, so the bar overlaps the safe
    /// area's top by a few points.
    public var portraitStatusBar: CGFloat
    public var landscapeStatusBar: CGFloat
    /// Whether it is a phone: the bars are shorter when it lies on its
    /// side (a compact height). An iPad's bars are taller (50 points) and
    /// keep their height either way up.
    public var isPhone: Bool

    public init(
      name: String, portraitSize: CGSize, scale: CGFloat, portraitSafeArea: UIEdgeInsets,
      landscapeSafeArea: UIEdgeInsets, portraitStatusBar: CGFloat? = nil,
      landscapeStatusBar: CGFloat? = nil, isPhone: Bool
    ) {
      self.name = name
      self.portraitSize = portraitSize
      self.scale = scale
      self.portraitSafeArea = portraitSafeArea
      self.landscapeSafeArea = landscapeSafeArea
      self.portraitStatusBar = portraitStatusBar ?? portraitSafeArea.top
      self.landscapeStatusBar = landscapeStatusBar ?? landscapeSafeArea.top
      self.isPhone = isPhone
    }

    public func size(_ orientation: Orientation) -> CGSize {
      orientation == .portrait
        ? portraitSize : CGSize(width: portraitSize.height, height: portraitSize.width)
    }

    public func safeAreaInsets(_ orientation: Orientation) -> UIEdgeInsets {
      orientation == .portrait ? portraitSafeArea : landscapeSafeArea
    }

    public func statusBarHeight(_ orientation: Orientation) -> CGFloat {
      orientation == .portrait ? portraitStatusBar : landscapeStatusBar
    }

    /// iPhone SE (2nd and 3rd generation), 375 × 667 at 2×: a 20-point
    /// status bar upright and no safe area inset on its side, where the
    /// status bar hides; no home indicator (measured).
    public static let iPhoneSE = Device(
      name: "iPhone SE", portraitSize: CGSize(width: 375, height: 667), scale: 2,
      portraitSafeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
      landscapeSafeArea: .zero, isPhone: true)

    /// The status bar of a phone with the Dynamic Island: 161 pixels at
    /// 3×, 53.67 points, 5.33 short of the 59-point safe area. A controller
    /// under a navigation bar there has a safe area top of 97.67, not
    /// 59 + 44 (measured on the iPhone 14 Pro and Pro Max, and published
    /// by libraries that draw native-looking headers and had used 103).
    public static let dynamicIslandStatusBar: CGFloat = 161.0 / 3.0

    /// iPhone 16 (and iPhone 15 and 15 Pro, which share its screen),
    /// 393 × 852 at 3×, with the Dynamic Island: 59 points on top and 34 for
    /// the home indicator upright, on its side 59 on the left and right and
    /// 21 at the bottom (measured on the iPhone 14 Pro, the same screen);
    /// the status bar is `dynamicIslandStatusBar` upright and hidden on its
    /// side.
    public static let iPhone16 = Device(
      name: "iPhone 16", portraitSize: CGSize(width: 393, height: 852), scale: 3,
      portraitSafeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
      landscapeSafeArea: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
      portraitStatusBar: dynamicIslandStatusBar, isPhone: true)

    /// iPhone 15 Pro Max (and iPhone 15 Plus and 16 Plus, which share its
    /// screen), 430 × 932 at 3×: the iPhone 16's insets and status bar
    /// (measured on the iPhone 14 Pro Max, the same screen). On its side it
    /// has a compact height like every phone, though a regular width.
    public static let iPhone15ProMax = Device(
      name: "iPhone 15 Pro Max", portraitSize: CGSize(width: 430, height: 932), scale: 3,
      portraitSafeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
      landscapeSafeArea: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
      portraitStatusBar: dynamicIslandStatusBar, isPhone: true)

    /// iPad (10th generation, and iPad Air 11-inch, which share its
    /// screen), 820 × 1180 at 2×: a 24-point status bar and a 20-point
    /// home indicator either way up, nothing at the sides (measured).
    public static let iPad = Device(
      name: "iPad", portraitSize: CGSize(width: 820, height: 1180), scale: 2,
      portraitSafeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
      landscapeSafeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), isPhone: false)
  }
}

extension UIView {
  /// The window the view is in, if it is in one.
  public var window: UIWindow? {
    var view: UIView? = self
    while let current = view {
      if let window = current as? UIWindow { return window }
      view = current.superview
    }
    return nil
  }
}

extension UIWindow {
  /// A phone on its side: its bars are shorter, and large titles are not
  /// shown.
  var hasCompactHeight: Bool { device?.isPhone == true && orientation == .landscape }

  /// An iPad's: its bars are 50 points tall, not 44 or 49.
  var isPad: Bool { device?.isPhone == false }

  /// Where the status bar ends, in the window: the device's, or the safe
  /// area's top for a window made with a frame.
  var statusBarHeight: CGFloat {
    device?.statusBarHeight(orientation) ?? safeAreaInsets.top
  }
}
