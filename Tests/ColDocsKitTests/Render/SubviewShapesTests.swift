import ColDocsRuntime
import Foundation
import Testing

@testable import ColDocsKit
@testable import CollectionLayout

@Suite struct SubviewShapesTests {
  /// A 100 × 50 cell at (50, 25), drawn with `look`.
  private func drawn(_ look: ElementAppearance) -> String {
    let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 3, section: 0))
    attributes.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
    let element = ElementSnapshot(id: "cell 0.3", attributes)
    var svg = HTMLBuilder()
    ElementShape(
      element: element, drawn: DrawnElement(element), look: look, animation: nil,
      contentClipID: "d-c0"
    ).write(into: &svg)
    return svg.markup
  }

  private let hello = TextAppearance(
    lines: ["Hello"], origins: [CGPoint(x: 31.5, y: 31)], widths: [37], fontSize: 17,
    weight: 600, color: [0, 0, 0, 1], darkColor: [1, 1, 1, 1])

  /// The text sits at its baseline in the cell's coordinates (the group's
  /// origin moved to the cell's top-left corner), at the measured width,
  /// and the index-path name is not written over it.
  @Test func aLabelsTextIsDrawnWhereThePhoneDrawsIt() {
    let look = ElementAppearance(
      views: [SubviewAppearance(frame: CGRect(x: 0, y: 0, width: 100, height: 50), text: hello)])
    let svg = drawn(look)
    #expect(svg.contains("<g transform=\"translate(-50 -25)\">"))
    #expect(
      svg.contains(
        "<text class=\"cd-text\" x=\"31.5\" y=\"31\" textLength=\"37\" lengthAdjust=\"spacingAndGlyphs\" style=\"font-size:17px;font-weight:600;fill:#000000;--dark-fill:#ffffff\">Hello</text>"
      ), "\(svg)")
    #expect(!svg.contains("cd-label"), "no name is written over a cell that shows text")
  }

  /// A cell whose labels show nothing (on a phone, a blank tile) keeps the
  /// diagram's own name for it, in the diagram's label style.
  @Test func aCellShowingNoTextKeepsItsName() {
    let look = ElementAppearance(
      views: [
        SubviewAppearance(
          frame: CGRect(x: 70, y: 6, width: 24, height: 24), backgroundColor: [1, 0, 0, 1])
      ], unshownText: [UnshownText(text: "7", reason: .zeroSize)])
    let svg = drawn(look)
    #expect(svg.contains("<text class=\"cd-label\">0.3</text>"))
    #expect(!svg.contains(">7<"), "text with no frame is not drawn")
    #expect(
      svg.contains(
        "<rect class=\"cd-subview\" x=\"70\" y=\"6\" width=\"24\" height=\"24\" style=\"fill:#ff0000\"/>"
      ), "\(svg)")
  }

  /// What a clipping view hides stays hidden: the text is drawn inside a
  /// clip path of the visible box, and faded views keep their opacity.
  @Test func clippedAndFadedViewsAreGrouped() {
    var label = SubviewAppearance(frame: CGRect(x: 30, y: 10, width: 40, height: 20), text: hello)
    label.clip = CGRect(x: 10, y: 10, width: 40, height: 30)
    label.alpha = 0.25
    let svg = drawn(ElementAppearance(views: [label]))
    #expect(
      svg.contains(
        "<clipPath id=\"d-c0v0\"><rect x=\"10\" y=\"10\" width=\"40\" height=\"30\"/></clipPath>"),
      "\(svg)")
    #expect(svg.contains("<g clip-path=\"url(#d-c0v0)\" opacity=\"0.25\">"))
  }

  /// A clip that holds the whole view clips nothing: no clip path.
  @Test func aClipHoldingTheViewIsLeftOut() {
    var label = SubviewAppearance(frame: CGRect(x: 10, y: 10, width: 40, height: 20), text: hello)
    label.clip = CGRect(x: 0, y: 0, width: 100, height: 50)
    #expect(!drawn(ElementAppearance(views: [label])).contains("clipPath"))
  }

  /// Views in a content view set apart are drawn in its placement, their
  /// origin its top-left corner.
  @Test func viewsInAContentViewFollowItsPlacement() throws {
    var look = ElementAppearance(
      views: [
        SubviewAppearance(
          frame: CGRect(x: 10, y: 30, width: 80, height: 30), text: hello, inContentView: true)
      ])
    look.content = try JSONDecoder().decode(
      ContentPlacement.self,
      from: Data(#"{"size":[100,90],"transform":[1,0,0,1,0,-20],"clipped":false}"#.utf8))
    let svg = drawn(look)
    #expect(
      svg.contains(
        "<g transform=\"matrix(1 0 0 1 0 -20)\"><g transform=\"translate(-50 -45)\">"),
      "\(svg)")
  }
}
