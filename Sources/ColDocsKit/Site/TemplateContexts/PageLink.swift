import Foundation

/// A link to a chapter: the previous and next page in the pager, and each
/// entry of the index page's chapter list (`{{title}}`, `{{href}}`,
/// `{{#summary}}`).
struct PageLink: Encodable, Sendable, Equatable {
  let title: String
  /// The chapter's file name, relative: every page sits at the site's root.
  let href: String
  /// The front matter's summary. Optional rather than empty when absent:
  /// swift-mustache renders a section for any string that is there, empty
  /// or not, so only nil leaves `{{#summary}}` out.
  let summary: String?
}
