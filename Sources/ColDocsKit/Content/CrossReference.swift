import Foundation

/// A link of a page of the guide to a page of the guide (another chapter,
/// the index page, or a heading of its own page), where its author wrote it,
/// so that one that leads nowhere is reported at that place.
struct CrossReference: Equatable, Sendable {
  /// The Markdown file as diagnostics name it ("content/01-anatomy.md").
  let file: String
  let line: Int
  let column: Int
  /// As written: "03-item-sizes.md#items-of-different-widths".
  let destination: String
  /// What it names.
  let target: PageLinks.Target
  /// The link as the built page holds it ("item-sizes.html#…").
  let href: String
}
