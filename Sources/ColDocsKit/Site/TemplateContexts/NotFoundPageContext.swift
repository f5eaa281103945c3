import Foundation

/// What `404.mustache` receives: the site's frame and words, nothing of any
/// chapter, since the page stands for every address that has none.
struct NotFoundPageContext: TemplateContext {
  let siteTitle: String
  /// "Page not found", in the guide's language, for the `<title>`.
  let pageTitle: String
  /// Empty: the page sits at the site's root (see `ChapterPageContext.root`).
  let root: String
  let lang: String
  /// Every word of the theme, read as `{{strings.NAME}}`.
  let strings: [String: String]
  /// The words coldocs.js needs, as a JSON object safe inside `<script>`.
  let stringsJSON: String
}
