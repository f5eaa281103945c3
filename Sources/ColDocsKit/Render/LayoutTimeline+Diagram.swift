import ColDocsRuntime
import CollectionLayout
import Foundation

extension LayoutTimeline {
  /// True when some frame's content is more than four viewports long.
  var isLongContent: Bool {
    let limit = UICollectionView.longContentViewports
    return frames.contains { frame in
      frame.contentSize.width > frame.bounds.width * limit
        || frame.contentSize.height > frame.bounds.height * limit
    }
  }

  /// Every element that appears in any frame, once per zIndex it takes, in
  /// the order a diagram draws them: zIndex, then name. The drawing and its
  /// keyframes both number layers by this order.
  var drawingLayers: [DrawingLayer] {
    var latest: [String: ElementSnapshot] = [:]
    var levels: [String: Set<Int>] = [:]
    for frame in frames {
      for element in frame.elements {
        latest[element.id] = element
        levels[element.id, default: []].insert(element.zIndex)
      }
    }
    return latest.values.flatMap { element in
      levels[element.id, default: []].map { DrawingLayer(element: element, zIndex: $0) }
    }
    .sorted { ($0.zIndex, $0.element.id) < ($1.zIndex, $1.element.id) }
  }
}
