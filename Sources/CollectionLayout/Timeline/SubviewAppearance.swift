import Foundation

/// One view inside an element (a cell, a header, a decoration) as a phone
/// draws it: where it is, what clips it, its paint, and a label's text laid
/// out in lines. What a diagram needs to draw what the screen shows, and
/// only that: a label with no size shows no text, on a phone and here.
public struct SubviewAppearance: Codable, Equatable, Sendable {
  /// Its frame in the element's own coordinates (the element's bounds, top
  /// left at 0, 0), or in its content view's when `inContentView`; the box
  /// around it when it is turned.
  public var frame: CGRect
  /// What is left visible of it by the views above it that clip
  /// (`clipsToBounds`), in the same coordinates; nil when none clips.
  public var clip: CGRect?
  /// Its opacity with those of the views between it and the element.
  public var alpha: CGFloat
  public var backgroundColor: [CGFloat]?
  public var darkBackgroundColor: [CGFloat]?
  public var cornerRadius: CGFloat
  public var borderWidth: CGFloat
  public var borderColor: [CGFloat]?
  public var darkBorderColor: [CGFloat]?
  /// A label's text as it draws it; nil for other views and for labels
  /// that show none.
  public var text: TextAppearance?
  /// True when it lies in a cell's content view that sits apart from the
  /// cell (see `ContentPlacement`): it moves with that view.
  public var inContentView: Bool

  public init(
    frame: CGRect, clip: CGRect? = nil, alpha: CGFloat = 1, backgroundColor: [CGFloat]? = nil,
    darkBackgroundColor: [CGFloat]? = nil, cornerRadius: CGFloat = 0, borderWidth: CGFloat = 0,
    borderColor: [CGFloat]? = nil, darkBorderColor: [CGFloat]? = nil,
    text: TextAppearance? = nil, inContentView: Bool = false
  ) {
    self.frame = frame
    self.clip = clip
    self.alpha = alpha
    self.backgroundColor = backgroundColor
    self.darkBackgroundColor = darkBackgroundColor
    self.cornerRadius = cornerRadius
    self.borderWidth = borderWidth
    self.borderColor = borderColor
    self.darkBorderColor = darkBorderColor
    self.text = text
    self.inContentView = inContentView
  }

  /// Whether it puts anything on the screen of its own.
  public var paints: Bool {
    (backgroundColor.map { $0[3] > 0 } ?? false) || (borderWidth > 0 && borderColor != nil)
      || text != nil
  }
}

/// A label's text as the label draws it: the lines it shows (an ellipsis
/// where it was cut), where each line's baseline starts and how wide it
/// is, and the font's size, weight and colour.
public struct TextAppearance: Codable, Equatable, Sendable {
  public var lines: [String]
  /// The start of each line's baseline, in the coordinates of the
  /// `SubviewAppearance` that holds it.
  public var origins: [CGPoint]
  /// Each line's width in points, as the engine measured it.
  public var widths: [CGFloat]
  public var fontSize: CGFloat
  /// 100 to 900, as CSS numbers weights: 400 regular, 700 bold.
  public var weight: Int
  public var color: [CGFloat]
  public var darkColor: [CGFloat]?

  public init(
    lines: [String], origins: [CGPoint], widths: [CGFloat], fontSize: CGFloat, weight: Int,
    color: [CGFloat], darkColor: [CGFloat]? = nil
  ) {
    self.lines = lines
    self.origins = origins
    self.widths = widths
    self.fontSize = fontSize
    self.weight = weight
    self.color = color
    self.darkColor = darkColor
  }
}

/// Text an element holds that a phone would not show, and why: what
/// `coldocs check` warns about, since a picture without it would puzzle a
/// reader who expects it, and one with it would show what no phone does.
public struct UnshownText: Codable, Equatable, Sendable {
  public enum Reason: String, Codable, Sendable, CaseIterable {
    /// The label has no width or no height: it was never given a frame
    /// or constraints.
    case zeroSize
    /// A view above it that clips leaves none of it visible.
    case clippedAway
    /// It is too narrow for even one character and the ellipsis.
    case noRoom
  }

  public var text: String
  public var reason: Reason

  public init(text: String, reason: Reason) {
    self.text = text
    self.reason = reason
  }
}
