import ColDocsRuntime
import CollectionLayout
import Foundation
import Testing

@testable import ColDocsKit

/// Two cells, painted by `paint`.
private final class Painted: NSObject, UICollectionViewDataSource {
  let paint: (UICollectionViewCell, Int) -> Void
  init(_ paint: @escaping (UICollectionViewCell, Int) -> Void) { self.paint = paint }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 2 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    paint(cell, indexPath.item)
    return cell
  }
}

/// A colour's dark variant reaches the page only when it differs, and only
/// as a custom property beside the light colour.
@Suite struct ThemedPaintTests {
  /// The SVG of two 100 × 60 cells painted by `paint`.
  private func svg(_ paint: @escaping (UICollectionViewCell, Int) -> Void) throws -> String {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 60)
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 240, height: 100), collectionViewLayout: layout)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    let data = Painted(paint)
    view.dataSource = data
    view.layoutIfNeeded()
    let panel = try #require(view.examplePanels.first)
    return withExtendedLifetime(data) { DiagramRenderer(panel: panel, id: "t").svg }
  }

  @Test func aSystemGreyCellCarriesItsDarkGrey() throws {
    let drawn = try svg { cell, item in
      cell.backgroundColor =
        item == 0 ? .systemGray5 : UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
    }
    // systemGray5: (229, 229, 234) light, (44, 44, 46) dark.
    #expect(drawn.contains("style=\"fill:#e5e5ea;--dark-fill:#2c2c2e\""))
    // A colour made from components is fixed: (51, 102, 153), nothing more.
    #expect(drawn.contains("style=\"fill:#336699\""))
  }

  @Test func aFadedColourKeepsItsOpacityInBothThemes() throws {
    let drawn = try svg { cell, _ in cell.backgroundColor = .systemTeal.withAlphaComponent(0.55) }
    // systemTeal: (48, 176, 199) light, (64, 200, 224) dark; one opacity.
    #expect(drawn.contains("style=\"fill:#30b0c7;fill-opacity:0.55;--dark-fill:#40c8e0\""))
  }

  @Test func aBorderFromASystemColourCarriesItsDarkVariant() throws {
    let drawn = try svg { cell, _ in
      cell.layer.borderWidth = 2
      cell.layer.borderColor = UIColor.systemGray3.cgColor
    }
    // systemGray3: (199, 199, 204) light, (72, 72, 74) dark.
    #expect(drawn.contains("style=\"stroke:#c7c7cc;--dark-stroke:#48484a;stroke-width:2\""))
  }

  @Test func anOpacityThatChangesAloneIsWrittenAlone() {
    // systemFill: (120, 120, 128) in both, at 20 % light and 36 % dark.
    let light: [CGFloat] = [120.0 / 255, 120.0 / 255, 128.0 / 255, 0.2]
    let dark: [CGFloat] = [120.0 / 255, 120.0 / 255, 128.0 / 255, 0.36]
    #expect(
      ThemedPaint.declarations("fill", light: light, dark: dark)
        == ["fill:#787880", "fill-opacity:0.2", "--dark-fill-opacity:0.36"])
    #expect(
      ThemedPaint.declarations("fill", light: light, dark: nil) == [
        "fill:#787880", "fill-opacity:0.2",
      ])
  }
}
