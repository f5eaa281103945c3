import CollectionLayout
import Foundation
import Testing

/// The readable-content guide: Apple documents that it never reaches
/// outside the layout-margins guide, is centred in it, and is at most the
/// readable width of the current text size. 672 points at the default size
/// was measured on an iPad (iOS 9); how it changes with the text size is
/// the engine's ([?]: with the body text's size).
@Suite struct ReadableContentGuideTests {
  /// A view of `width` with 20-point side margins, as an iPad's root view
  /// has, its guide placed by a pass of Auto Layout.
  private func guideFrame(width: CGFloat, category: UIContentSizeCategory = .large) -> CGRect {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 400))
    view.layoutMargins = UIEdgeInsets(top: 8, left: 20, bottom: 8, right: 20)
    view.traitOverrides.preferredContentSizeCategory = category
    let column = UIView()
    column.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(column)
    let guide = view.readableContentGuide
    NSLayoutConstraint.activate([
      column.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      column.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      column.topAnchor.constraint(equalTo: guide.topAnchor),
      column.heightAnchor.constraint(equalToConstant: 10),
    ])
    view.layoutIfNeeded()
    #expect(column.frame.minX == guide.layoutFrame.minX)
    #expect(column.frame.width == guide.layoutFrame.width)
    return guide.layoutFrame
  }

  @Test func onAnIPadItIsAColumnCentredInTheMargins() {
    // 820 − 2 × 20 = 780 between the margins; 672 of it, 54 more on each side.
    #expect(guideFrame(width: 820) == CGRect(x: 74, y: 8, width: 672, height: 384))
  }

  @Test func onAPhoneItIsTheMarginsGuide() {
    #expect(guideFrame(width: 390) == CGRect(x: 20, y: 8, width: 350, height: 384))
  }

  @Test func itWidensWithTheTextSize() {
    let large = guideFrame(width: 1180).width
    let bigger = guideFrame(width: 1180, category: .extraExtraLarge).width
    let smaller = guideFrame(width: 1180, category: .small).width
    #expect(smaller < large && large < bigger)
  }

  @Test func aReadableListSectionIsTheColumn() throws {
    // A plain list on an iPad whose sections measure from the guide, as an
    // app opts in: the rows are the 672-point column, not the whole width.
    let layout = UICollectionViewCompositionalLayout { _, environment in
      let section = NSCollectionLayoutSection.list(
        using: .init(appearance: .plain), layoutEnvironment: environment)
      section.contentInsetsReference = .readableContent
      return section
    }
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 820, height: 600), collectionViewLayout: layout)
    view.layoutMargins = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
    view.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
    let source = RowSource()
    view.dataSource = source
    view.layoutIfNeeded()
    let row = try #require(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
    #expect(row.frame.minX == 74 && row.frame.width == 672)
  }
}

private final class RowSource: NSObject, UICollectionViewDataSource {
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 3 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
  }
}
