import Foundation

/// The pages a guide's Markdown files become, for links between them.
///
/// A chapter links to another by its Markdown file,
/// `[chapter 2](02-flow-layout.md#itemsize)`: that link also works where the
/// Markdown itself is read (a repository's file view, an editor's preview),
/// and it names a file `coldocs check` can verify. The site's page links to
/// the page the file becomes instead, `flow-layout.html#itemsize`.
struct PageLinks: Sendable {
  /// Each page's site file by its Markdown file, the file as diagnostics
  /// name it and normalised ("content/02-flow-layout.md" → "flow-layout.html").
  let pages: [String: String]
  /// The site files of `pages`, to look up a link to a page by its own
  /// name at once (a guide of 10,000 chapters has as many links as pages).
  let sitePages: Set<String>
  /// The chapters' Markdown files in reading order: chapter N is `chapters[N - 1]`.
  let chapters: [String]

  /// No pages: every link is left as written (a file rendered on its own).
  static let none = PageLinks(pages: [:], chapters: [])

  init(pages: [String: String], chapters: [String]) {
    self.pages = Dictionary(
      pages.map { (Self.normalised($0.key), $0.value) }, uniquingKeysWith: { first, _ in first })
    sitePages = Set(self.pages.values)
    self.chapters = chapters.map(Self.normalised)
  }

  /// The chapters and the index page's introduction of a guide.
  init(content: ContentSet) {
    var pages: [String: String] = [:]
    for chapter in content.chapters { pages[chapter.file] = "\(chapter.slug).html" }
    if let introduction = content.introduction { pages[introduction.file] = "index.html" }
    self.init(pages: pages, chapters: content.chapters.map(\.file))
  }

  /// What a link names, when it names a page of the guide.
  struct Target: Equatable, Sendable {
    /// The site file it leads to; nil when it names no page of the guide.
    let page: String?
    /// The part after `#`, percent-decoded; nil when there is none.
    let anchor: String?
  }

  /// What a link written in `file` names: a Markdown file (a page of the
  /// guide, or none), a page of the site by its own name, or, with only an
  /// anchor, a heading of the page itself. Nil for every other link (other
  /// sites, images and assets), which the site's own link check covers.
  func target(of destination: String, from file: String) -> Target? {
    guard !destination.hasPrefix("/"), !Self.hasScheme(destination) else { return nil }
    let here = Self.normalised(file)
    guard let ownPage = pages[here] else { return nil }
    let parts = destination.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
    let path = String(parts[0])
    let anchor = parts.count == 2 ? String(parts[1]) : nil
    let decodedAnchor = anchor.map { $0.removingPercentEncoding ?? $0 }
    if path.isEmpty {
      return decodedAnchor?.isEmpty == false ? Target(page: ownPage, anchor: decodedAnchor) : nil
    }
    let decodedPath = path.removingPercentEncoding ?? path
    if Self.isMarkdown(decodedPath) {
      let resolved = Self.resolve(decodedPath, from: here)
      return Target(page: pages[resolved], anchor: decodedAnchor)
    }
    // Site pages sit side by side at the site's root.
    let sitePath = Self.resolve(decodedPath, from: ownPage)
    return sitePages.contains(sitePath) ? Target(page: sitePath, anchor: decodedAnchor) : nil
  }

  /// The destination the site's page uses for a link to a Markdown file of
  /// the guide: its page, anchor kept as written. Nil for every other link,
  /// which stays as written.
  func href(for destination: String, from file: String) -> String? {
    let parts = destination.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
    let path = String(parts[0])
    guard Self.isMarkdown(path.removingPercentEncoding ?? path),
      let page = target(of: destination, from: file)?.page
    else { return nil }
    return parts.count == 2 ? "\(page)#\(parts[1])" : page
  }

  /// How a link written in `file` names `target`, another Markdown file:
  /// relative to the folder of `file` ("02-b.md", "../02-b.md").
  static func relative(_ target: String, from file: String) -> String {
    let folder = normalised(file).split(separator: "/").dropLast()
    let parts = normalised(target).split(separator: "/")
    let shared = zip(folder, parts).prefix { $0 == $1 }.count
    let up = Array(repeating: "..", count: folder.count - shared)
    return (up + parts.dropFirst(shared).map(String.init)).joined(separator: "/")
  }

  private static func isMarkdown(_ path: String) -> Bool {
    let lowered = path.lowercased()
    return lowered.hasSuffix(".md") || lowered.hasSuffix(".markdown")
  }

  /// True for "https:", "mailto:" and the like: a colon before any `/`, `?` or `#`.
  private static func hasScheme(_ destination: String) -> Bool {
    guard let colon = destination.firstIndex(of: ":") else { return false }
    return !destination[..<colon].contains { $0 == "/" || $0 == "?" || $0 == "#" }
  }

  /// A relative path from a page, normalised: "../a/./b.html" from
  /// "x/y.html" is "a/b.html".
  static func resolve(_ path: String, from page: String) -> String {
    var parts = page.split(separator: "/").dropLast().map(String.init)
    for part in path.split(separator: "/").map(String.init) {
      if part == ".." {
        if !parts.isEmpty { parts.removeLast() }
      } else if part != "." {
        parts.append(part)
      }
    }
    return parts.joined(separator: "/")
  }

  /// A file's path with `.` and `..` resolved and no leading `/`, the form
  /// link targets are resolved to.
  private static func normalised(_ file: String) -> String {
    Self.resolve(file, from: "")
  }
}
