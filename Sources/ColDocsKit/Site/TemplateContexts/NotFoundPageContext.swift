import Foundation

/// What `404.mustache` receives: the site's frame and words, nothing of any
/// chapter, since the page stands for every address that has none.
struct NotFoundPageContext: TemplateContext {
  let siteTitle: String
  /// "Page not found", in the guide's language, for the `<title>`.
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
  let lang: String
  /// Every word of the theme, read as `{{strings.NAME}}`.
  let strings: [String: String]
  /// The words coldocs.js needs, as a JSON object safe inside `<script>`.
  let stringsJSON: String
}
