import Foundation

/// Shows one of several controllers above a tab bar. The bar is 49 points
/// tall on a phone held upright (32 on its side), 50 on an iPad, and sits
/// above the home indicator, which it covers too; its height is added to
/// the bottom of the shown controller's safe area, whose view runs under
/// it.
///
/// On an iPad the engine keeps the bar at the bottom, as iPadOS 17 and
/// earlier show it. iPadOS 18 floats it at the top beside the navigation
/// bar in a regular width, and nothing published gives the inset it adds
/// there, so that form is not modelled.
open class UITabBarController: UIViewController {
  public let tabBar = UITabBar()

  open var viewControllers: [UIViewController]? {
    didSet {
      for old in oldValue ?? [] where !(viewControllers ?? []).contains(where: { $0 === old }) {
        old.viewIfLoaded?.removeFromSuperview()
        old.removeFromParent()
      }
      for controller in viewControllers ?? [] { addChild(controller) }
      selectedIndex = 0
    }
  }

  open var selectedIndex = 0 {
    didSet { if isViewLoaded { showSelected() } }
  }

  open var selectedViewController: UIViewController? {
    guard let viewControllers, viewControllers.indices.contains(selectedIndex) else { return nil }
    return viewControllers[selectedIndex]
  }

  open override func loadView() {
    let container = ContainerView(frame: UIScreen.main.bounds)
    container.onLayout = { [unowned self] in self.layoutBar() }
    view = container
    container.addSubview(tabBar)
    showSelected()
  }

  private func showSelected() {
    for controller in viewControllers ?? [] where controller !== selectedViewController {
      controller.viewIfLoaded?.removeFromSuperview()
    }
    guard let selected = selectedViewController else { return }
    selected.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.insertSubview(selected.view, at: 0)
    view.setNeedsLayout()
  }

  private func layoutBar() {
    let height = barHeight
    let indicator = view.safeAreaInsets.bottom
    tabBar.frame = CGRect(
      x: 0, y: view.bounds.maxY - indicator - height, width: view.bounds.width,
      height: height + indicator)
    guard let selected = selectedViewController else { return }
    selected.view.frame = view.bounds
    selected.barInsets.bottom = tabBar.isHidden ? 0 : height
  }
}

extension UITabBarController {
  /// 49 points on a phone, 32 on its side, 50 on an iPad since iOS 12
  /// (published measurements; Apple's pages give no heights).
  var barHeight: CGFloat {
    if view.window?.hasCompactHeight == true { return 32 }
    return view.window?.isPad == true ? 50 : 49
  }
}

/// The bar of tabs along the bottom of a tab bar controller.
open class UITabBar: UIView {}
