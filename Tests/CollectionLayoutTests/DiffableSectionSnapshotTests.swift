import CollectionLayout
import Foundation
import Testing

/// Section snapshots as outlines: levels, parents, and what is visible.
@Suite struct DiffableSectionSnapshotTests {
  typealias Outline = NSDiffableDataSourceSectionSnapshot<String>

  /// Fruit (apple, pear (conference, williams)) and Veg (leek).
  private func produce() -> Outline {
    var outline = Outline()
    outline.append(["Fruit", "Veg"])
    outline.append(["apple", "pear"], to: "Fruit")
    outline.append(["conference", "williams"], to: "pear")
    outline.append(["leek"], to: "Veg")
    return outline
  }

  @Test func itemsAreDepthFirstAndCollapsedChildrenAreHidden() {
    var outline = produce()
    #expect(
      outline.items == ["Fruit", "apple", "pear", "conference", "williams", "Veg", "leek"])
    #expect(outline.rootItems == ["Fruit", "Veg"])
    #expect(outline.visibleItems == ["Fruit", "Veg"], "new parents start collapsed")
    outline.expand(["Fruit"])
    #expect(outline.visibleItems == ["Fruit", "apple", "pear", "Veg"])
    outline.expand(["pear"])
    #expect(outline.visibleItems == ["Fruit", "apple", "pear", "conference", "williams", "Veg"])
    outline.collapse(["Fruit"])
    #expect(outline.visibleItems == ["Fruit", "Veg"])
    #expect(outline.isExpanded("pear"), "a collapsed ancestor keeps its children's state")
    #expect(!outline.isVisible("conference"))
    #expect(outline.isVisible("Veg"))
  }

  @Test func levelsParentsAndIndexes() {
    let outline = produce()
    #expect(outline.level(of: "Fruit") == 0)
    #expect(outline.level(of: "pear") == 1)
    #expect(outline.level(of: "williams") == 2)
    #expect(outline.parent(of: "williams") == "pear")
    #expect(outline.parent(of: "Fruit") == nil)
    #expect(outline.index(of: "Veg") == 5)
    #expect(outline.index(of: "plum") == nil)
    #expect(outline.contains("leek"))
  }

  @Test func insertingBeforeAndAfterKeepsTheParent() {
    var outline = produce()
    outline.insert(["fig"], before: "pear")
    outline.insert(["quince"], after: "pear")
    #expect(outline.snapshot(of: "Fruit").rootItems == ["apple", "fig", "pear", "quince"])
    #expect(outline.parent(of: "quince") == "Fruit")
    #expect(outline.level(of: "fig") == 1)
  }

  @Test func deletingAParentDeletesItsDescendants() {
    var outline = produce()
    outline.delete(["pear"])
    #expect(outline.items == ["Fruit", "apple", "Veg", "leek"])
    #expect(!outline.contains("conference"))
    outline.deleteAll()
    #expect(outline.items.isEmpty)
  }

  @Test func aSubtreeCanBeTakenOutWithOrWithoutItsParent() {
    var outline = produce()
    outline.expand(["pear"])
    let children = outline.snapshot(of: "Fruit")
    #expect(children.rootItems == ["apple", "pear"])
    #expect(children.items == ["apple", "pear", "conference", "williams"])
    #expect(children.level(of: "conference") == 1)
    #expect(children.isExpanded("pear"), "expansion carries over")
    let whole = outline.snapshot(of: "Fruit", includingParent: true)
    #expect(whole.rootItems == ["Fruit"])
    #expect(whole.level(of: "conference") == 2)
  }

  @Test func outlinesCanBeGraftedAndReplaced() {
    var outline = produce()
    var herbs = Outline()
    herbs.append(["Herbs"])
    herbs.append(["basil"], to: "Herbs")
    outline.append(herbs, to: "Veg")
    #expect(outline.level(of: "basil") == 2)
    #expect(outline.parent(of: "Herbs") == "Veg")
    var berries = Outline()
    berries.append(["cherry", "plum"])
    outline.replace(childrenOf: "Fruit", using: berries)
    #expect(outline.snapshot(of: "Fruit").items == ["cherry", "plum"])
    #expect(!outline.contains("pear") && !outline.contains("williams"))
    outline.insert(berries.snapshot(of: "cherry"), before: "Fruit")
    #expect(outline.rootItems == ["Fruit", "Veg"], "an empty outline adds nothing")
  }

  @Test func theVisualDescriptionIndentsByLevel() {
    var outline = produce()
    outline.expand(["Fruit"])
    #expect(
      outline.visualDescription()
        == """
        - Fruit
          * apple
          + pear
            * conference
            * williams
        + Veg
          * leek
        """)
  }
}
