import Foundation

/// Shows a stack of controllers under a navigation bar. The bar is
/// translucent by default, so the top controller's view fills the
/// navigation controller's view and runs under the bar; the bar's height
/// is added to that view's safe area, which is why a list inside starts
/// below the bar while its background reaches the top of the screen.
///
/// Bar heights: 44 points, or 96 with a large title (the 44-point bar and
/// 52 points of title below it); on a phone on its side (a compact height)
/// 32 points, never with a large title; on an iPad 50, or 102. The bar
/// starts below the status bar (`UIWindow.Device.statusBarHeight(_:)`).
open class UINavigationController: UIViewController {
  public private(set) var viewControllers: [UIViewController] = []
  public let navigationBar = UINavigationBar()

  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    push(rootViewController)
  }

  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  open var topViewController: UIViewController? { viewControllers.last }

  /// Shows `viewController` on top of the stack. (The engine shows it at
  /// once; the push animation is not modelled.)
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    let previous = topViewController
    push(viewController)
    previous?.viewIfLoaded?.removeFromSuperview()
    if isViewLoaded { showTop() }
  }

  private func push(_ viewController: UIViewController) {
    addChild(viewController)
    viewControllers.append(viewController)
    navigationBar.owner = self
  }

  open override func loadView() {
    let container = ContainerView(frame: UIScreen.main.bounds)
    container.onLayout = { [unowned self] in self.layoutBar() }
    view = container
    container.addSubview(navigationBar)
    showTop()
  }

  private func showTop() {
    guard let top = topViewController else { return }
    top.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.insertSubview(top.view, at: 0)
    view.setNeedsLayout()
  }

  /// Places the bar under the status bar and tells the top controller
  /// how much of its view the bar covers. The bar starts where the status
  /// bar ends, which on a phone with the Dynamic Island is above the
  /// safe area's top: the controller's safe area then ends at the bar's
  /// bottom edge, 97.67 points down on an iPhone 16, not 59 + 44.
  private func layoutBar() {
    let statusBar = view.window?.statusBarHeight ?? view.safeAreaInsets.top
    let height = navigationBar.isHidden ? 0 : barHeight
    navigationBar.frame = CGRect(x: 0, y: statusBar, width: view.bounds.width, height: height)
    guard let top = topViewController else { return }
    let below = statusBar + height
    if navigationBar.isTranslucent || height == 0 {
      top.view.frame = view.bounds
      top.barInsets.top = max(0, below - view.safeAreaInsets.top)
    } else {
      // An opaque bar: the view starts below it.
      top.view.frame = CGRect(
        x: 0, y: below, width: view.bounds.width, height: max(0, view.bounds.height - below))
      top.barInsets.top = 0
    }
  }

  /// The bar's height for the top controller, as the device is held: 44
  /// points on a phone and 50 on an iPad (since iOS 12), 52 more with a
  /// large title, and 32 on a phone on its side (published measurements;
  /// Apple's pages give no heights).
  var barHeight: CGFloat {
    if view.window?.hasCompactHeight == true { return 32 }
    let bar: CGFloat = view.window?.isPad == true ? 50 : 44
    return showsLargeTitle ? bar + 52 : bar
  }

  /// Whether the top controller takes the large title: the bar prefers
  /// them, and neither the controller nor those below it decline.
  private var showsLargeTitle: Bool {
    guard navigationBar.prefersLargeTitles else { return false }
    for controller in viewControllers.reversed() {
      switch controller.navigationItem.largeTitleDisplayMode {
      case .always: return true
      case .never: return false
      case .automatic: continue
      }
    }
    return true
  }
}

/// The bar across the top of a navigation controller.
open class UINavigationBar: UIView {
  /// Whether the first controller's title is shown large (96 points of
  /// bar instead of 44).
  open var prefersLargeTitles = false {
    didSet { owner?.viewIfLoaded?.setNeedsLayout() }
  }
  /// True by default: the content runs under the bar.
  open var isTranslucent = true {
    didSet { owner?.viewIfLoaded?.setNeedsLayout() }
  }
  weak var owner: UIViewController?
}
