import CollectionLayout
import Foundation

/// How the benchmark's items are sized.
enum ItemSizing: CustomStringConvertible {
  /// Every item 50×50: the flow layout's uniform path.
  case uniform
  /// Widths 40–119 and heights 30–89 from a fixed sequence: the variable path.
  case variable

  var description: String {
    switch self {
    case .uniform: "uniform"
    case .variable: "variable"
    }
  }
}

/// Counts and sizes for the benchmark, answered without allocation.
final class SceneDataSource: NSObject, UICollectionViewDataSource,
  UICollectionViewDelegateFlowLayout
{
  let count: Int
  let sizes: [CGSize]

  init(count: Int, sizing: ItemSizing) {
    self.count = count
    switch sizing {
    case .uniform:
      sizes = []
    case .variable:
      var state: UInt64 = 0x9E37_79B9_7F4A_7C15
      sizes = (0..<count).map { _ in
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let bits = Int(truncatingIfNeeded: state >> 33)
        return CGSize(width: CGFloat(40 + bits % 80), height: CGFloat(30 + (bits / 80) % 60))
      }
    }
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    sizes.isEmpty ? CGSize(width: 50, height: 50) : sizes[indexPath.item]
  }
}

/// A phone-sized collection view with one section of `count` items.
final class FlowScene {
  let layout = UICollectionViewFlowLayout()
  let collectionView: UICollectionView
  let dataSource: SceneDataSource

  init(count: Int, sizing: ItemSizing) {
    collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    dataSource = SceneDataSource(count: count, sizing: sizing)
    collectionView.dataSource = dataSource
    collectionView.delegate = dataSource
    collectionView.layoutIfNeeded()
  }

  /// Throws the geometry away and computes it again, as after an invalidation.
  func reprepare() {
    layout.invalidateLayout()
    layout.prepare()
  }

  /// `count` viewports spread evenly down the content.
  func viewports(count: Int) -> [CGRect] {
    let height = layout.collectionViewContentSize.height - 667
    return (0..<count).map { index in
      CGRect(x: 0, y: height * CGFloat(index) / CGFloat(count), width: 375, height: 667)
    }
  }

  func query(_ rect: CGRect) -> [UICollectionViewLayoutAttributes] {
    layout.layoutAttributesForElements(in: rect) ?? []
  }

  /// Every item's attributes, as a layout that keeps them all in one array has.
  func allAttributes() -> [UICollectionViewLayoutAttributes] {
    (0..<dataSource.count).map {
      layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!
    }
  }
}

/// Memory held per item by a prepared layout and its collection view: the
/// growth of the process's resident set while the scene is built.
func bytesPerItem(count: Int, sizing: ItemSizing) -> Double {
  let sizesBytes = sizing == .variable ? count * MemoryLayout<CGSize>.stride : 0
  let before = residentBytes()
  let scene = FlowScene(count: count, sizing: sizing)
  let after = residentBytes()
  withExtendedLifetime(scene) {}
  // The data source's own size table belongs to the app, not the layout.
  return Double(after - before - sizesBytes) / Double(count)
}

/// The resident set size, from Linux's /proc/self/statm (in pages).
func residentBytes() -> Int {
  guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
    return 0
  }
  let fields = text.split(separator: " ")
  guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
  return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}
