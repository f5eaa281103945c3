/// The lines of a Swift block, split into what the page shows and what the
/// compiler sees: a line starting with `# ` (or a lone `#`) is compiled
/// without its marker and hidden from the page.
struct SwiftLines {
  let shown: String
  let compiled: String

  init(_ code: String) {
    var shown: [Substring] = []
    var compiled: [Substring] = []
    for line in code.split(separator: "\n", omittingEmptySubsequences: false) {
      if line == "#" {
        compiled.append("")
      } else if line.hasPrefix("# ") {
        // The marker becomes two spaces, not nothing, so the compiler's
        // columns on a hidden line are the Markdown file's columns.
        compiled.append("  " + line.dropFirst(2))
      } else {
        shown.append(line)
        compiled.append(line)
      }
    }
    self.shown = shown.joined(separator: "\n")
    self.compiled = compiled.joined(separator: "\n")
  }
}
