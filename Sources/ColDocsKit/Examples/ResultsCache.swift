import Foundation
import Synchronization

/// Example outcomes kept between builds, keyed by a hash of every input that
/// could change them: the chapter's generated module, the engine's and the
/// runtime's sources and the Swift toolchain (`EngineBuild.key`), the
/// documented package's manifests and compiled sources (`packageKey`, read
/// only when a chapter is looked up), coldocs's version and the options.
/// A chapter whose key is found runs no compiler at all.
struct ResultsCache {
  let folder: URL
  private let options: String
  /// The documented package's key, or "" without one.
  private let packageKey: LazyValue<String>

  init(folder: URL, options: String, packageKey: @escaping @Sendable () -> String = { "" }) {
    self.folder = folder
    self.options = options
    self.packageKey = LazyValue(packageKey)
  }

  /// The part of every key that does not depend on the chapter. Computed on
  /// first use only: a guide without examples never asks for the toolchain.
  private var sharedKey: String {
    let packageKey = packageKey.value
    return SharedKeys.value(for: "\(packageKey)|\(options)") {
      var hash = ContentHash()
      hash.add(EngineBuild.key)
      hash.add(packageKey)
      hash.add(ColDocsVersion.current)
      hash.add(options)
      return hash.hex
    }
  }

  func key(for module: ChapterModule) -> String {
    var hash = ContentHash()
    hash.add(sharedKey)
    hash.add(module.code)
    for example in module.examples { hash.add("\(example.qualifiedID) \(example.timeout ?? 0)") }
    return hash.hex
  }

  private func url(for module: ChapterModule) -> URL {
    folder.appendingPathComponent("\(module.chapter.slug)-\(key(for: module)).json")
  }

  func outcomes(for module: ChapterModule) -> [String: ExampleOutcome]? {
    guard let data = try? Data(contentsOf: url(for: module)) else { return nil }
    return try? JSONDecoder().decode([String: ExampleOutcome].self, from: data)
  }

  /// Stores a chapter's outcomes and drops that chapter's older entries.
  func store(_ outcomes: [String: ExampleOutcome], for module: ChapterModule) {
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let prefix = "\(module.chapter.slug)-"
    for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    where name.hasPrefix(prefix) && name.count == prefix.count + 32 + 5 {
      try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    try? encoder.encode(outcomes).write(to: url(for: module))
  }
}

/// Shared keys computed once per process and inputs.
private enum SharedKeys {
  private static let values = Mutex<[String: String]>([:])

  static func value(for inputs: String, _ compute: () -> String) -> String {
    values.withLock { values in
      if let value = values[inputs] { return value }
      let value = compute()
      values[inputs] = value
      return value
    }
  }
}
