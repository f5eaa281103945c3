import CollectionLayout
import Foundation

/// What one example computed, as the runner writes it and the generator
/// reads it: one or more panels (side-by-side states or animations) and the
/// assertions that failed.
public struct ExampleResult: Codable, Equatable, Sendable {
  public var panels: [ExamplePanel]
  public var failures: [AssertionFailure]

  public init(panels: [ExamplePanel], failures: [AssertionFailure] = []) {
    self.panels = panels
    self.failures = failures
  }
}

/// How much of the content a picture shows.
public enum PanelFraming: String, Codable, Equatable, Sendable {
  /// The whole content, with the viewport drawn over it.
  case wholeContent
  /// The viewport and a margin around it; animations follow the viewport,
  /// and a minimap shows where it is in the whole content.
  case viewport
}

/// One picture: a still state (a one-frame timeline) or an animation.
public struct ExamplePanel: Codable, Equatable, Sendable {
  public var title: String?
  public var timeline: LayoutTimeline
  /// What the example asked for; nil lets the page choose (the viewport for
  /// content more than four viewports long, else the whole content).
  public var framing: PanelFraming?

  public init(title: String? = nil, timeline: LayoutTimeline, framing: PanelFraming? = nil) {
    self.title = title
    self.timeline = timeline
    self.framing = framing
  }

  /// True when the panel moves.
  public var isAnimated: Bool { timeline.frames.count > 1 }
}

/// An `expect` that did not hold, at its place in the Markdown source.
public struct AssertionFailure: Codable, Equatable, Sendable {
  public var message: String
  public var file: String
  public var line: Int

  public init(message: String, file: String, line: Int) {
    self.message = message
    self.file = file
    self.line = line
  }
}
