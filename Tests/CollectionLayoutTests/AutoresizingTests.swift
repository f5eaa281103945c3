import Foundation
import Testing

@testable import CollectionLayout

/// Views that follow their superview's size by their autoresizing masks.
@Suite struct AutoresizingTests {
  /// A flexible width takes the whole change; the margins stay.
  @Test func aFlexibleWidthTakesTheChange() {
    let superview = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let view = UIView(frame: CGRect(x: 50, y: 10, width: 100, height: 20))
    view.autoresizingMask = .flexibleWidth
    superview.addSubview(view)
    superview.frame.size.width = 400
    #expect(view.frame == CGRect(x: 50, y: 10, width: 200, height: 20))
  }

  /// Several flexible parts share the change in proportion to their
  /// lengths (UIKit's documentation of `UIView.AutoresizingMask`). Margins
  /// of 20 and 30 around a 100-point view, in a superview grown from 150
  /// to 270, become 68 and 102, as measured in a published test.
  @Test func flexiblePartsShareTheChangeInProportion() {
    let superview = UIView(frame: CGRect(x: 0, y: 0, width: 150, height: 100))
    let view = UIView(frame: CGRect(x: 20, y: 0, width: 100, height: 20))
    view.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
    superview.addSubview(view)
    superview.bounds.size.width = 270
    #expect(view.frame.minX == 68)
    #expect(270 - view.frame.maxX == 102)
  }

  /// A view with no mask keeps its frame; so does every subview of a view
  /// that does not autoresize its subviews.
  @Test func noMaskOrNoAutoresizingKeepsTheFrame() {
    let superview = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let still = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    superview.addSubview(still)
    let flexible = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    flexible.autoresizingMask = .flexibleHeight
    superview.addSubview(flexible)
    superview.autoresizesSubviews = false
    superview.bounds.size = CGSize(width: 200, height: 200)
    #expect(still.frame == CGRect(x: 10, y: 10, width: 20, height: 20))
    #expect(flexible.frame == CGRect(x: 10, y: 10, width: 20, height: 20))
  }

  /// A cell's content view fills it through every resize; a label with a
  /// flexible width inside it follows.
  @Test func aCellsContentViewAndAnAutoresizingLabelFollowTheCell() {
    let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    let label = UILabel(frame: cell.contentView.bounds.insetBy(dx: 8, dy: 8))
    label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    cell.contentView.addSubview(label)
    cell.bounds.size = CGSize(width: 180, height: 80)
    #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 180, height: 80))
    #expect(label.frame == CGRect(x: 8, y: 8, width: 164, height: 64))
  }

  /// Scrolling (a new bounds origin) moves nothing and asks for no layout
  /// of the subviews.
  @Test func aNewBoundsOriginResizesNothing() {
    let superview = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let view = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    view.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
    superview.addSubview(view)
    superview.bounds.origin = CGPoint(x: 0, y: 40)
    #expect(view.frame == CGRect(x: 10, y: 10, width: 20, height: 20))
  }
}
