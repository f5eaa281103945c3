/// The `import` lines of an example's code, taken out of it.
///
/// An example compiles into the body of a function, where Swift allows no
/// `import`; yet an example copied from an app starts with `import UIKit`.
/// Such lines move to the top of the chapter's file, each still mapped to
/// its Markdown line, and are left blank in the body so that every other
/// line keeps its number.
struct HoistedImports {
  /// Each import: its line within the code (0-based) and its text.
  let imports: [(offset: Int, text: String)]
  /// The code with those lines left empty.
  let body: String

  init(_ code: String) {
    var imports: [(Int, String)] = []
    var lines = code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for (offset, line) in lines.enumerated() where Self.isImport(line) {
      imports.append((offset, Self.appModuleImport(line.trimmingCharacters(in: .whitespaces))))
      lines[offset] = ""
    }
    self.imports = imports
    body = imports.isEmpty ? code : lines.joined(separator: "\n")
  }

  /// `line` with an import of a part of UIKit (`import UIKit.UICollectionView`,
  /// as some libraries write) made an import of the whole: the engine's
  /// `UIKit` is one Swift module, without the Objective-C framework's
  /// submodules. Any other line is returned as it is.
  static func appModuleImport(_ line: String) -> String {
    guard isImport(line) else { return line }
    var words = line.split(whereSeparator: \.isWhitespace).map(String.init)
    guard let path = words.last, let root = path.split(separator: ".").first.map(String.init),
      path.contains("."), EngineBuild.appModules.contains(root)
    else { return line }
    let indent = line.prefix { $0.isWhitespace }
    words = words.prefix { $0.hasPrefix("@") } + ["import", root]
    return indent + words.joined(separator: " ")
  }

  /// Every import of a part of UIKit in `code` made an import of the whole
  /// (`appModuleImport(_:)`), each line in its place.
  static func mappingAppModules(_ code: String) -> String {
    guard code.contains("import") else { return code }
    return code.split(separator: "\n", omittingEmptySubsequences: false)
      .map { appModuleImport(String($0)) }.joined(separator: "\n")
  }

  /// `import Module`, `import Module.Submodule` or `@testable import
  /// Module` alone on a line; `import struct Foundation.Date` too.
  static func isImport(_ line: String) -> Bool {
    var words = line.split(whereSeparator: \.isWhitespace)
    if words.first?.hasPrefix("@") == true { words.removeFirst() }
    guard words.first == "import" else { return false }
    let rest = words.dropFirst()
    let kinds: Set<Substring> = [
      "struct", "class", "enum", "protocol", "typealias", "func", "let", "var",
    ]
    let path = rest.count == 2 && kinds.contains(rest.first!) ? rest.last : rest.first
    guard rest.count == 1 || path == rest.last, let path else { return false }
    return path.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { part in
      guard let first = part.first, first == "_" || first.isLetter else { return false }
      return part.allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber }
    }
  }
}
