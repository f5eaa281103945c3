import Foundation

/// `coldocs check`'s cross-reference stage: every link of a page to a page
/// of the guide (`[chapter 3](03-item-sizes.md#…)`) must lead to a page, and
/// to an element that page has. Each fault is reported at the link in the
/// Markdown with the names probably meant; the site's own link check finds
/// the same faults but can name only the built page. "chapter N" written
/// without a link is a warning.
struct CrossReferenceChecker {
  let references: [CrossReference]
  let mentions: [ChapterMention]
  let pages: PageLinks
  /// The built site's files, by path.
  let files: [String: Data]

  /// What the stage found: the problems, and the faulty links as the built
  /// pages hold them, which the site's link check need not report again.
  struct Findings {
    var problems: [Diagnostic] = []
    var reportedLinks: Set<String> = []
  }

  func check() -> Findings {
    var findings = Findings()
    var elements: [String: PageElements] = [:]
    for reference in references {
      guard let problem = problem(with: reference, elements: &elements) else { continue }
      findings.problems.append(problem)
      findings.reportedLinks.insert(reference.href)
    }
    findings.problems += mentions.compactMap(warning)
    return findings
  }

  /// The ids a built page gives its elements, and which of them are headings.
  private struct PageElements {
    let ids: Set<String>
    let headings: [String]

    init(html: String) {
      ids = Set(HTML.values(of: "id", in: html))
      headings = CrossReferenceChecker.headingIDs(in: html)
    }
  }

  private func problem(with reference: CrossReference, elements: inout [String: PageElements])
    -> Diagnostic?
  {
    guard let page = reference.target.page else { return missingPage(reference) }
    guard let anchor = reference.target.anchor, !anchor.isEmpty, let data = files[page] else {
      return nil
    }
    let found = elements[page] ?? PageElements(html: String(decoding: data, as: UTF8.self))
    elements[page] = found
    guard !found.ids.contains(anchor) else { return nil }
    let nearest = Self.nearest(to: anchor, among: found.headings).map { "'\($0)'" }
    return Diagnostic(
      file: reference.file, line: reference.line, column: reference.column,
      message: "link to '\(reference.destination)' names '#\(anchor)', which \(page) does not have",
      fix: nearest.isEmpty
        ? "\(page) has no headings to link to: link to the page without '#'"
        : "link to one of its headings, such as \(nearest.joined(separator: ", "))")
  }

  private func missingPage(_ reference: CrossReference) -> Diagnostic {
    let written = String(reference.destination.prefix { $0 != "#" })
    let names = pages.pages.keys.map { PageLinks.relative($0, from: reference.file) }
    let nearest = Self.nearest(to: written, among: names).map { "'\($0)'" }
    return Diagnostic(
      file: reference.file, line: reference.line, column: reference.column,
      message: "link to '\(reference.destination)' names no page of the guide",
      fix: nearest.isEmpty
        ? "link to a Markdown file listed in coldocs.yml"
        : "link to a Markdown file listed in coldocs.yml, such as \(nearest.joined(separator: ", "))"
    )
  }

  /// "chapter 3" as plain text, when the guide has a chapter 3.
  private func warning(_ mention: ChapterMention) -> Diagnostic? {
    guard pages.chapters.indices.contains(mention.number - 1) else { return nil }
    let file = PageLinks.relative(pages.chapters[mention.number - 1], from: mention.file)
    return Diagnostic(
      file: mention.file, line: mention.line, column: mention.column, severity: .warning,
      message: "'\(mention.text)' is plain text, not a link to the chapter",
      fix: "write [\(mention.text)](\(file)), which readers can follow and check verifies")
  }

  /// The ids of a page's headings (`<h2 id="…">`), in page order.
  static func headingIDs(in html: String) -> [String] {
    var ids: [String] = []
    var rest = Substring(html)
    while let open = rest.range(of: "<h") {
      rest = rest[open.upperBound...]
      guard let level = rest.first, ("1"..."6").contains(level) else { continue }
      let attribute = rest.dropFirst()
      let marker = " id=\""
      guard attribute.hasPrefix(marker) else { continue }
      let value = attribute.dropFirst(marker.count)
      guard let end = value.firstIndex(of: "\"") else { break }
      ids.append(String(value[..<end]))
      rest = value[end...]
    }
    return ids
  }

  /// Up to three of `names`, the closest to `written` first: what an author
  /// who mistyped or renamed something most likely meant.
  static func nearest(to written: String, among names: [String]) -> [String] {
    names.map { ($0, distance(written, $0)) }
      .sorted { ($0.1, $0.0) < ($1.1, $1.0) }
      .prefix(3).map(\.0)
  }

  /// The edit distance between two names: how many characters must be
  /// inserted, removed or replaced to turn one into the other.
  static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    var previous = Array(0...b.count)
    for (i, x) in a.enumerated() {
      var current = [i + 1]
      for (j, y) in b.enumerated() {
        current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
      }
      previous = current
    }
    return previous[b.count]
  }
}
