import Foundation

/// URL-friendly names for headings and chapters: lowercase letters, digits
/// and hyphens, unique within a page.
struct SlugMaker {
  /// Every id handed out or reserved on this page. Slugs are lowercase, so
  /// ids that differ only in case can never both appear.
  private var taken: Set<String> = []

  init(reserving ids: some Sequence<String> = []) {
    taken = Set(ids)
  }

  /// Takes ids that something other than a heading gives an element.
  mutating func reserve(_ ids: some Sequence<String>) {
    taken.formUnion(ids)
  }

  /// "Flow Layout: the basics!" → "flow-layout-the-basics".
  static func slug(_ text: String) -> String {
    var slug = ""
    var pendingHyphen = false
    for scalar in text.lowercased().unicodeScalars {
      if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
        if pendingHyphen && !slug.isEmpty { slug += "-" }
        pendingHyphen = false
        slug.unicodeScalars.append(scalar)
      } else if scalar == " " || scalar == "-" || scalar == "_" {
        pendingHyphen = true
      }
    }
    return slug.isEmpty ? "section" : slug
  }

  /// A slug not handed out before on this page: "usage", "usage-1", …; a
  /// numbered slug is skipped too when a heading already took it.
  mutating func uniqueSlug(_ text: String) -> String {
    let base = Self.slug(text)
    var candidate = base
    var number = 0
    while !taken.insert(candidate).inserted {
      number += 1
      candidate = "\(base)-\(number)"
    }
    return candidate
  }
}
