import CollectionLayout
import Foundation
import Testing

@testable import ColDocsKit

@Suite struct SafeAreaBarsTests {
  /// Upright under a navigation bar: the status bar and the bar on top, the
  /// home indicator below; nothing at the sides.
  @Test func anUprightPhoneHasATopAndABottomBand() {
    let bars = SafeAreaBars(
      insets: UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0),
      size: CGSize(width: 393, height: 852))
    #expect(
      bars.bands == [
        CGRect(x: 0, y: 0, width: 393, height: 103), CGRect(x: 0, y: 818, width: 393, height: 34),
      ])
  }

  /// On its side: a short bar on top, the housing at the sides between the
  /// top and bottom bands.
  @Test func aPhoneOnItsSideHasSideBands() {
    let bars = SafeAreaBars(
      insets: UIEdgeInsets(top: 32, left: 59, bottom: 21, right: 59),
      size: CGSize(width: 852, height: 393))
    #expect(bars.bands.count == 4)
    #expect(bars.bands[2] == CGRect(x: 0, y: 32, width: 59, height: 340))
    #expect(bars.bands[3] == CGRect(x: 793, y: 32, width: 59, height: 340))
  }

  /// The bands follow the viewport: drawn in its place, moving with its
  /// keyframes when it moves.
  @Test func theBandsAreDrawnWhereTheViewportIs() {
    var svg = HTMLBuilder()
    SafeAreaBars(
      insets: UIEdgeInsets(top: 103, left: 0, bottom: 0, right: 0),
      size: CGSize(width: 393, height: 852)
    ).write(transform: "translate(0 -103)", animation: "d-viewport", into: &svg)
    #expect(
      svg.markup.hasPrefix(
        "<g class=\"cd-bars cd-anim\" style=\"animation-name:d-viewport\" transform=\"translate(0 -103)\"><rect x=\"0\" y=\"0\" width=\"393\" height=\"103\"/></g>"
      ), "\(svg.markup)")
  }

  /// No safe area, no bands: a diagram of a bare collection view is as it was.
  @Test func noInsetsDrawNothing() {
    var svg = HTMLBuilder()
    SafeAreaBars(insets: .zero, size: CGSize(width: 320, height: 200)).write(
      transform: nil, animation: nil, into: &svg)
    #expect(svg.markup.isEmpty)
  }
}
