import ColDocsResources
import Foundation

/// The version of coldocs, part of every cache key, and of the engine it
/// carries.
public enum ColDocsVersion {
  public static let current = "0.2.0"

  /// The engine and runtime coldocs compiles examples against: they are
  /// released with coldocs, and the hash of their embedded sources tells
  /// two builds of one version apart.
  public static var engine: String {
    "CollectionLayout \(current) (sources \(engineSourcesHash.prefix(12)))"
  }

  /// A hash of the embedded engine and runtime sources, path by path.
  static var engineSourcesHash: String {
    var hash = ContentHash()
    for group in [EmbeddedFiles.engine, EmbeddedFiles.runtime] {
      for (path, text) in group.sorted(by: { $0.key < $1.key }) {
        hash.add(path)
        hash.add(text)
      }
    }
    return hash.hex
  }

  /// What `coldocs --version` prints.
  public static var description: String { "coldocs \(current), engine \(engine)" }
}
