import Foundation

/// What `page.mustache` (and the partials it names) receives for a chapter.
struct ChapterPageContext: TemplateContext {
  let siteTitle: String
  let pageTitle: String
  /// The chapter's language: its front matter's `lang`, else the site's, so
  /// that a chapter in another language is announced as one.
  let lang: String
  /// The page body, already HTML: the template writes it unescaped
  /// (`{{{content}}}`).
  let content: String
  /// The chapter's level-2 and level-3 headings, in page order.
  let toc: [TableOfContentsEntry]
  /// Whether `toc` has an entry: the template draws the list's frame
  /// (`<nav>`, its heading) only then, and cannot ask an array for that.
  let hasToc: Bool
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
  /// 1 for the first chapter; for templates that number chapters themselves.
  let chapterNumber: Int
  /// "Chapter 3", in the guide's language.
  let chapterLabel: String
  /// The front matter's summary. Nil, not empty, when the chapter has none:
  /// a section renders for any string that is there, even "".
  let summary: String?
  /// "The code needs iOS 15 or later, for `…`." as HTML (the names are
  /// code), written unescaped (`{{{minimumIOS}}}`); nil when the chapter
  /// compiles no Swift.
  let minimumIOS: String?
  /// The chapter's examples as an app to download (`AppPackage`), a path
  /// relative to the page; nil when the chapter has no examples.
  let appDownload: String?
  /// The chapter before this one; nil on the first, so the pager shows no link.
  let previous: PageLink?
  /// The chapter after this one; nil on the last.
  let next: PageLink?
  /// Every word of the theme, read as `{{strings.NAME}}`.
  let strings: [String: String]
  /// The words coldocs.js needs, as a JSON object safe inside a `<script>`
  /// element, written unescaped (`{{{stringsJSON}}}`).
  let stringsJSON: String
}
