import Foundation
import PackagePlugin

/// Puts coldocs's own files into its binary: the default theme, the starter
/// guide `coldocs init` writes, and the engine and runtime sources examples
/// compile against. An installed `coldocs` is then one file that needs
/// nothing from the folder it was built in.
///
/// Applied to `ColDocsResources`; the generated `EmbeddedFileContents.swift` is
/// written again only when one of the embedded files changes.
@main
struct EmbedFiles: BuildToolPlugin {
  /// The folders whose files may be embedded (`ColDocsEmbed.groups` says
  /// which): a change below them runs the tool again, and it rewrites its
  /// output only when an embedded file changed.
  static let watched = [
    "Sources/ColDocsResources", "Sources/CollectionLayout", "Sources/ColDocsRuntime",
  ]

  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let root = context.package.directoryURL
    let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedFileContents.swift")
    return [
      .buildCommand(
        displayName: "Embedding the theme, the starter guide and the engine sources",
        executable: try context.tool(named: "ColDocsEmbed").url,
        arguments: [root.path, output.path],
        inputFiles: Self.watched.flatMap { files(under: root.appending(path: $0)) },
        outputFiles: [output])
    ]
  }

  /// Every file below `folder`.
  private func files(under folder: URL) -> [URL] {
    let enumerator = FileManager.default.enumerator(
      at: folder, includingPropertiesForKeys: [.isRegularFileKey])
    var found: [URL] = []
    while let url = enumerator?.nextObject() as? URL {
      if (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
        found.append(url)
      }
    }
    return found.sorted { $0.path < $1.path }
  }
}
