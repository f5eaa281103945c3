import Foundation
import Testing

/// ColDocsKit's folders are layers. From the lowest:
///
/// 1. `Support`: files, processes, hashing, HTML and JSON escaping; uses
///    no other folder.
/// 2. `Content`: the guide as written (configuration, chapters, Markdown,
///    code-block roles, links between pages).
/// 3. `Examples`: chapter modules, the engine's build, running examples,
///    results, snapshots.
/// 4. `Theme`: the theme's files and its words (`ThemeStrings`).
/// 5. `Render`: diagrams, frame tables, players, highlighted code, a page's
///    body.
/// 6. `Availability`: the iOS release a chapter's code needs (it reads the
///    lines `Render` marks as coldocs's own).
/// 7. `AppPackage`: each chapter's examples as an app to download, and
///    the app code `check` compiles as one module.
/// 8. `Site`: the build's stages (`SiteBuilder`), templates, pages,
///    navigation, search, writing `site/`.
/// 9. `Check`: `coldocs check` (builds through `Site`, then compares and
///    checks links).
/// 10. `Serve`: the preview server.
/// 11. `Setup`: what `coldocs init` and `coldocs theme copy` write out.
///
/// A file may use what its own folder and the folders below it declare,
/// never what only a folder above it declares. The test reads the sources:
/// the names each folder declares at the top level of its files (types,
/// type aliases and functions), then every name a file mentions, with
/// comments and the text of string literals left out. A capitalised name
/// counts wherever it stands but after a `.` (a member); a lower-case one
/// only as a call, `name(`. A name its own file declares, nested or not,
/// is that file's own.
@Suite struct LayersTests {
  static let layers = [
    "Support", "Content", "Examples", "Theme", "Render", "Availability", "AppPackage", "Site",
    "Check", "Serve", "Setup",
  ]

  static let sources = repositoryRoot.appendingPathComponent("Sources/ColDocsKit")

  /// Every Swift file of ColDocsKit: its path under Sources/ColDocsKit and
  /// its text.
  static func sourceFiles() throws -> [(path: String, text: String)] {
    let base = sources.standardizedFileURL.path
    let walker = try #require(FileManager.default.enumerator(atPath: base))
    var files: [(path: String, text: String)] = []
    while let path = walker.nextObject() as? String {
      guard path.hasSuffix(".swift") else { continue }
      files.append((path, try String(contentsOfFile: base + "/" + path, encoding: .utf8)))
    }
    return files.sorted { $0.path < $1.path }
  }

  @Test func noFolderUsesAHigherOne() throws {
    let files = try Self.sourceFiles()
    #expect(files.count > 50, "ColDocsKit's sources are not at \(Self.sources.path)")
    for file in files where Self.codeOnly(file.text) == nil {
      Issue.record("Sources/ColDocsKit/\(file.path): ends inside a comment or string as read here")
    }
    for crossing in Self.crossings(in: files, layers: Self.layers) {
      Issue.record(Comment(rawValue: crossing.description))
    }
  }

  @Test func everyFileIsInAFolderOfAKnownLayer() throws {
    for file in try Self.sourceFiles() {
      let folder = file.path.split(separator: "/").first.map(String.init) ?? ""
      #expect(
        file.path.contains("/") && Self.layers.contains(folder),
        "Sources/ColDocsKit/\(file.path): put it in one of \(Self.layers.joined(separator: ", ")), or give its folder a place in LayersTests.layers"
      )
    }
  }

  // MARK: - The check itself

  /// A file that mentions a name only a higher folder declares.
  struct Crossing: CustomStringConvertible, Equatable {
    let file: String
    let line: Int
    let name: String
    let folder: String
    let declaredIn: String
    let declaringFile: String

    var description: String {
      "Sources/ColDocsKit/\(file):\(line): '\(name)' is declared in \(declaredIn) "
        + "(\(declaringFile)), a layer above \(folder); move it down to \(folder) or below, "
        + "or move this use up (the order is in LayersTests)"
    }
  }

  /// Every crossing in `files` (paths under Sources/ColDocsKit), for
  /// folders ordered lowest first as `layers`.
  static func crossings(in files: [(path: String, text: String)], layers: [String])
    -> [Crossing]
  {
    let rank = Dictionary(uniqueKeysWithValues: layers.enumerated().map { ($1, $0) })
    // A folder outside the order counts as the highest.
    func level(_ folder: String) -> Int { rank[folder] ?? Int.max }
    struct Source {
      let path: String
      let folder: String
      let code: String
    }
    let sources = files.map { file in
      Source(
        path: file.path, folder: file.path.split(separator: "/").first.map(String.init) ?? "",
        code: codeOnly(file.text) ?? file.text)
    }
    // Name → the folders that declare it at top level, and a file that does.
    var declared: [String: (folders: Set<String>, file: String)] = [:]
    for source in sources {
      for name in declarations(in: source.code, topLevelOnly: true) {
        declared[name, default: (folders: [], file: source.path)].folders.insert(source.folder)
      }
    }
    var crossings: [Crossing] = []
    for source in sources {
      guard let own = rank[source.folder] else { continue }
      let local = Set(declarations(in: source.code, topLevelOnly: false))
      for (line, name) in mentions(in: source.code) where !local.contains(name) {
        guard let declaration = declared[name],
          !declaration.folders.contains(where: { level($0) <= own }),
          let higher = declaration.folders.min(by: { level($0) < level($1) })
        else { continue }
        crossings.append(
          Crossing(
            file: source.path, line: line, name: name, folder: source.folder,
            declaredIn: higher, declaringFile: declaration.file))
      }
    }
    return crossings
  }

  /// The names declared in `code` (comments and strings already blanked):
  /// at the start of a line only, or at any indentation.
  static func declarations(in code: String, topLevelOnly: Bool) -> [String] {
    let indent = topLevelOnly ? "" : "[ \\t]*"
    let pattern =
      "^\(indent)(?:@\\w+(?:\\([^)\\n]*\\))?\\s+)*"
      + "(?:(?:public|package|internal|fileprivate|private|open|final|indirect|nonisolated|static)"
      + "(?:\\([^)\\n]*\\))?\\s+)*"
      + "(?:struct|enum|class|protocol|actor|typealias|func)\\s+([A-Za-z_][A-Za-z0-9_]*)"
    guard let regex = try? NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
    else { return [] }
    let text = code as NSString
    return regex.matches(in: code, range: NSRange(location: 0, length: text.length)).map {
      text.substring(with: $0.range(at: 1))
    }
  }

  /// The names `code` mentions, with their lines: capitalised identifiers
  /// that are not members (`x.Name`), and lower-case ones called as
  /// functions (`name(`), which are not members either.
  static func mentions(in code: String) -> [(line: Int, name: String)] {
    let bytes = Array(code.utf8)
    func isIdentifier(_ byte: UInt8) -> Bool {
      let letter = byte | 0x20
      return byte == UInt8(ascii: "_") || (byte >= 48 && byte <= 57)
        || (letter >= 97 && letter <= 122) || byte >= 0x80
    }
    var found: [(line: Int, name: String)] = []
    var line = 1
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 10 {
        line += 1
        index += 1
        continue
      }
      guard isIdentifier(byte), !(byte >= 48 && byte <= 57) else {
        index += 1
        continue
      }
      let start = index
      while index < bytes.count, isIdentifier(bytes[index]) { index += 1 }
      let member = start > 0 && bytes[start - 1] == UInt8(ascii: ".")
      let capitalised = byte >= 65 && byte <= 90
      let called = index < bytes.count && bytes[index] == UInt8(ascii: "(")
      if !member, capitalised || called {
        found.append((line, String(decoding: bytes[start..<index], as: UTF8.self)))
      }
    }
    return found
  }

  /// `text` with every comment and the text of every string literal
  /// blanked (newlines kept, so lines keep their numbers); interpolated
  /// code inside strings stays, since it is code. Nil when the text ends
  /// inside a comment or a string: then it was misread.
  static func codeOnly(_ text: String) -> String? {
    let bytes = Array(text.utf8)
    var out = bytes
    let quote = UInt8(ascii: "\"")
    let hash = UInt8(ascii: "#")
    let slash = UInt8(ascii: "/")
    let star = UInt8(ascii: "*")
    let backslash = UInt8(ascii: "\\")
    let open = UInt8(ascii: "(")
    let close = UInt8(ascii: ")")
    let space = UInt8(ascii: " ")
    enum Context {
      /// Code; inside an interpolation, how many parentheses are open.
      case code(depth: Int)
      case string(hashes: Int, multiline: Bool)
    }
    var stack: [Context] = [.code(depth: 0)]
    func blank(_ range: Range<Int>) {
      for position in range where out[position] != 10 { out[position] = space }
    }
    func starts(_ pattern: [UInt8], at position: Int) -> Bool {
      position + pattern.count <= bytes.count
        && bytes[position..<position + pattern.count].elementsEqual(pattern)
    }
    var index = 0
    while index < bytes.count {
      switch stack[stack.count - 1] {
      case .string(let hashes, let multiline):
        let closing =
          Array(repeating: quote, count: multiline ? 3 : 1)
          + Array(repeating: hash, count: hashes)
        let escape = [backslash] + Array(repeating: hash, count: hashes)
        if starts(closing, at: index) {
          stack.removeLast()
          index += closing.count
        } else if starts(escape, at: index) {
          let after = index + escape.count
          if after < bytes.count, bytes[after] == open {
            blank(index..<after + 1)
            stack.append(.code(depth: 0))
            index = after + 1
          } else {
            blank(index..<min(after + 1, bytes.count))
            index = after + 1
          }
        } else {
          blank(index..<index + 1)
          index += 1
        }
      case .code(let depth):
        let byte = bytes[index]
        if starts([slash, slash], at: index) {
          var end = index
          while end < bytes.count, bytes[end] != 10 { end += 1 }
          blank(index..<end)
          index = end
        } else if starts([slash, star], at: index) {
          var level = 0
          var end = index
          repeat {
            if starts([slash, star], at: end) {
              level += 1
              end += 2
            } else if starts([star, slash], at: end) {
              level -= 1
              end += 2
            } else {
              end += 1
            }
          } while level > 0 && end < bytes.count
          guard level == 0 else { return nil }
          blank(index..<min(end, bytes.count))
          index = end
        } else if byte == quote || byte == hash {
          var hashes = 0
          while index + hashes < bytes.count, bytes[index + hashes] == hash { hashes += 1 }
          let delimiter = index + hashes
          guard delimiter < bytes.count, bytes[delimiter] == quote else {
            // `#if`, `#filePath`, `#expect`: code.
            index = delimiter
            continue
          }
          let multiline = starts([quote, quote, quote], at: delimiter)
          stack.append(.string(hashes: hashes, multiline: multiline))
          index = delimiter + (multiline ? 3 : 1)
        } else if stack.count > 1, byte == open {
          stack[stack.count - 1] = .code(depth: depth + 1)
          index += 1
        } else if stack.count > 1, byte == close {
          if depth == 0 {
            out[index] = space
            stack.removeLast()
          } else {
            stack[stack.count - 1] = .code(depth: depth - 1)
          }
          index += 1
        } else {
          index += 1
        }
      }
    }
    guard stack.count == 1 else { return nil }
    return String(decoding: out, as: UTF8.self)
  }

  // MARK: - The check checked

  @Test func commentsAndStringsAreBlankedAndInterpolationsKept() {
    let code = """
      let a = "High \\(Low.value("High")) High" // High
      /* High /* nested High */ High */ let b = #"High "quoted" \\(High) "#
      let c = \"""
        High \\\"""
        \""" + Low.name
      #if DEBUG
      """
    let blanked = LayersTests.codeOnly(code) ?? ""
    let lines = blanked.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == code.split(separator: "\n", omittingEmptySubsequences: false).count)
    #expect(blanked.components(separatedBy: "High").count == 1, "\(blanked)")
    #expect(blanked.contains("Low.value("), "\(blanked)")
    #expect(blanked.contains("+ Low.name"), "\(blanked)")
    #expect(blanked.contains("#if DEBUG"), "\(blanked)")
    #expect(blanked.contains("let b ="), "\(blanked)")
    #expect(LayersTests.codeOnly("let a = \"open") == nil)
    #expect(LayersTests.codeOnly("/* open /* nested */") == nil)
  }

  @Test func aNameFromAboveIsFoundAtItsLine() {
    let files: [(path: String, text: String)] = [
      ("Site/High.swift", "struct High {\n  struct Inner {}\n}\nfunc highHelper() {}\n"),
      ("Support/Low.swift", "struct Low {\n  // High, in a comment\n  let text = \"High\"\n}\n"),
      ("Support/Uses.swift", "extension Low {\n  func f() -> High? { highHelper() }\n}\n"),
      // A member that shares a name, and a nested type of the file's own.
      ("Content/Own.swift", "struct Own {\n  struct High {}\n  let x = Own.High()\n}\n"),
      ("Check/Top.swift", "let high = High()\n"),
    ]
    let crossings = LayersTests.crossings(
      in: files, layers: ["Support", "Content", "Site", "Check"])
    #expect(
      crossings.map { "\($0.file):\($0.line) \($0.name) \($0.declaredIn)" } == [
        "Support/Uses.swift:2 High Site", "Support/Uses.swift:2 highHelper Site",
      ])
    #expect(
      crossings.first?.description.contains("Sources/ColDocsKit/Support/Uses.swift:2") == true)
  }
}
