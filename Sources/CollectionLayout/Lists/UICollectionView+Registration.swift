import Foundation

extension UICollectionView {
  /// How to make and fill one kind of cell for one kind of item (iOS 14):
  /// the class to dequeue and a handler that configures it. It stands in
  /// for `register(_:forCellWithReuseIdentifier:)` plus the configuring
  /// half of `collectionView(_:cellForItemAt:)`, with the item typed.
  ///
  /// Make it once, before the collection view asks for cells, and keep it
  /// (a view controller's property in an app; a local in an example). One
  /// made inside a cell provider is refused when used, as UIKit refuses it
  /// from iOS 15: each call would register a new class and no cell would
  /// ever be reused.
  @available(iOS 14.0, *)
  public struct CellRegistration<Cell, Item> where Cell: UICollectionViewCell {
    public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) ->
      Void

    let identity = RegistrationIdentity()
    let handler: Handler

    public init(handler: @escaping Handler) {
      self.handler = handler
    }
  }

  /// How to make and fill one kind of supplementary view (iOS 14): the
  /// element kind it serves, the class to dequeue and a configuring handler.
  @available(iOS 14.0, *)
  public struct SupplementaryRegistration<Supplementary>
  where Supplementary: UICollectionReusableView {
    public typealias Handler = (
      _ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath
    ) -> Void

    public let elementKind: String
    let identity = RegistrationIdentity()
    let handler: Handler

    public init(elementKind: String, handler: @escaping Handler) {
      self.elementKind = elementKind
      self.handler = handler
    }
  }

  /// A cell of the registration's class, reused where one waits in the
  /// pool, after the registration's handler has configured it for `item`.
  /// UIKit passes the item as an optional; with nil the handler is not
  /// called and the cell comes back as dequeued. [?]
  @available(iOS 14.0, *)
  public func dequeueConfiguredReusableCell<Cell, Item>(
    using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
  ) -> Cell {
    let identifier = registeredIdentifier(
      of: registration.identity, kind: ReusableViewRegistry.cellKind, viewClass: Cell.self)
    let cell = dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    guard let typed = cell as? Cell else {
      raiseUIKitException(reason: "the dequeued cell is not a \(Cell.self)")
    }
    if let item { registration.handler(typed, indexPath, item) }
    return typed
  }

  /// A supplementary view of the registration's class and kind, configured
  /// by its handler.
  @available(iOS 14.0, *)
  public func dequeueConfiguredReusableSupplementary<Supplementary>(
    using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
  ) -> Supplementary {
    let kind = registration.elementKind
    let identifier = registeredIdentifier(
      of: registration.identity, kind: kind, viewClass: Supplementary.self)
    let view = dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
    guard let typed = view as? Supplementary else {
      raiseUIKitException(reason: "the dequeued view is not a \(Supplementary.self)")
    }
    registration.handler(typed, kind, indexPath)
    return typed
  }

  /// The reuse identifier the registration's class is registered under on
  /// this collection view, registering it on first use. Identifiers are
  /// numbered in the order registrations are first used, so a run names
  /// them the same way every time.
  private func registeredIdentifier(
    of identity: RegistrationIdentity, kind: String, viewClass: UICollectionReusableView.Type
  ) -> String {
    if identity.createdWhileProvidingACell {
      raiseUIKitException(reason: RegistrationIdentity.createdInProviderReason(viewClass))
    }
    if let known = registrationIdentifiers[ObjectIdentifier(identity)] { return known.identifier }
    let identifier = "\(viewClass)-registration-\(registrationIdentifiers.count + 1)"
    registrationIdentifiers[ObjectIdentifier(identity)] = (identity, identifier)
    registry.register(viewClass, kind: kind, identifier: identifier)
    return identifier
  }
}

/// What makes two registrations different even when they register the same
/// class: copies of one registration share it, and the collection view
/// keeps one reuse identifier for it.
final class RegistrationIdentity {
  /// Whether it was made while the collection view was asking its data
  /// source for a cell or a supplementary view, which UIKit refuses.
  let createdWhileProvidingACell = ViewRequest.isProviding

  /// UIKit's reason when a registration made inside a provider is used.
  static func createdInProviderReason(_ viewClass: AnyClass) -> String {
    "Attempted to dequeue a cell using a registration that was created inside "
      + "-collectionView:cellForItemAtIndexPath: or inside a UICollectionViewDiffableDataSource "
      + "cell provider. Creating a new registration each time a cell is requested will prevent "
      + "reuse and cause created cells to remain inaccessible in memory for the lifetime of the "
      + "collection view. Registrations should be created up front and reused. Registration: "
      + "\(viewClass)"
  }
}

/// Whether the code running was called by a collection view asking its
/// data source for a view: task-local, so that no global state is shared.
enum ViewRequest {
  @TaskLocal static var isProviding = false
}
