import Foundation

extension UICollectionView {
  /// What an element of a layout is, with UIKit's raw values.
  public enum ElementCategory: UInt, Sendable, Codable {
    case cell
    case supplementaryView
    case decorationView
  }
}

/// Where one element sits and how it looks: the unit a layout computes.
///
/// UIKit stores `center`, `size` and `transform3D`; `frame` is derived. With a
/// transform, `frame` is the axis-aligned bounding box of the rectangle turned
/// about its centre, as in UIKit.
open class UICollectionViewLayoutAttributes: NSObject, NSCopying {
  open var center: CGPoint = .zero
  open var size: CGSize = .zero
  open var transform3D: CATransform3D = CATransform3DIdentity {
    didSet { hasIdentityTransform = CATransform3DIsIdentity(transform3D) }
  }
  /// Kept with `transform3D` so that reading `frame`, the hottest path of
  /// every rect query, skips the projection for untransformed elements.
  private var hasIdentityTransform = true
  open var alpha: CGFloat = 1
  open var zIndex = 0
  open var isHidden = false
  open var indexPath = IndexPath(item: 0, section: 0)
  public private(set) var representedElementCategory: UICollectionView.ElementCategory = .cell
  /// The kind of a supplementary or decoration view; nil for cells.
  public private(set) var representedElementKind: String?
  /// The axes the layout leaves for the view to size (an estimate it will
  /// replace); empty when the layout fixes the size.
  var selfSizingAxes: SelfSizingAxes = []
  /// For an element of a list section: the list it is in, which a list
  /// cell reads for its default background and rounded ends, and a list's
  /// own decoration for its colour.
  var listStyleBox: ListStyleBox?
  /// Set by a list cell in its preferred attributes: how far from its
  /// leading edge its text starts, which its separator follows. UIKit
  /// carries the same through private attributes.
  var rowTextLeading: CGFloat?

  /// An attributes object for a cell at index path 0.0; the designated
  /// initialiser that copies and subclasses go through.
  public required override init() {
    super.init()
  }

  public convenience init(forCellWith indexPath: IndexPath) {
    self.init()
    self.indexPath = indexPath
  }

  public convenience init(
    forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath
  ) {
    self.init()
    self.indexPath = indexPath
    representedElementCategory = .supplementaryView
    representedElementKind = elementKind
  }

  public convenience init(
    forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath
  ) {
    self.init()
    self.indexPath = indexPath
    representedElementCategory = .decorationView
    representedElementKind = decorationViewKind
  }

  /// Gives a fresh object of a layout's attributes class its identity.
  func setElement(
    _ category: UICollectionView.ElementCategory, kind: String?, indexPath: IndexPath
  ) {
    representedElementCategory = category
    representedElementKind = kind
    self.indexPath = indexPath
  }

  open var frame: CGRect {
    get {
      Self.boundingFrame(
        center: center, size: size, transform3D: hasIdentityTransform ? nil : transform3D)
    }
    set {
      center = CGPoint(x: newValue.midX, y: newValue.midY)
      size = newValue.size
    }
  }

  /// The axis-aligned box of a `size` rectangle centred on `center` and
  /// turned about its centre by `transform3D` (nil: untransformed). Shared
  /// with timeline snapshots, which store the same three values.
  static func boundingFrame(center: CGPoint, size: CGSize, transform3D: CATransform3D?) -> CGRect {
    let untransformed = CGRect(
      x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
    let box = transform3D.map { $0.boundingBox(of: untransformed) } ?? untransformed
    return box.offsetBy(dx: center.x, dy: center.y)
  }

  /// Always at the origin, with the element's size.
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: size) }
    set { size = newValue.size }
  }

  /// The plane part of `transform3D`; setting it replaces `transform3D`.
  open var transform: CGAffineTransform {
    get { CATransform3DGetAffineTransform(transform3D) }
    set { transform3D = CATransform3DMakeAffineTransform(newValue) }
  }

  // MARK: NSCopying and equality

  /// A copy of the same class; subclasses with stored properties override it,
  /// call super and copy their own.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = type(of: self).init()
    copy.center = center
    copy.size = size
    copy.transform3D = transform3D
    copy.alpha = alpha
    copy.zIndex = zIndex
    copy.isHidden = isHidden
    copy.setElement(representedElementCategory, kind: representedElementKind, indexPath: indexPath)
    copy.selfSizingAxes = selfSizingAxes
    copy.listStyleBox = listStyleBox
    return copy
  }

  /// A copy typed as attributes, for the engine's own use.
  func copyAttributes() -> UICollectionViewLayoutAttributes {
    copy() as! UICollectionViewLayoutAttributes
  }

  /// Equal when every property matches; centre and size within
  /// `Float.ulpOfOne`, as UIKit compares them.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UICollectionViewLayoutAttributes else { return false }
    let epsilon = CGFloat(Float.ulpOfOne)
    func near(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) <= epsilon }
    return near(center.x, other.center.x) && near(center.y, other.center.y)
      && near(size.width, other.size.width) && near(size.height, other.size.height)
      && transform3D == other.transform3D && alpha == other.alpha && zIndex == other.zIndex
      && isHidden == other.isHidden && indexPath == other.indexPath
      && representedElementCategory == other.representedElementCategory
      && representedElementKind == other.representedElementKind
  }

  open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(indexPath)
    hasher.combine(representedElementCategory)
    hasher.combine(representedElementKind)
    hasher.combine(zIndex)
    return hasher.finalize()
  }

  open override var description: String {
    let f = frame
    let kind = representedElementKind.map { "; kind = \($0)" } ?? ""
    return
      "<\(type(of: self))> index path: (\(indexPath.uikitDescription)); "
      + "category: \(representedElementCategory)\(kind); "
      + "frame = (\(f.origin.x) \(f.origin.y); \(f.width) \(f.height)); zIndex = \(zIndex)"
      + (alpha != 1 ? "; alpha = \(alpha)" : "") + (isHidden ? "; hidden = YES" : "")
  }
}

extension CATransform3D {
  /// The bounding box of a rectangle's four corners, projected.
  func boundingBox(of rect: CGRect) -> CGRect {
    withUnsafeTemporaryAllocation(of: CGPoint.self, capacity: 4) { corners in
      corners[0] = project(CGPoint(x: rect.minX, y: rect.minY))
      corners[1] = project(CGPoint(x: rect.maxX, y: rect.minY))
      corners[2] = project(CGPoint(x: rect.minX, y: rect.maxY))
      corners[3] = project(CGPoint(x: rect.maxX, y: rect.maxY))
      return CGRect.boundingBox(of: corners)
    }
  }
}
