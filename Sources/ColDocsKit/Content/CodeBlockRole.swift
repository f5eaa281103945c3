import Foundation

/// What a code block is for, read from its info string.
///
/// | info string | role |
/// |---|---|
/// | `swift` | declarations shared by the chapter: shown and compiled |
/// | `swift hidden` | declarations compiled but not shown |
/// | `swift example` | an example: shown, compiled, run, its result drawn |
/// | `swift norun` | shown only, never compiled |
/// | `swift include=PATH[#ANCHOR or #L10-L40]` | a file of the guide or its package, or part of one, shown |
/// | anything else | shown only |
///
/// Examples take `id=NAME` (the name of its recorded snapshot) and
/// `timeout=SECONDS`. In `swift` and `swift example` blocks, lines starting
/// with `# ` are compiled but hidden from the page.
enum CodeBlockRole: Equatable {
  case declaration(hidden: Bool)
  case example(ExampleOptions)
  case noRun
  case include(path: String, selection: IncludeSelection)
  case shown

  struct ExampleOptions: Equatable {
    var id: String?
    var timeout: Double?
  }

  static let knownWords =
    "example, hidden, norun, include=PATH (#ANCHOR or #L10-L40), id=NAME, timeout=SECONDS"

  /// The role of a block, or a diagnostic for an info string that names
  /// Swift with an option coldocs does not know.
  static func parse(_ info: String, at place: (file: String, line: Int, column: Int)) throws
    -> CodeBlockRole
  {
    var words = info.split(whereSeparator: \.isWhitespace).map(String.init)
    guard words.first == "swift" else { return .shown }
    words.removeFirst()
    var role = CodeBlockRole.declaration(hidden: false)
    var options = ExampleOptions()
    // A block has one role: `swift example hidden` would otherwise quietly
    // be a hidden declaration, its picture never drawn.
    var roleWord: String?
    for word in words {
      let (key, value) = split(word)
      if ["example", "hidden", "norun", "include"].contains(key) {
        if let earlier = roleWord {
          throw problem(
            "'\(earlier)' and '\(key)' both give this block its role", place,
            fix: "keep one of example, hidden, norun and include=")
        }
        roleWord = key
      }
      switch (key, value) {
      case ("example", nil): role = .example(options)
      case ("hidden", nil): role = .declaration(hidden: true)
      case ("norun", nil): role = .noRun
      case ("include", let target?):
        let parts = target.split(
          separator: "#", maxSplits: 1, omittingEmptySubsequences: false
        ).map(String.init)
        guard !parts[0].isEmpty, let selection = IncludeSelection(fragment: parts.dropFirst().first)
        else {
          throw problem(
            "include=\(target) names no file, or no region after its #", place,
            fix:
              "write include=PATH for a whole file, include=PATH#ANCHOR for a marked region, or include=PATH#L10-L40 for lines"
          )
        }
        role = .include(path: parts[0], selection: selection)
      case ("id", let name?) where !name.isEmpty:
        // The id names a snapshot file and a page anchor: no path
        // separators, dots or markup.
        guard name.unicodeScalars.allSatisfy(isIDCharacter) else {
          throw problem(
            "example id '\(name)' may hold only letters, digits, - and _", place,
            fix: "rename it, for example id=grid-2")
        }
        // It becomes a file name (`ID.txt`) and part of an HTML id.
        guard name.utf8.count <= Self.longestID else {
          throw problem(
            "example id '\(name.prefix(24))…' is \(name.utf8.count) characters long; the most is \(Self.longestID)",
            place, fix: "give it a shorter name")
        }
        options.id = name
      case ("timeout", let seconds?):
        guard let value = Double(seconds), value > 0,
          value <= SiteConfiguration.longestTimeout
        else {
          throw problem(
            "timeout must be a positive number of seconds up to \(Int(SiteConfiguration.longestTimeout)), not '\(seconds)'",
            place)
        }
        options.timeout = value
      default:
        throw problem(
          "unknown info-string option '\(word)'", place, fix: "use one of: \(knownWords)")
      }
    }
    if case .example = role { return .example(options) }
    guard options == ExampleOptions() else {
      throw problem(
        "id= and timeout= apply to examples only", place, fix: "add 'example' to the info string")
    }
    return role
  }

  /// The longest example id: well under a file name's 255 bytes.
  static let longestID = 100

  private static func isIDCharacter(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "a"..."z", "A"..."Z", "0"..."9", "-", "_": return true
    default: return false
    }
  }

  private static func split(_ word: String) -> (String, String?) {
    guard let equals = word.firstIndex(of: "=") else { return (word, nil) }
    return (String(word[..<equals]), String(word[word.index(after: equals)...]))
  }

  private static func problem(
    _ message: String, _ place: (file: String, line: Int, column: Int), fix: String = ""
  ) -> Diagnostic {
    Diagnostic(file: place.file, line: place.line, column: place.column, message: message, fix: fix)
  }
}
