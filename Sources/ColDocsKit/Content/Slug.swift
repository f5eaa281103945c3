import Foundation

/// URL-friendly names for headings and chapters: lowercase letters, digits
/// and hyphens, unique within a page.
struct SlugMaker {
  private var used: [String: Int] = [:]

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

  /// A slug not handed out before on this page: "usage", "usage-1", …
  mutating func uniqueSlug(_ text: String) -> String {
    let base = Self.slug(text)
    let count = used[base, default: 0]
    used[base] = count + 1
    return count == 0 ? base : "\(base)-\(count)"
  }
}
