import ColDocsResources
import Foundation

/// The guide `coldocs init` writes: a `content/coldocs.yml`, an index page,
/// a first chapter whose example draws a picture, a `.gitignore` for the
/// scratch space and a CI workflow that runs `coldocs check`. Its files are
/// embedded in coldocs (`Sources/ColDocsResources/Starter`).
public enum StarterGuide {
  /// Writes the starter guide into `folder`, created when missing; refuses,
  /// writing nothing, when any of its files exists. Returns the paths written.
  public static func write(into folder: URL, displayFolder: String) throws -> [String] {
    try NewFiles.write(EmbeddedFiles.starter, into: folder, displayFolder: displayFolder)
  }
}
