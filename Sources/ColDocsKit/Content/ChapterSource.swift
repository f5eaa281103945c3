import Foundation

/// One Markdown page as read from disk, before anything is compiled.
struct ChapterSource {
  /// The file as reported in diagnostics: "content/01-flow-layout.md".
  let file: String
  /// The page's name in the site: "flow-layout" for "01-flow-layout.md".
  let slug: String
  private(set) var frontMatter: FrontMatter
  private(set) var body: String
  /// The file line of the body's first line.
  let bodyLine: Int
  /// The file itself (device and inode): two spellings of one file, or a
  /// link to it, have the same identity.
  let identity: String
  /// The folder holding the file: `include=` paths are read from it.
  let folder: URL
  /// True for an edition's page of a chapter it does not translate yet:
  /// the original, shown as it is (`translated(by:…)`).
  private(set) var isUntranslated = false

  var title: String { frontMatter.title ?? slug }

  init(url: URL, displayPath: String) throws {
    let text = try TextFile.read(url, displayPath: displayPath)
    let (matter, body, bodyLine) = try FrontMatter.split(text, file: displayPath)
    file = displayPath
    folder = url.deletingLastPathComponent().standardizedFileURL
    slug = Self.slug(forFileName: url.deletingPathExtension().lastPathComponent)
    frontMatter = matter
    self.body = body
    self.bodyLine = bodyLine
    var status = stat()
    identity = stat(url.path, &status) == 0 ? "\(status.st_dev):\(status.st_ino)" : url.path
  }

  /// The same page with another body and front matter: an edition's page,
  /// which is read as the original is (its file, folder and line numbers).
  func replacingBody(_ body: String, frontMatter: FrontMatter, untranslated: Bool = false)
    -> ChapterSource
  {
    var page = self
    page.body = body
    page.frontMatter = frontMatter
    page.isUntranslated = untranslated
    return page
  }

  /// The file name without its ordering prefix: "01-flow-layout" → "flow-layout".
  static func slug(forFileName name: String) -> String {
    let trimmed = name.drop { $0.isNumber }
    if trimmed.first == "-" || trimmed.first == "_", trimmed.count > 1 {
      return SlugMaker.slug(String(trimmed.dropFirst()))
    }
    return SlugMaker.slug(name)
  }

  /// The parsed Markdown, with cmark's line numbers shifted to file lines
  /// and its links to other Markdown files of the guide leading to their
  /// pages.
  func parse(pages: PageLinks = .none) -> MarkdownDocument {
    let file = self.file
    return MarkdownDocument(
      markdown: body, lineOffset: bodyLine - 1,
      rewritingLinks: { pages.href(for: $0, from: file) })
  }
}
