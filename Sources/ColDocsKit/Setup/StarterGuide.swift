import ColDocsResources
import Foundation

/// The guide `coldocs init` writes: a `content/coldocs.yml`, an index page,
/// a first chapter whose example draws a picture, a `.gitignore` for the
/// scratch space and a CI workflow that runs `coldocs check`. Its files are
/// embedded in coldocs (`Sources/ColDocsResources/Starter`); the workflow is
/// filled in with this machine's Swift release (see `StarterWorkflow`).
///
/// The guide is English unless another language is asked for: a language's
/// starter replaces the English files it has with its own
/// (`Starter/translations/<lang>/`): the settings, the front page and the
/// chapter's prose, its examples and their snapshots unchanged.
public enum StarterGuide {
  /// The folder of the starter's translations, by language.
  static let translations = "translations/"

  /// The languages a starter guide can be written in.
  public static var languages: [String] {
    ["en"]
      + Set(
        EmbeddedFiles.starter.keys.filter { $0.hasPrefix(translations) }.compactMap {
          $0.dropFirst(translations.count).split(separator: "/").first.map(String.init)
        }
      ).sorted()
  }

  /// Writes the starter guide into `folder`, created when missing; refuses,
  /// writing nothing, when any of its files exists. Returns the paths written.
  public static func write(into folder: URL, displayFolder: String, lang: String = "en") throws
    -> [String]
  {
    var files = try self.files(lang: lang, displayFolder: displayFolder)
    if let workflow = files[StarterWorkflow.path] {
      files[StarterWorkflow.path] = StarterWorkflow.filled(workflow, toolchain: Toolchain.version)
    }
    return try NewFiles.write(files, into: folder, displayFolder: displayFolder)
  }

  /// The starter's files in `lang`: the English ones, those of the
  /// language's translation in their place.
  static func files(lang: String, displayFolder: String = ".") throws -> [String: String] {
    let all = EmbeddedFiles.starter
    var files = all.filter { !$0.key.hasPrefix(translations) }
    guard lang != "en" else { return files }
    let prefix = translations + lang + "/"
    let translated = all.filter { $0.key.hasPrefix(prefix) }
    guard !translated.isEmpty else {
      throw Diagnostic(
        file: displayFolder, message: "coldocs has no starter guide in '\(lang)'",
        fix: "choose one of \(languages.joined(separator: ", ")), then edit lang: in coldocs.yml")
    }
    for (path, text) in translated { files[String(path.dropFirst(prefix.count))] = text }
    return files
  }
}
