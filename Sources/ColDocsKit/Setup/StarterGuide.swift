import ColDocsResources
import Foundation

/// The guide `coldocs init` writes: a `content/coldocs.yml`, an index page,
/// a first chapter whose example draws a picture, a `.gitignore` for the
/// scratch space and a CI workflow that runs `coldocs check`. Its files are
/// embedded in coldocs (`Sources/ColDocsResources/Starter`); the workflow is
/// filled in with this machine's Swift release (see `StarterWorkflow`).
public enum StarterGuide {
  /// Writes the starter guide into `folder`, created when missing; refuses,
  /// writing nothing, when any of its files exists. Returns the paths written.
  public static func write(into folder: URL, displayFolder: String) throws -> [String] {
    var files = EmbeddedFiles.starter
    if let workflow = files[StarterWorkflow.path] {
      files[StarterWorkflow.path] = StarterWorkflow.filled(workflow, toolchain: Toolchain.version)
    }
    return try NewFiles.write(files, into: folder, displayFolder: displayFolder)
  }
}
