import Foundation
import Testing

@testable import CollectionLayout

/// The page control's numbers follow UIKit's documented rules; its dots
/// are the engine's drawing, with sizes UIKit does not document (see
/// `UIPageControl`).
@Suite struct UIPageControlTests {
  @Test func theCurrentPageStaysWithinThePages() {
    let control = UIPageControl()
    control.numberOfPages = 5
    control.currentPage = 9
    #expect(control.currentPage == 4)
    control.currentPage = -2
    #expect(control.currentPage == 0)
    control.currentPage = 3
    control.numberOfPages = 2
    #expect(control.currentPage == 1, "fewer pages pull the current one back")
  }

  /// Five dots of 7 points on 16-point centres: 4 × 16 + 7 = 71 wide,
  /// centred in a 200 × 37 control from x = (200 − 71) / 2 = 64.5.
  @Test func theDotsAreCentredRoundAndPaintedByPage() {
    let control = UIPageControl(frame: CGRect(x: 0, y: 0, width: 200, height: 37))
    control.numberOfPages = 5
    control.currentPage = 1
    control.currentPageIndicatorTintColor = .systemBlue
    control.pageIndicatorTintColor = .systemGray
    control.layoutIfNeeded()
    #expect(control.size(forNumberOfPages: 5) == CGSize(width: 71, height: 7))
    #expect(control.intrinsicContentSize == CGSize(width: 71, height: 37))
    let dots = control.subviews
    #expect(dots.map(\.frame.minX) == [64.5, 80.5, 96.5, 112.5, 128.5])
    #expect(dots.allSatisfy { $0.frame.minY == 15 && $0.layer.cornerRadius == 3.5 })
    let painted = dots.map { $0.backgroundColor === UIColor.systemBlue }
    #expect(painted == [false, true, false, false, false])
    #expect(dots.filter { $0.backgroundColor === UIColor.systemGray }.count == 4)
  }

  @Test func oneLonePageHidesItsDotWhenAsked() {
    let control = UIPageControl()
    control.numberOfPages = 1
    #expect(control.subviews.allSatisfy { !$0.isHidden })
    control.hidesForSinglePage = true
    #expect(control.subviews.allSatisfy { $0.isHidden })
  }

  /// In a footer, the dots are what the phone draws of the control: the
  /// current one white, the others white at 30 %, the default look.
  @Test func aFooterShowsTheDotsAsRoundSubviews() throws {
    let footer = UICollectionReusableView(frame: CGRect(x: 0, y: 0, width: 100, height: 37))
    let control = UIPageControl(frame: footer.bounds)
    control.numberOfPages = 3
    control.currentPage = 2
    footer.addSubview(control)
    footer.layoutIfNeeded()
    let drawn = ElementSubviews(of: footer, contentApart: false, host: nil).drawn
    #expect(drawn.map(\.frame.minX) == [30.5, 46.5, 62.5])
    #expect(drawn.map(\.cornerRadius) == [3.5, 3.5, 3.5])
    #expect(drawn.map(\.alpha) == [1, 1, 1])
    #expect(drawn.last?.backgroundColor == UIColor.white.rgba)
    #expect(drawn.first?.backgroundColor == UIColor(white: 1, alpha: 0.3).rgba)
  }
}
