import Foundation

/// Owns a view and what it shows, and sits in a tree of controllers: a
/// navigation or tab bar controller holds the controllers it shows and
/// adds its bars to their views' safe area.
///
/// The engine keeps what layout depends on: the view, loaded on first use
/// (`loadView()`, then `viewDidLoad()`), the parent and children, and the
/// safe area the controller adds (`additionalSafeAreaInsets` and its
/// container's bars).
open class UIViewController: NSObject {
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init()
  }

  public override convenience init() {
    self.init(nibName: nil, bundle: nil)
  }

  public required init?(coder: NSCoder) {
    super.init()
  }

  // MARK: The view

  private var loadedView: UIView?

  /// The controller's view, loaded the first time it is asked for.
  open var view: UIView! {
    get {
      loadViewIfNeeded()
      return loadedView
    }
    set {
      loadedView?.ownerController = nil
      loadedView = newValue
      newValue?.ownerController = self
      applySafeAreaAdditions()
    }
  }

  open var isViewLoaded: Bool { loadedView != nil }

  open var viewIfLoaded: UIView? { loadedView }

  /// Makes the view: a plain view the size of the screen.
  open func loadView() {
    view = UIView(frame: UIScreen.main.bounds)
  }

  /// Called once the view is loaded; empty by default.
  open func viewDidLoad() {}

  open func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    loadView()
    if loadedView == nil { view = UIView(frame: UIScreen.main.bounds) }
    applySafeAreaAdditions()
    viewDidLoad()
  }

  open var title: String?

  open var navigationItem: UINavigationItem {
    if let item = storedNavigationItem { return item }
    let item = UINavigationItem(title: title ?? "")
    storedNavigationItem = item
    return item
  }
  private var storedNavigationItem: UINavigationItem?

  // MARK: Safe area

  /// Insets added to the view's safe area on top of the bars'.
  open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
    didSet { applySafeAreaAdditions() }
  }

  /// What the container's bars cover of the view: set by the navigation
  /// or tab bar controller that shows it.
  var barInsets: UIEdgeInsets = .zero {
    didSet { applySafeAreaAdditions() }
  }

  private func applySafeAreaAdditions() {
    guard let loadedView else { return }
    let added = barInsets + additionalSafeAreaInsets
    guard loadedView.addedSafeAreaInsets != added else { return }
    loadedView.addedSafeAreaInsets = added
    loadedView.setNeedsLayout()
  }

  // MARK: Containment

  public private(set) weak var parent: UIViewController?
  public private(set) var children: [UIViewController] = []

  open func addChild(_ childController: UIViewController) {
    childController.removeFromParent()
    children.append(childController)
    childController.parent = self
  }

  open func removeFromParent() {
    parent?.children.removeAll { $0 === self }
    parent = nil
  }

  open func willMove(toParent parent: UIViewController?) {}
  open func didMove(toParent parent: UIViewController?) {}

  /// The nearest navigation controller above it.
  open var navigationController: UINavigationController? { nearestAncestor() }

  /// The nearest tab bar controller above it.
  open var tabBarController: UITabBarController? { nearestAncestor() }

  /// The first controller of type `T` among its parent, its parent's
  /// parent, and so on.
  private func nearestAncestor<T: UIViewController>() -> T? {
    var controller = parent
    while let current = controller {
      if let found = current as? T { return found }
      controller = current.parent
    }
    return nil
  }
}

/// What a navigation bar shows for a controller: its title, and whether
/// it takes the large title.
open class UINavigationItem: NSObject {
  public enum LargeTitleDisplayMode: Int, Sendable {
    /// As the controller before it in the stack (the first: large).
    case automatic
    case always
    case never
  }

  open var title: String?
  open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic

  public init(title: String) {
    self.title = title
    super.init()
  }

  public required init?(coder: NSCoder) {
    super.init()
  }
}
