import Testing

@testable import ColDocsKit

/// "chapter N" is found as words of their own, nowhere else.
@Suite struct ChapterMentionTests {
  @Test func mentionsAreFoundWithWhereTheyStart() {
    let found = ChapterMention.matches(in: "as in chapter 3, and Chapter 12.")
    #expect(
      found == [
        .init(offset: 6, text: "chapter 3", number: 3),
        .init(offset: 21, text: "Chapter 12", number: 12),
      ])
  }

  @Test(arguments: [
    "subchapter 2", "chapter 3b", "chapters 3 and 4", "chapter three", "the last chapter",
    "chapter", "chapter  4", "a chapter\n5",
  ])
  func otherTextHoldsNoMention(text: String) {
    #expect(ChapterMention.matches(in: text).isEmpty)
  }
}
