import Foundation

/// The page each chapter is written to, checked before anything is built:
/// two chapters must never be written to one file, and no chapter to a file
/// the site itself writes (the index, the 404 page, the print views), which
/// would otherwise silently replace it.
struct OutputNames {
  /// How the configuration is named in diagnostics, and its text, to find
  /// the line that lists a chapter.
  let configurationFile: String
  let configurationText: String
  /// How the content folder is named in diagnostics ("content").
  let displayFolder: String

  /// The longest chapter name (slug), in bytes: it becomes part of file
  /// names (`Chapter_NAME.swift`, `NAME-HASH.json`) that must stay under a
  /// file system's 255 bytes.
  static let longestName = 200

  /// Chapter names (slugs) the site's own pages use.
  static func isReserved(_ slug: String) -> Bool {
    if ["index", "404", "print"].contains(slug) { return true }
    // print-1, print-2, …: the print view of each part in a long guide.
    guard slug.hasPrefix("print-") else { return false }
    let number = slug.dropFirst(6)
    return !number.isEmpty && number.allSatisfy { $0.isASCII && $0.isNumber }
  }

  /// One problem per chapter that cannot have a page of its own: listed
  /// twice, named like a page of the site, or named like another chapter.
  func clashes(in chapters: [ChapterSource]) -> [Diagnostic] {
    var problems: [Diagnostic] = []
    var firstByFile: [String: ChapterSource] = [:]
    var firstBySlug: [String: ChapterSource] = [:]
    for chapter in chapters {
      let listed = String(chapter.file.dropFirst(displayFolder.count + 1))
      // Only a chapter with a problem needs its line: finding it for every
      // chapter would scan the configuration once per chapter.
      var place: Int { line(listing: listed) }
      if let earlier = firstByFile[chapter.identity] {
        problems.append(
          Diagnostic(
            file: configurationFile, line: place,
            message:
              "'\(listed)' is \(earlier.file) again: the same file is listed twice in 'chapters'",
            fix: "remove one of the two entries"))
        continue
      }
      firstByFile[chapter.identity] = chapter
      if chapter.slug.utf8.count > Self.longestName {
        problems.append(
          Diagnostic(
            file: configurationFile, line: place,
            message:
              "chapter '\(listed.prefix(40))…' has a name of \(chapter.slug.utf8.count) bytes; the most is \(Self.longestName)",
            fix: "rename the file: its name becomes the page's and the compiled module's"))
      } else if Self.isReserved(chapter.slug) {
        problems.append(
          Diagnostic(
            file: configurationFile, line: place,
            message:
              "chapter '\(listed)' would be written to \(chapter.slug).html, which the site uses for its own \(Self.role(of: chapter.slug))",
            fix: chapter.slug == "index"
              ? "the index page's text goes in index.md without listing it; rename a chapter meant to have its own page"
              : "rename the file, for example to '\(chapter.slug)-guide.md'"))
      } else if let earlier = firstBySlug[chapter.slug] {
        problems.append(
          Diagnostic(
            file: configurationFile, line: place,
            message:
              "chapters '\(listed)' and \(earlier.file) would both be written to \(chapter.slug).html",
            fix:
              "rename one of the files so that their names differ in more than case, order number or punctuation"
          ))
      } else {
        firstBySlug[chapter.slug] = chapter
      }
    }
    return problems
  }

  private static func role(of slug: String) -> String {
    switch slug {
    case "index": "index page"
    case "404": "page-not-found page"
    default: "print view"
    }
  }

  /// The configuration line that lists `name`, else the `chapters:` line.
  private func line(listing name: String) -> Int {
    let lines = configurationText.split(separator: "\n", omittingEmptySubsequences: false)
    if let index = lines.firstIndex(where: { $0.contains(name) }) { return index + 1 }
    return TextFile.line(ofKey: "chapters", in: configurationText)
  }
}
