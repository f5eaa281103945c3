import Foundation

/// A site's editions as its pages link them: where each edition's pages
/// are, and which edition a set of pages belongs to.
///
/// The guide's own language is at the site's root and each further edition
/// in the folder of its language tag (`zh-Hans/`), its pages under the same
/// file names: the same page in another edition is always a folder away.
struct SiteEditions: Sendable {
  struct Entry: Sendable {
    let lang: String
    /// The language's name in itself, for the switcher.
    let name: String
    /// The edition's folder in the site, with a slash, or "" at the root.
    let folder: String
  }

  let all: [Entry]
  /// The position in `all` of the edition being made.
  let current: Int

  /// A site of one edition: no switcher, no alternates.
  static func single(lang: String) -> SiteEditions {
    SiteEditions(all: [Entry(lang: lang, name: lang, folder: "")], current: 0)
  }

  /// The edition being made.
  var edition: Entry { all[current] }

  /// The way from a page of this edition to the site's root, where the
  /// theme's assets are.
  var root: String { edition.folder.isEmpty ? "" : "../" }

  /// The pages only this edition has (its appendix), by file name.
  var ownPages: Set<String> = []

  /// The page `file` in every edition, this one marked; none in a site of
  /// one edition. A page only this edition has leads to the other
  /// editions' front pages instead.
  func links(to file: String) -> [EditionLink] {
    guard all.count > 1 else { return [] }
    let shared = !ownPages.contains(file)
    return all.enumerated().map { index, entry in
      let here = index == current
      return EditionLink(
        lang: entry.lang, name: entry.name,
        href: here ? file : root + entry.folder + (shared ? file : "index.html"),
        current: here, equivalent: shared || here)
    }
  }
}
