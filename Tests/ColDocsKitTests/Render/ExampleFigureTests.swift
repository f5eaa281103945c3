import ColDocsRuntime
import CollectionLayout
import Foundation
import Testing

@testable import ColDocsKit

/// Numbered squares.
private final class Squares: NSObject, UICollectionViewDataSource {
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 9 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }
}

@Suite struct ExampleFigureTests {
  /// Nine 100-point squares in a view `width` points wide, 330 tall.
  private func panel(width: CGFloat) throws -> ExamplePanel {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: width, height: 330), collectionViewLayout: layout)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    let data = Squares()
    view.dataSource = data
    view.layoutIfNeeded()
    return try withExtendedLifetime(data) { try #require(view.examplePanels.first) }
  }

  @Test func everyPanelCarriesItsWidthAndTheFigureItsWidest() throws {
    let panels = try [320, 375, 768].map { try panel(width: $0) }
    let example = ExampleSpec(
      id: "three widths", chapter: "sizes", file: "sizes.md", line: 1, column: 1, timeout: nil,
      function: "example", blockIndex: 0)
    let html = ExampleFigure(
      example: example, code: "",
      outcome: .succeeded(ExampleResult(panels: panels), output: "")
    ).html
    // Each drawing is its view (330 tall, as wide as the view; the content
    // is no wider) with 8 points around it: 336, 391 and 784 wide. The page
    // draws all three at the scale that fits the widest.
    #expect(
      html.hasPrefix(
        "<figure class=\"cd-example\" id=\"example-sizes-three-widths\" style=\"--cd-widest:784\">"
      ))
    for width in [336, 391, 784] {
      #expect(html.contains("<div class=\"cd-panel\" style=\"--cd-width:\(width)\">"))
    }
    #expect(html.contains("viewBox=\"-8 -8 784 346\""))
    // Seven squares a line at 768: two lines, 210 points of content.
    #expect(html.contains("<p class=\"cd-caption\">content 768 × 210</p>"))
  }

  private func printing(_ panels: [ExamplePanel]) -> String {
    let example = ExampleSpec(
      id: "printer", chapter: "sizes", file: "sizes.md", line: 5, column: 1, timeout: nil,
      function: "example", blockIndex: 0)
    return ExampleFigure(
      example: example, code: "",
      outcome: .succeeded(ExampleResult(panels: panels), output: "hello\n")
    ).html
  }

  @Test func printedOutputSitsInTheBoxOfItsOnePanel() throws {
    let html = printing([try panel(width: 320)])
    // After the frames table, before the panel's box closes.
    #expect(
      html.hasSuffix(
        "</details>\n<details class=\"cd-output\"><summary>Printed output</summary>"
          + "<pre>hello\n</pre></details>\n</div>\n</figure>\n"))
  }

  @Test func printedOutputOfSeveralPanelsFollowsThem() throws {
    let html = printing([try panel(width: 320), try panel(width: 375)])
    // The last panel's box closes, then the row of panels, then the output
    // (a box of its own in style.css).
    #expect(
      html.hasSuffix(
        "</details>\n</div>\n</div>\n<details class=\"cd-output\"><summary>Printed output</summary>"
          + "<pre>hello\n</pre></details>\n</figure>\n"))
  }

  @Test func aFigureWithoutDrawingsHasNoWidth() {
    let example = ExampleSpec(
      id: "broken", chapter: "sizes", file: "sizes.md", line: 3, column: 1, timeout: nil,
      function: "example", blockIndex: 0)
    let html = ExampleFigure(example: example, code: "", outcome: nil).html
    #expect(html.hasPrefix("<figure class=\"cd-example\" id=\"example-sizes-broken\">"))
  }
}
