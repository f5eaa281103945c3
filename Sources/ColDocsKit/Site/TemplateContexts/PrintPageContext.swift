import Foundation

/// What `print.mustache` receives: a print view with its chapters' bodies
/// one after the other, or, in a guide split over several print pages,
/// `print.html` listing those pages.
struct PrintPageContext: TemplateContext {
  let siteTitle: String
  let lang: String
  /// "Guide (all chapters)", or the site and the part on a part's print page.
  let pageTitle: String
  /// The way from the page to the site's root, where the theme's assets
  /// are (`{{root}}assets/style.css`): empty in the guide's own language,
  /// "../" in a further edition, whose pages are in its language's folder.
  let root: String
  /// The way from the page to its edition's own files (index, print view,
  /// chapter list, search index): empty, since every page sits at the top
  /// of its edition; a variable so that templates need no change if pages
  /// ever move down.
  let home: String
  /// The same page in each edition of the site, for the language switcher;
  /// empty in a site of one edition.
  let editions: [EditionLink]
  /// Whether `editions` has an entry (a template cannot ask an array).
  let hasEditions: Bool
  /// Whether `chapters` has an entry: the template draws the contents
  /// list's frame only then.
  let hasChapters: Bool
  /// The chapters of this print page, in reading order; none on the list
  /// of print pages.
  let chapters: [Chapter]
  /// True on the list of print pages only. A false here and no value at all
  /// read the same to a section or an inverted section.
  let hasParts: Bool
  /// The print pages `print.html` lists; empty on a print page of chapters.
  /// Empty and absent read the same to a section or an inverted section.
  let parts: [Part]
  /// Every word of the theme, read as `{{strings.NAME}}`.
  let strings: [String: String]
  /// The words coldocs.js needs, as a JSON object safe inside `<script>`.
  let stringsJSON: String

  /// One chapter of a print view (`{{#chapters}}`).
  struct Chapter: Encodable, Sendable {
    let title: String
    /// The chapter's page body, its heading ids taken out (they repeat from
    /// chapter to chapter), written unescaped.
    let content: String
    let chapterNumber: Int
    let chapterLabel: String
    /// The chapter's page name: the id its `<h1>` takes, which the print
    /// view's own contents list links to.
    let anchor: String
    /// The chapter's language, which may differ from the site's.
    let lang: String
  }

  /// One print page as `print.html` lists it (`{{#parts}}`).
  struct Part: Encodable, Sendable {
    /// The part's title, or the run of loose chapters it holds.
    let title: String
    let href: String
  }
}
