import Foundation

/// What `index.mustache` receives: the guide's front page, its introduction
/// and its list of chapters.
struct IndexPageContext: TemplateContext {
  let siteTitle: String
  let lang: String
  /// The site's title again: the shared partials (head, sidebar) read
  /// `pageTitle` whatever the page.
  let pageTitle: String
  /// Every chapter in reading order.
  let chapters: [PageLink]
  /// The same chapters under the guide's parts, as the sidebar shows them:
  /// chapters before, between or after parts form groups without a title.
  let groups: [ChapterGroup]
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
  /// Always true, so that shared partials can tell the index page apart.
  let isIndex: Bool
  /// `content/index.md` as HTML, written unescaped. Nil, not empty, when the
  /// guide has none, so that a `{{#content}}` section is left out.
  let content: String?
  /// The first chapter, for the pager; nil in a guide without chapters.
  let next: PageLink?
  /// Every word of the theme, read as `{{strings.NAME}}`.
  let strings: [String: String]
  /// The words coldocs.js needs, as a JSON object safe inside `<script>`.
  let stringsJSON: String
}

/// A run of the index page's chapters: one part, or loose chapters.
struct ChapterGroup: Encodable, Sendable, Equatable {
  /// The part's title; nil for chapters outside any part.
  let title: String?
  /// The number of the group's first chapter, counting across the guide,
  /// so that a list started at it numbers its chapters as their pages do.
  let start: Int
  let chapters: [PageLink]
}
