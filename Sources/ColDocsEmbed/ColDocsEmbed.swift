import Foundation

/// `ColDocsEmbed PACKAGE-ROOT OUTPUT` writes a Swift file that declares, for
/// each group below, `EmbeddedFiles.NAME`: every file of the group's folder
/// (only those with one of its extensions, when it names any) by its path
/// relative to that folder, as text. Run by the EmbedFiles plugin at build
/// time, and by `Tests/Fuzz/run.sh` before an instrumented build; the output
/// is the same for the same files.
@main
struct ColDocsEmbed {
  /// Each group: the static property it becomes, its folder in the package,
  /// and the file extensions it keeps (nil: every file).
  static let groups: [(name: String, folder: String, extensions: Set<String>?)] = [
    ("theme", "Sources/ColDocsResources/Theme", nil),
    ("starter", "Sources/ColDocsResources/Starter", nil),
    ("engine", "Sources/CollectionLayout", ["swift"]),
    ("runtime", "Sources/ColDocsRuntime", ["swift"]),
  ]

  static func main() throws {
    let arguments = Array(CommandLine.arguments.dropFirst())
    guard arguments.count == 2 else {
      FileHandle.standardError.write(Data("usage: ColDocsEmbed PACKAGE-ROOT OUTPUT\n".utf8))
      exit(64)
    }
    let root = URL(fileURLWithPath: arguments[0])
    var text = "// Generated at build time by ColDocsEmbed. Do not edit.\n\n"
    text += "extension EmbeddedFiles {\n"
    for group in groups {
      text += try declaration(
        group.name, folder: root.appendingPathComponent(group.folder), group.extensions)
    }
    text += "}\n"
    let url = URL(fileURLWithPath: arguments[1])
    if (try? String(contentsOf: url, encoding: .utf8)) != text {
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
  }

  static func declaration(_ name: String, folder: URL, _ extensions: Set<String>?) throws -> String
  {
    var text = "  public static let \(name): [String: String] = [\n"
    let base = folder.standardizedFileURL.path + "/"
    let enumerator = FileManager.default.enumerator(atPath: folder.path)
    var paths: [String] = []
    while let path = enumerator?.nextObject() as? String {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: base + path, isDirectory: &isFolder),
        !isFolder.boolValue
      else { continue }
      if let extensions, !extensions.contains((path as NSString).pathExtension) { continue }
      paths.append(path)
    }
    for path in paths.sorted() {
      let data = try Data(contentsOf: URL(fileURLWithPath: base + path))
      guard let contents = String(data: data, encoding: .utf8) else {
        throw EmbedError("\(base + path) is not UTF-8 text")
      }
      text += "    \(literal(path)): \(literal(contents)),\n"
    }
    return text + "  ]\n"
  }

  /// A Swift string literal holding `text` exactly.
  static func literal(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": out += "\\\\"
      case "\"": out += "\\\""
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      case "\r": out += "\\r"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        out += "\\u{\(String(scalar.value, radix: 16))}"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}

struct EmbedError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
