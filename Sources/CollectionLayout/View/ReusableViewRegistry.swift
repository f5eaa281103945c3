import Foundation

/// The classes registered with a collection view and its pool of views
/// waiting to be reused, keyed by element kind and reuse identifier.
final class ReusableViewRegistry {
  /// The kind under which cells are registered, UIKit's string for cells.
  static let cellKind = "UICollectionElementKindCell"

  private struct Key: Hashable {
    var kind: String
    var identifier: String
  }

  private var classes: [Key: UICollectionReusableView.Type] = [:]
  private var pool: [Key: [UICollectionReusableView]] = [:]

  /// Registers `viewClass`, or forgets the registration when it is nil.
  func register(_ viewClass: AnyClass?, kind: String, identifier: String) {
    let key = Key(kind: kind, identifier: identifier)
    guard let viewClass else {
      classes[key] = nil
      return
    }
    guard let reusable = viewClass as? UICollectionReusableView.Type else {
      raiseUIKitException(
        "NSInvalidArgumentException",
        reason: "\(viewClass) is not a subclass of UICollectionReusableView")
    }
    classes[key] = reusable
    pool[key] = nil
  }

  func isRegistered(kind: String, identifier: String) -> Bool {
    classes[Key(kind: kind, identifier: identifier)] != nil
  }

  /// A pooled view made ready for reuse, or a new instance of the registered class.
  func dequeue(kind: String, identifier: String) -> UICollectionReusableView {
    let key = Key(kind: kind, identifier: identifier)
    if let view = pool[key]?.popLast() {
      view.sizedAttributes = nil
      view.prepareForReuse()
      return view
    }
    guard let viewClass = classes[key] else {
      raiseUIKitException(
        reason:
          "could not dequeue a view of kind: \(kind) with identifier \(identifier) - must "
          + "register a nib or a class for the identifier or connect a prototype cell in a "
          + "storyboard")
    }
    let view = viewClass.init(registeredWithFrame: .zero)
    view.reuseIdentifier = identifier
    return view
  }

  /// Puts a view that left the screen back in its pool.
  func enqueue(_ view: UICollectionReusableView) {
    guard let identifier = view.reuseIdentifier else { return }
    let kind =
      view is UICollectionViewCell
      ? Self.cellKind : (view.appliedLayoutAttributes?.representedElementKind ?? "")
    pool[Key(kind: kind, identifier: identifier), default: []].append(view)
  }
}
