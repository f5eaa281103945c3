import Foundation

/// Example outcomes kept between builds, keyed by a hash of every input that
/// could change them: the chapter's generated module, the engine's and the
/// runtime's sources, the Swift toolchain, coldocs's version and the options.
/// A chapter whose key is found runs no compiler at all.
struct ResultsCache {
  let folder: URL
  private let projectRoot: URL
  private let options: String

  init(folder: URL, projectRoot: URL, options: String) {
    self.folder = folder
    self.projectRoot = projectRoot
    self.options = options
  }

  /// The part of every key that does not depend on the chapter. Computed on
  /// first use only: a guide without examples never asks for the toolchain.
  private var sharedKey: String {
    SharedKeys.value(for: "\(projectRoot.path)|\(options)") {
      var hash = ContentHash()
      hash.addFiles(under: projectRoot.appendingPathComponent("Sources/CollectionLayout"))
      hash.addFiles(under: projectRoot.appendingPathComponent("Sources/ColDocsRuntime"))
      hash.add(Toolchain.version)
      hash.add(ColDocsVersion.current)
      hash.add(options)
      return hash.hex
    }
  }

  func key(for plan: ChapterPlan) -> String {
    var hash = ContentHash()
    hash.add(sharedKey)
    hash.add(plan.moduleSource)
    for example in plan.examples { hash.add("\(example.qualifiedID) \(example.timeout ?? 0)") }
    return hash.hex
  }

  private func url(for plan: ChapterPlan) -> URL {
    folder.appendingPathComponent("\(plan.source.slug)-\(key(for: plan)).json")
  }

  func outcomes(for plan: ChapterPlan) -> [String: ExampleOutcome]? {
    guard let data = try? Data(contentsOf: url(for: plan)) else { return nil }
    return try? JSONDecoder().decode([String: ExampleOutcome].self, from: data)
  }

  /// Stores a chapter's outcomes and drops that chapter's older entries.
  func store(_ outcomes: [String: ExampleOutcome], for plan: ChapterPlan) {
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let prefix = "\(plan.source.slug)-"
    for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    where name.hasPrefix(prefix) && name.count == prefix.count + 32 + 5 {
      try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    try? encoder.encode(outcomes).write(to: url(for: plan))
  }
}

/// Shared keys computed once per process and inputs.
private enum SharedKeys {
  nonisolated(unsafe) private static var values: [String: String] = [:]
  private static let lock = NSLock()

  static func value(for inputs: String, _ compute: () -> String) -> String {
    lock.lock()
    defer { lock.unlock() }
    if let value = values[inputs] { return value }
    let value = compute()
    values[inputs] = value
    return value
  }
}

/// The version of coldocs, part of every cache key.
public enum ColDocsVersion {
  public static let current = "0.1.0"
}

/// The Swift toolchain's own description of itself, read once per run.
enum Toolchain {
  static let version: String = {
    guard let swift = Subprocess.onPath("swift"),
      let outcome = try? Subprocess(executable: swift, arguments: ["--version"]).run(timeout: 30)
    else { return "unknown toolchain" }
    return outcome.output + outcome.errorOutput
  }()
}
