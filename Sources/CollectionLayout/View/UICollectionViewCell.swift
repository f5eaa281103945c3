import Foundation

/// A cell: a reusable view with a content view that holds what it shows,
/// a background view behind it, and a state (selected, highlighted,
/// editing…) that configurations read.
open class UICollectionViewCell: UICollectionReusableView {
  /// Holds the cell's subviews, such as a label. It fills the cell and
  /// follows its size through its autoresizing mask (flexible width and
  /// height), as UIKit's did for apps built with older SDKs; current UIKit
  /// sets its frame to the cell's bounds in `layoutSubviews` instead, with
  /// the same geometry, except that a content view a cell moved itself (a
  /// parallax cell, in `apply(_:)`) keeps its place here when the cell
  /// resizes.
  ///
  /// Setting a `contentConfiguration` replaces it with the configuration's
  /// own view, as UIKit documents.
  public var contentView: UIView {
    if let installedContentView { return installedContentView }
    let view = UIView(frame: bounds)
    install(contentView: view)
    return view
  }
  private var installedContentView: UIView?

  /// The view drawn behind the content. Setting a `backgroundConfiguration`
  /// replaces it with one that draws the configuration.
  open var backgroundView: UIView?
  open var selectedBackgroundView: UIView?

  open var isSelected = false {
    didSet { if isSelected != oldValue { setNeedsUpdateConfiguration() } }
  }
  open var isHighlighted = false {
    didSet { if isHighlighted != oldValue { setNeedsUpdateConfiguration() } }
  }

  // MARK: Configurations (iOS 14)

  /// The configurations, kept apart and made on first use, so that a
  /// cell that uses none (most of a grid's) stays small.
  private final class Configurations {
    var content: (any UIContentConfiguration)?
    var background: UIBackgroundConfiguration?
    var updatesContent = true
    var updatesBackground = true
    var handler: ConfigurationUpdateHandler?
  }
  private var storedConfigurations: Configurations?
  private var configurations: Configurations {
    if let storedConfigurations { return storedConfigurations }
    let made = Configurations()
    storedConfigurations = made
    return made
  }

  /// What the content view shows, as a value; nil keeps a plain content
  /// view for subviews added by hand.
  @available(iOS 14.0, *)
  open var contentConfiguration: (any UIContentConfiguration)? {
    get { storedConfigurations?.content }
    set {
      configurations.content = newValue
      applyContentConfiguration()
      // Set by the app (a registration's handler, typically, which runs
      // after the cell was dequeued): brought up to the cell's state
      // before it is shown.
      if !isUpdatingConfiguration { needsConfigurationUpdate = true }
    }
  }
  /// What the background view draws, as a value.
  @available(iOS 14.0, *)
  open var backgroundConfiguration: UIBackgroundConfiguration? {
    get { storedConfigurations?.background }
    set {
      configurations.background = newValue
      applyBackgroundConfiguration()
      if !isUpdatingConfiguration { needsConfigurationUpdate = true }
    }
  }
  /// Whether a change of state replaces the content configuration with its
  /// `updated(for:)` version. True by default.
  @available(iOS 14.0, *)
  open var automaticallyUpdatesContentConfiguration: Bool {
    get { storedConfigurations?.updatesContent ?? true }
    set { configurations.updatesContent = newValue }
  }
  /// Whether a change of state replaces the background configuration with
  /// its `updated(for:)` version. True by default.
  @available(iOS 14.0, *)
  open var automaticallyUpdatesBackgroundConfiguration: Bool {
    get { storedConfigurations?.updatesBackground ?? true }
    set { configurations.updatesBackground = newValue }
  }

  @available(iOS 15.0, *)
  public typealias ConfigurationUpdateHandler = (
    _ cell: UICollectionViewCell, _ state: UICellConfigurationState
  ) -> Void
  /// Called (iOS 15) after `updateConfiguration(using:)` whenever the state
  /// changes: a place to restyle the cell for selection without a subclass.
  @available(iOS 15.0, *)
  open var configurationUpdateHandler: ConfigurationUpdateHandler? {
    get { storedConfigurations?.handler }
    set {
      configurations.handler = newValue
      setNeedsUpdateConfiguration()
    }
  }

  /// The cell's state as configurations see it.
  @available(iOS 14.0, *)
  open var configurationState: UICellConfigurationState {
    var state = UICellConfigurationState(traitCollection: traitCollection)
    state.isSelected = isSelected
    state.isHighlighted = isHighlighted
    state.isEditing = editingState
    state.isExpanded = expandedState
    return state
  }

  /// Whether the item it shows is expanded in its section's outline; kept
  /// by a diffable data source that applied a section snapshot.
  var expandedState = false {
    didSet { if expandedState != oldValue { setNeedsUpdateConfiguration() } }
  }

  /// Whether the collection view it is shown in is editing; kept by the
  /// collection view as it shows the cell.
  var editingState = false {
    didSet { if editingState != oldValue { setNeedsUpdateConfiguration() } }
  }

  private(set) var needsConfigurationUpdate = true

  /// Asks for `updateConfiguration(using:)` before the cell is next shown
  /// or laid out, as UIKit does when the state changes.
  @available(iOS 14.0, *)
  open func setNeedsUpdateConfiguration() {
    needsConfigurationUpdate = true
    setNeedsLayout()
    // A recording of the collection view showing the cell looks at it
    // again in its next frame: its look may change (a row selected, a
    // chevron turned).
    (traitHost as? UICollectionView)?.timelineRecorder?.restyledCells.insert(
      ObjectIdentifier(self))
  }

  /// Restyles the cell for `state`. The default updates the configurations
  /// that update automatically; a subclass overrides it and calls super.
  @available(iOS 14.0, *)
  open func updateConfiguration(using state: UICellConfigurationState) {
    if automaticallyUpdatesContentConfiguration, let content = contentConfiguration {
      contentConfiguration = content.updated(for: state)
    }
    if automaticallyUpdatesBackgroundConfiguration, let background = backgroundConfiguration {
      setBackgroundItself(background.updated(for: state))
    }
  }

  /// Runs a pending configuration update now.
  func updateConfigurationIfNeeded() {
    guard needsConfigurationUpdate else { return }
    needsConfigurationUpdate = false
    let state = configurationState
    isUpdatingConfiguration = true
    updateConfiguration(using: state)
    configurationUpdateHandler?(self, state)
    isUpdatingConfiguration = false
  }

  /// True while the cell brings its configurations up to its state.
  private var isUpdatingConfiguration = false

  open override func layoutSubviews() {
    updateConfigurationIfNeeded()
    super.layoutSubviews()
  }

  // MARK: Lists

  /// The list the cell was last shown in, if it was shown in one.
  private var listStyleBox: ListStyleBox?
  /// Where in its section it was last shown, for a row.
  private(set) var listRow: ListRowPosition?
  var listStyle: ListSectionStyle? { listStyleBox?.style }
  var isInList: Bool { listStyleBox != nil }
  private var roundedByList = false
  /// True while the cell itself, not the app, sets its background
  /// configuration.
  private(set) var isSettingBackgroundItself = false

  func setBackgroundItself(_ configuration: UIBackgroundConfiguration?) {
    isSettingBackgroundItself = true
    backgroundConfiguration = configuration
    isSettingBackgroundItself = false
  }

  /// Tells the cell where the collection view shows it: in which list
  /// (nil for a section that is not one) and, for a row, where in its
  /// section. The ends of an inset group are rounded on the cell's layer,
  /// as UIKit's list layout rounds them (10 points, the top corners of the
  /// first row and the bottom corners of the last).
  func place(inList box: ListStyleBox?, row: ListRowPosition?) {
    // Shown again where it was: nothing to redo, on every frame.
    if box === listStyleBox, row == listRow { return }
    listStyleBox = box
    listRow = row
    let style = box?.style
    let corners: CACornerMask = style?.roundsEnds == true ? row?.roundedCorners ?? [] : []
    if !corners.isEmpty {
      layer.cornerRadius = ListMetrics.insetGroupedCornerRadius
      layer.maskedCorners = corners
      clipsToBounds = true
      roundedByList = true
    } else if roundedByList {
      layer.cornerRadius = 0
      layer.maskedCorners = .all
      clipsToBounds = false
      roundedByList = false
    }
    listPlacementDidChange()
  }

  /// What a subclass does when its place in a list changes.
  func listPlacementDidChange() {}

  /// A configuration made to follow its list (`UIListContentConfiguration`
  /// `header()` and `footer()`) in the style of the list the cell is shown
  /// in; any other as it is.
  private func followingList(_ configuration: any UIContentConfiguration)
    -> any UIContentConfiguration
  {
    guard let list = configuration as? UIListContentConfiguration, list.followsList != nil,
      let appearance = listStyle?.appearance
    else { return configuration }
    return list.resolved(in: appearance)
  }

  /// Styles a configuration that follows its list again, for the list the
  /// cell is now shown in.
  func restyleContentFollowingList() {
    guard (contentConfiguration as? UIListContentConfiguration)?.followsList != nil else {
      return
    }
    applyContentConfiguration()
  }

  // MARK: Installing views

  private func install(contentView view: UIView) {
    view.frame = bounds
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    if let old = installedContentView, let index = subviews.firstIndex(where: { $0 === old }) {
      old.removeFromSuperview()
      insertSubview(view, at: index)
    } else {
      addSubview(view)
    }
    installedContentView = view
  }

  /// Hands the configuration to the content view when that view supports
  /// it, else puts the configuration's own view in its place.
  private func applyContentConfiguration() {
    guard let configuration = contentConfiguration.map(followingList) else {
      // Apple: setting nil puts a new, empty content view in its place.
      if installedContentView is UIContentView { install(contentView: UIView()) }
      return
    }
    if let current = installedContentView as? (UIView & UIContentView),
      current.supports(configuration)
    {
      current.configuration = configuration
    } else {
      install(contentView: configuration.makeContentView())
    }
  }

  private func applyBackgroundConfiguration() {
    guard let configuration = backgroundConfiguration else {
      // Nil takes away the background the configuration drew.
      if backgroundView is BackgroundConfigurationView { backgroundView = nil }
      return
    }
    let view = (backgroundView as? BackgroundConfigurationView) ?? BackgroundConfigurationView()
    view.configuration = configuration
    backgroundView = view
  }
}
