import ColDocsResources
import Foundation

/// coldocs's built-in theme, which a guide's templates/ overrides file by
/// file (`ThemeFiles`), and which `coldocs theme copy` writes out for
/// customising.
public enum BuiltInTheme {
  /// The paths of its files, relative to templates/, sorted.
  public static var paths: [String] { EmbeddedFiles.theme.keys.sorted() }

  /// Writes the theme's files (or only `paths`, when given) into `folder`;
  /// refuses, writing nothing, when any of them exists or a path names no
  /// file of the theme. Returns the paths written.
  public static func copy(_ paths: [String] = [], into folder: URL, displayFolder: String)
    throws -> [String]
  {
    let unknown = paths.filter { EmbeddedFiles.theme[$0] == nil }
    guard unknown.isEmpty else {
      throw DiagnosticList(
        unknown.map {
          Diagnostic(
            file: $0, message: "the built-in theme has no file of this name",
            fix: "'coldocs theme list' shows its files")
        })
    }
    let chosen =
      paths.isEmpty ? EmbeddedFiles.theme : EmbeddedFiles.theme.filter { paths.contains($0.key) }
    return try NewFiles.write(chosen, into: folder, displayFolder: displayFolder)
  }
}
