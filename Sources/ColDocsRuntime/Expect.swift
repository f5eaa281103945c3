import CollectionLayout
import Foundation
import Synchronization

/// The failed expectations of the example being run (one per process). An
/// example may call `expect` from any thread it starts, so the list is kept
/// under a lock.
enum AssertionLog {
  private static let recorded = Mutex<[AssertionFailure]>([])

  static var failures: [AssertionFailure] { recorded.withLock { $0 } }

  static func append(_ failure: AssertionFailure) {
    recorded.withLock { $0.append(failure) }
  }
}

/// Checks a condition inside an example. A false condition does not stop the
/// example; it is reported at this line of the Markdown file and fails
/// `coldocs check`. (`#filePath`, not `#file`: in Swift 6 `#file` is the
/// module-qualified `#fileID`, which would lose the Markdown path.)
public func expect(
  _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String = "",
  file: String = #filePath, line: Int = #line
) {
  guard !condition() else { return }
  let text = message()
  AssertionLog.append(
    AssertionFailure(
      message: text.isEmpty ? "the condition is false" : text, file: file, line: line))
}

/// Checks that no two visible cells overlap.
public func expectNoOverlappingItems(
  _ collectionView: UICollectionView, file: String = #filePath, line: Int = #line
) {
  let frames = itemFrames(collectionView)
  for (index, first) in frames.enumerated() {
    for second in frames[(index + 1)...]
    where first.frame.intersection(second.frame).width > 0.001
      && first.frame.intersection(second.frame).height > 0.001
    {
      expect(false, "items \(first.name) and \(second.name) overlap", file: file, line: line)
      return
    }
  }
}

/// Checks that every item lies inside the content size.
public func expectItemsInsideContent(
  _ collectionView: UICollectionView, file: String = #filePath, line: Int = #line
) {
  let content = CGRect(
    origin: .zero, size: collectionView.collectionViewLayout.collectionViewContentSize
  )
  .insetBy(dx: -0.001, dy: -0.001)
  for item in itemFrames(collectionView) where !content.contains(item.frame) {
    expect(
      false, "item \(item.name) at \(item.frame) is outside the content \(content.size)",
      file: file, line: line)
    return
  }
}

private func itemFrames(_ collectionView: UICollectionView) -> [(name: String, frame: CGRect)] {
  collectionView.layoutIfNeeded()
  let size = collectionView.collectionViewLayout.collectionViewContentSize
  let everything = CGRect(x: -1e6, y: -1e6, width: size.width + 2e6, height: size.height + 2e6)
  return (collectionView.collectionViewLayout.layoutAttributesForElements(in: everything) ?? [])
    .filter { $0.representedElementCategory == .cell }
    .map { ("\($0.indexPath.section).\($0.indexPath.item)", $0.frame) }
}
