import Foundation

/// One edition of the page being read, for the language switcher and the
/// `hreflang` alternates in the page's head (`{{#editions}}`).
struct EditionLink: Encodable, Sendable, Equatable {
  /// The edition's language tag.
  let lang: String
  /// The language's name in itself ("English", "简体中文"), so a reader
  /// finds their own language whichever edition they are reading.
  let name: String
  /// The same page in that edition, relative to this page.
  let href: String
  /// True for the edition of the page being read.
  let current: Bool
  /// True when `href` is the same page in that edition; false when the
  /// page is the current edition's own (its appendix) and `href` is that
  /// edition's front page. Only equivalents are `hreflang` alternates.
  let equivalent: Bool
}
