import CollectionLayout
import Foundation

/// A list of notes whose rows size themselves: a compositional list with
/// estimated 44-point heights, each cell a multi-line body-style label
/// pinned to its content view's margins by constraints, as an app writes
/// one. Every row shown is measured by Auto Layout
/// (`systemLayoutSizeFitting` through the default
/// `preferredLayoutAttributesFitting`).
final class SelfSizingScene {
  let collectionView: UICollectionView
  private let notes: Notes

  init(count: Int) {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
      subitems: [item])
    let layout = UICollectionViewCompositionalLayout(
      section: NSCollectionLayoutSection(group: group))
    collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
    collectionView.register(NoteCell.self, forCellWithReuseIdentifier: "note")
    notes = Notes(count: count)
    collectionView.dataSource = notes
  }

  /// The first screen: the layout prepared and the rows on screen measured.
  func showFirstScreen() {
    collectionView.layoutIfNeeded()
  }

  /// Scrolls to the end a screen at a time, measuring every row on the way.
  func scrollToTheEnd() {
    var offset: CGFloat = 0
    while offset + collectionView.bounds.height < collectionView.contentSize.height {
      offset += 600
      collectionView.contentOffset = CGPoint(x: 0, y: offset)
      collectionView.layoutIfNeeded()
    }
  }
}

private final class NoteCell: UICollectionViewCell {
  let label = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    label.font = .preferredFont(forTextStyle: .body)
    label.numberOfLines = 0
    label.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(label)
    let margins = contentView.layoutMarginsGuide
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      label.topAnchor.constraint(equalTo: margins.topAnchor),
      label.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
    ])
  }

  required init?(coder: NSCoder) { fatalError("not used") }
}

/// Notes of 3 to 40 words, the same every run.
private final class Notes: NSObject, UICollectionViewDataSource {
  private static let words = [
    "call", "the", "plumber", "before", "Friday", "and", "ask", "about", "kitchen", "tap",
    "bring", "back", "library", "books", "water", "plants", "on", "balcony", "pay", "rent",
  ]
  let texts: [String]

  init(count: Int) {
    texts = (0..<count).map { index in
      let length = 3 + (index * 17) % 38
      return (0..<length).map { Self.words[(index + $0 * 7) % Self.words.count] }
        .joined(separator: " ")
    }
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { texts.count }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell =
      collectionView.dequeueReusableCell(withReuseIdentifier: "note", for: indexPath) as! NoteCell
    cell.label.text = texts[indexPath.item]
    return cell
  }
}

/// The first screen of a 1,000-row self-sizing list, and a scroll through
/// all of it.
func measureSelfSizing(into report: BenchmarkReport) {
  let first = measure(iterations: 11) { SelfSizingScene(count: 1_000).showFirstScreen() }
  report.add("self-sizing list, 1,000 Auto Layout rows, first screen", first)
  let scroll = measure(iterations: 5) {
    let scene = SelfSizingScene(count: 1_000)
    scene.showFirstScreen()
    scene.scrollToTheEnd()
  }
  report.add("self-sizing list, 1,000 Auto Layout rows, scrolled to the end", scroll)
  report.add("self-sizing list, per row measured while scrolling", scroll.divided(by: 1_000))
}
