/// Fills in the starter guide's CI workflow (`.github/workflows/coldocs.yml`)
/// as `coldocs init` writes it. `coldocs check` compares the site byte for
/// byte with what coldocs writes in CI, so CI must use the Swift release and
/// the coldocs the author builds with, not merely recent ones: the embedded
/// file holds placeholders for both, replaced here with what this machine has.
enum StarterWorkflow {
  /// Where the workflow is among the starter guide's files.
  static let path = ".github/workflows/coldocs.yml"

  /// The release written when the toolchain's own is unknown (no `swift` on
  /// PATH, or a development snapshot, which no installer can fetch again):
  /// the one coldocs is built and tested with. The written file says so.
  static let fallbackSwiftRelease = "6.3.1"

  /// `text` with its placeholders replaced: `"{{swift-version}}"` by the
  /// release `toolchain` (the output of `swift --version`) names, or by the
  /// fallback and a comment asking the author to set it; `{{coldocs-version}}`
  /// by this coldocs's version.
  static func filled(_ text: String, toolchain: String) -> String {
    let unknown =
      "  # coldocs init could not read a Swift release from `swift --version`,"
      + " so this is the one coldocs is tested with: set yours"
    let swift =
      swiftRelease(in: toolchain).map { "\"\($0)\"" } ?? "\"\(fallbackSwiftRelease)\"\(unknown)"
    return text.replacingOccurrences(of: "\"{{swift-version}}\"", with: swift)
      .replacingOccurrences(of: "{{coldocs-version}}", with: ColDocsVersion.current)
  }

  /// The release in `swift --version`'s output ("Swift version 6.3.1 (…)",
  /// or Apple's "Apple Swift version 6.2 (…)"), always with its patch
  /// number (6.2 becomes 6.2.0, since an installer reads 6.2 as the newest
  /// 6.2.x); nil when there is none, as for a snapshot's "6.3-dev".
  static func swiftRelease(in toolchain: String) -> String? {
    guard let label = toolchain.range(of: "Swift version ") else { return nil }
    let word = toolchain[label.upperBound...].prefix { !$0.isWhitespace }
    let numbers = word.split(separator: ".", omittingEmptySubsequences: false)
    guard (2...3).contains(numbers.count),
      numbers.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } })
    else { return nil }
    return (numbers + (numbers.count == 2 ? ["0"] : [])).joined(separator: ".")
  }
}
