import Foundation

/// One example of a Markdown specification: its input and the HTML the
/// reference implementation renders.
struct SpecExample: Decodable {
  let example: Int
  let markdown: String
  let html: String

  /// The examples stored at `path` under the test fixtures; none when the
  /// file cannot be read (the tests that use them count them first).
  static func load(_ path: String) -> [SpecExample] {
    let url = repositoryRoot.appendingPathComponent("Tests/ColDocsKitTests/Fixtures/\(path)")
    guard let data = try? Data(contentsOf: url) else { return [] }
    return (try? JSONDecoder().decode([SpecExample].self, from: data)) ?? []
  }
}

/// The command line of every live process that is not a zombie.
func liveCommandLines() -> [String] {
  let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
  return names.compactMap { name in
    guard Int(name) != nil,
      let stat = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8),
      !stat.contains(") Z "),
      let data = FileManager.default.contents(atPath: "/proc/\(name)/cmdline")
    else { return nil }
    return data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }.joined(
      separator: " ")
  }
}
