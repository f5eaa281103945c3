import CollectionLayout
import Foundation

/// Anything an example may return: it becomes the pictures on the page.
///
/// - a `UICollectionView`: a still picture of its whole content and viewport;
/// - a `LayoutTimeline` (from `recordTimeline`): an animation;
/// - `SideBySide(...)` or an array: several pictures next to each other;
/// - `Titled("…", …)`: a picture with a caption.
public protocol ExampleOutput {
  var examplePanels: [ExamplePanel] { get }
}

extension UICollectionView: ExampleOutput {
  public var examplePanels: [ExamplePanel] {
    layoutIfNeeded()
    return [ExamplePanel(timeline: snapshot(region: .content))]
  }
}

extension LayoutTimeline: ExampleOutput {
  public var examplePanels: [ExamplePanel] { [ExamplePanel(timeline: self)] }
}

extension Array: ExampleOutput where Element: ExampleOutput {
  public var examplePanels: [ExamplePanel] { flatMap(\.examplePanels) }
}

/// Several pictures next to each other, such as one layout at three widths.
public struct SideBySide: ExampleOutput {
  private let parts: [any ExampleOutput]

  public init(_ parts: any ExampleOutput...) {
    self.parts = parts
  }

  public init(_ parts: [any ExampleOutput]) {
    self.parts = parts
  }

  public var examplePanels: [ExamplePanel] { parts.flatMap(\.examplePanels) }
}

/// A picture with a caption.
public struct Titled: ExampleOutput {
  private let title: String
  private let content: any ExampleOutput

  public init(_ title: String, _ content: any ExampleOutput) {
    self.title = title
    self.content = content
  }

  public var examplePanels: [ExamplePanel] {
    content.examplePanels.map { ExamplePanel(title: title, timeline: $0.timeline) }
  }
}

/// What an example returned, already turned into pictures.
///
/// coldocs wraps every `return X` of an example in this, so the pictures
/// are computed at the moment the example returns, while everything it
/// created (data sources and delegates that only its local variables hold)
/// is still alive. Examples never need to write it themselves.
public struct CapturedExampleOutput: ExampleOutput {
  public let examplePanels: [ExamplePanel]

  public init(_ output: any ExampleOutput) {
    examplePanels = output.examplePanels
  }
}
