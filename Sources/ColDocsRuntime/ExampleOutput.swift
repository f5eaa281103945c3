import CollectionLayout
import Foundation

/// Anything an example may return: it becomes the pictures on the page.
///
/// - a `UICollectionView`: a still picture of its whole content and viewport
///   (of the viewport and a margin, for content over four viewports long);
/// - a `LayoutTimeline` (from `recordTimeline`): an animation;
/// - `SideBySide(...)` or an array: several pictures next to each other;
/// - `Titled("…", …)`: a picture with a caption;
/// - `Viewport(…)` / `WholeContent(…)`: the viewport only, or the whole
///   content, whatever the content's length.
public protocol ExampleOutput {
  var examplePanels: [ExamplePanel] { get }
}

extension UICollectionView: ExampleOutput {
  /// Content more than this many viewports long is drawn around its
  /// viewport unless the example asks for `WholeContent`.
  public static let longContentViewports: CGFloat = 4

  /// The whole content, or for long content the viewport and one viewport
  /// around it (so a million-item carousel records a few dozen items).
  public var examplePanels: [ExamplePanel] {
    layoutIfNeeded()
    guard isLongContent else { return [ExamplePanel(timeline: snapshot(region: .content))] }
    return viewportPanels
  }

  var viewportPanels: [ExamplePanel] {
    layoutIfNeeded()
    let margin = max(bounds.width, bounds.height)
    return [
      ExamplePanel(timeline: snapshot(region: .visibleWithMargin(margin)), framing: .viewport)
    ]
  }

  var isLongContent: Bool {
    let size = collectionViewLayout.collectionViewContentSize
    return size.width > bounds.width * Self.longContentViewports
      || size.height > bounds.height * Self.longContentViewports
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

/// The viewport only (and a margin around it), whatever the content's
/// length; an animation follows the viewport, and a minimap shows where it
/// is. `Viewport(collectionView)`, `Viewport(timeline)`.
public struct Viewport: ExampleOutput {
  public let examplePanels: [ExamplePanel]

  public init(_ content: any ExampleOutput) {
    examplePanels = panels(of: content, framed: .viewport) { $0.viewportPanels }
  }
}

/// The whole content with the viewport drawn over it, however long the
/// content is.
public struct WholeContent: ExampleOutput {
  public let examplePanels: [ExamplePanel]

  public init(_ content: any ExampleOutput) {
    examplePanels = panels(of: content, framed: .wholeContent) { view in
      view.layoutIfNeeded()
      return [ExamplePanel(timeline: view.snapshot(region: .content), framing: .wholeContent)]
    }
  }
}

/// The panels of `content` with the given framing: a collection view is
/// recorded the way `record` says, anything else keeps its recording.
private func panels(
  of content: any ExampleOutput, framed framing: PanelFraming,
  record: (UICollectionView) -> [ExamplePanel]
) -> [ExamplePanel] {
  if let view = content as? UICollectionView { return record(view) }
  return content.examplePanels.map { panel in
    var framed = panel
    framed.framing = framing
    return framed
  }
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
    content.examplePanels.map { panel in
      var titled = panel
      titled.title = title
      return titled
    }
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
