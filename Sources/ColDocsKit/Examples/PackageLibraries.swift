import Foundation

/// The library targets of the guide's documented package (coldocs.yml's
/// `package:`), compiled against the engine into shared libraries that the
/// chapters link.
struct PackageLibraries: Sendable {
  /// Where the libraries and their module interfaces are.
  let folder: URL
  /// The libraries chapters link, in dependency order.
  let linked: [String]
  /// A hash of the package's files: part of every chapter's key.
  let key: String
}
