import Foundation

/// One heading in a chapter page's table of contents (`{{#toc}}`).
struct TableOfContentsEntry: Encodable, Sendable, Equatable {
  /// The heading's text as the reader sees it; the template escapes it.
  let text: String
  /// The heading's id on the page, the link's target.
  let id: String
  /// 2 or 3: deeper headings are left out of the list.
  let level: Int
  /// Whether the entry is indented (`{{#nested}}`): a template cannot
  /// compare `level`, so the comparison is made here.
  let nested: Bool
}
