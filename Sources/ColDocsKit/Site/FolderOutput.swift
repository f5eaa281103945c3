import Foundation

/// The part of a site's output under one folder: an edition's pages are
/// made as a site of their own and land in their language's folder.
struct FolderOutput<Site: SiteOutput>: SiteOutput {
  /// The folder, with its trailing slash ("zh-Hans/").
  let folder: String
  let site: Site

  func add(_ path: String, _ data: Data) throws {
    try site.add(folder + path, data)
  }
}
