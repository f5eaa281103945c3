import Foundation

/// What a recorded animation did: one frame per sampling instant, each with
/// the scroll state and the attributes of every element in view.
///
/// A timeline is a value: reading or encoding it never touches the collection
/// view that recorded it. It encodes to JSON with sorted keys, one element per
/// object, so two recordings compare line by line.
public struct LayoutTimeline: Codable, Equatable, Sendable {
  /// Samples per second of animation time.
  public var framesPerSecond: Double
  /// The recorded animations, in the order they ran.
  public var segments: [Segment]
  /// Every sample, in time order; the first shows the state before the first
  /// animation.
  public var frames: [LayoutFrame]
  /// How each element looks, by element name, taken from its view the first
  /// time a frame showed it.
  public var appearances: [String: ElementAppearance]

  public init(
    framesPerSecond: Double, segments: [Segment] = [], frames: [LayoutFrame] = [],
    appearances: [String: ElementAppearance] = [:]
  ) {
    self.framesPerSecond = framesPerSecond
    self.segments = segments
    self.frames = frames
    self.appearances = appearances
  }

  /// The rate of a `recordTimeline` call that names none: 60, a phone's
  /// display rate, unless whoever runs the code sets another around it with
  /// `LayoutTimeline.$defaultFramesPerSecond.withValue(_:operation:)` (the
  /// coldocs runner does, from a guide's `examples.framesPerSecond`). It is
  /// task-local rather than global so that runs on other tasks never see
  /// each other's setting.
  @TaskLocal public static var defaultFramesPerSecond: Double = 60

  /// The time of the last frame.
  public var duration: TimeInterval { frames.last?.time ?? 0 }

  /// One animation within a timeline.
  public struct Segment: Codable, Equatable, Sendable {
    public var kind: Kind
    public var start: TimeInterval
    public var duration: TimeInterval

    public init(kind: Kind, start: TimeInterval, duration: TimeInterval) {
      self.kind = kind
      self.start = start
      self.duration = duration
    }
  }

  /// What caused an animation.
  public enum Kind: String, Codable, Sendable {
    case scroll
    case deceleration
    case batchUpdate
    case layoutTransition
    case interactiveTransition
    case interactiveMovement
    /// An item dragged with drag and drop (the `simulateItemDrag…` finger):
    /// its lift, the finger's moves, the gap opening and the drop settling.
    /// The app's own update in `performDrop` stays a `batchUpdate`.
    case dragAndDrop
  }

  /// Pretty, key-sorted JSON: the stable form for storing and diffing.
  public func encodedJSON() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(self)
  }
}

/// The state of a collection view at one instant of a timeline.
public struct LayoutFrame: Codable, Equatable, Sendable {
  public var time: TimeInterval
  public var contentOffset: CGPoint
  public var bounds: CGRect
  public var contentSize: CGSize
  /// Elements sorted by identity, so frames list them in a stable order.
  public var elements: [ElementSnapshot]
  /// What the status bar, the bars of the controllers it is in and the
  /// home indicator cover of the collection view, edge by edge; nil (and
  /// absent from the JSON) when nothing does.
  public var safeAreaInsets: UIEdgeInsets?

  public init(
    time: TimeInterval, contentOffset: CGPoint, bounds: CGRect, contentSize: CGSize,
    elements: [ElementSnapshot]
  ) {
    self.time = time
    self.contentOffset = contentOffset
    self.bounds = bounds
    self.contentSize = contentSize
    self.elements = elements
  }

  /// The element with this identity, if it is in the frame.
  public func element(_ id: String) -> ElementSnapshot? {
    elements.first { $0.id == id }
  }
}

/// One element's attributes, frozen, with an identity that follows it across
/// the frames of a timeline even when batch updates change its index path.
public struct ElementSnapshot: Codable, Equatable, Sendable {
  /// Stable across the timeline: "cell 0.3", "header 1", "decoration Shelf 0.0".
  public var id: String
  public var category: UICollectionView.ElementCategory
  public var kind: String?
  public var indexPath: IndexPath
  public var center: CGPoint
  public var size: CGSize
  /// Omitted from the JSON when it is the identity.
  public var transform3D: CATransform3D?
  public var alpha: CGFloat
  public var zIndex: Int
  public var isHidden: Bool
  /// Where the cell's content view sits in this frame, when it does not
  /// simply fill the cell (a parallax layout moves it as the view scrolls).
  public var content: ContentPlacement?

  /// The axis-aligned bounding box, as `UICollectionViewLayoutAttributes.frame`.
  public var frame: CGRect {
    UICollectionViewLayoutAttributes.boundingFrame(
      center: center, size: size, transform3D: transform3D)
  }

  init(id: String, _ attributes: UICollectionViewLayoutAttributes) {
    self.id = id
    category = attributes.representedElementCategory
    kind = attributes.representedElementKind
    indexPath = attributes.indexPath
    center = attributes.center
    size = attributes.size
    transform3D = CATransform3DIsIdentity(attributes.transform3D) ? nil : attributes.transform3D
    alpha = attributes.alpha
    zIndex = attributes.zIndex
    isHidden = attributes.isHidden
  }

  /// Every number finite: a layout that computed NaN or infinity is an error.
  var isFinite: Bool {
    center.x.isFinite && center.y.isFinite && size.width.isFinite && size.height.isFinite
      && alpha.isFinite && (transform3D?.isFinite ?? true)
  }
}
