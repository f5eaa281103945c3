import Foundation

/// Everything under content/: the configuration, the chapters in reading
/// order, and the optional introduction (`index.md`) of the index page.
public struct ContentSet {
  let configuration: SiteConfiguration
  let chapters: [ChapterSource]
  let introduction: ChapterSource?
  /// The folder holding the recorded snapshots.
  let snapshotsFolder: URL
  let contentFolder: URL
  /// How `contentFolder` is written in diagnostics ("content").
  let displayFolder: String

  /// The folders of the files the pages' `include=` blocks show, which a
  /// change to must rebuild them: the guide's own content is watched
  /// anyway, an included library file usually is not.
  var includedFolders: [URL] {
    var folders: [URL] = []
    for source in chapters + (introduction.map { [$0] } ?? []) {
      for block in source.parse().codeBlocks {
        let place = (source.file, block.line, block.column)
        guard case .include(let path, _)? = try? CodeBlockRole.parse(block.info, at: place),
          !path.hasPrefix("/")
        else { continue }
        let file = source.folder.appendingPathComponent(path).standardizedFileURL
        let folder = URL(fileURLWithPath: file.deletingLastPathComponent().path)
        if !folders.contains(folder) { folders.append(folder) }
      }
    }
    return folders
  }

  /// The folder of the package the guide documents, if it names one.
  var packageFolder: URL? {
    configuration.package?.folder(besideConfigurationIn: contentFolder)
  }

  /// Reads and checks the content folder, reporting every problem found.
  static func load(folder: URL, displayFolder: String) throws -> ContentSet {
    let configurationURL = folder.appendingPathComponent(SiteConfiguration.fileName)
    guard FileManager.default.fileExists(atPath: configurationURL.path) else {
      throw Diagnostic(
        file: "\(displayFolder)/\(SiteConfiguration.fileName)",
        message: "no site configuration found",
        fix: GuideFolder.whereToRun(missing: folder))
    }
    try refuseLinkOut(
      configurationURL, from: folder, display: SiteConfiguration.fileName, displayFolder)
    let configuration = try SiteConfiguration.load(
      from: configurationURL, displayPath: "\(displayFolder)/\(SiteConfiguration.fileName)")
    // Chapters are checked and read several at a time; problems keep the
    // configuration's order.
    let contentPath = folder.standardizedFileURL.resolvingSymlinksInPath().path
    let attempts = try Parallel.map(configuration.chapters.indices) {
      index -> Result<ChapterSource, Diagnostic> in
      Result {
        try chapter(
          configuration.chapters[index], in: folder, contentPath: contentPath,
          displayFolder: displayFolder, configurationURL: configurationURL)
      }.mapError { $0 as? Diagnostic ?? Diagnostic(file: displayFolder, message: "\($0)") }
    }
    var problems: [Diagnostic] = []
    var chapters: [ChapterSource] = []
    for attempt in attempts {
      switch attempt {
      case .success(let chapter): chapters.append(chapter)
      case .failure(let problem): problems.append(problem)
      }
    }
    problems += OutputNames(
      configurationFile: "\(displayFolder)/\(SiteConfiguration.fileName)",
      configurationText: (try? TextFile.read(configurationURL, displayPath: "")) ?? "",
      displayFolder: displayFolder
    ).clashes(in: chapters)
    let indexURL = folder.appendingPathComponent("index.md")
    var introduction: ChapterSource?
    if FileManager.default.fileExists(atPath: indexURL.path) {
      do {
        try refuseLinkOut(indexURL, from: folder, display: "index.md", displayFolder)
        introduction = try ChapterSource(url: indexURL, displayPath: "\(displayFolder)/index.md")
      } catch let d
        as Diagnostic
      { problems.append(d) }
    }
    guard problems.isEmpty else { throw DiagnosticList(problems) }
    return ContentSet(
      configuration: configuration, chapters: chapters, introduction: introduction,
      snapshotsFolder: folder.appendingPathComponent("snapshots"), contentFolder: folder,
      displayFolder: displayFolder)
  }

  /// A file of the content folder that is a link to a place outside it is
  /// never read: it could publish any file of the machine.
  private static func refuseLinkOut(
    _ url: URL, from folder: URL, display: String, _ displayFolder: String
  ) throws {
    guard !ContainedPath.isInside(url, root: folder) else { return }
    throw Diagnostic(
      file: "\(displayFolder)/\(display)",
      message: "this file is a symbolic link to a place outside \(displayFolder)/",
      fix: "copy the file into \(displayFolder)/ instead of linking to it")
  }

  /// One chapter listed in the configuration, read from the content
  /// folder only: not through "..", an absolute path, or a symbolic link
  /// that leads elsewhere.
  private static func chapter(
    _ name: String, in folder: URL, contentPath: String, displayFolder: String,
    configurationURL: URL
  ) throws -> ChapterSource {
    let url = folder.appendingPathComponent(name)
    let configurationDisplay = "\(displayFolder)/\(SiteConfiguration.fileName)"
    // Only a chapter with a problem needs the line that lists it.
    func line() -> Int {
      let text = (try? TextFile.read(configurationURL, displayPath: "")) ?? ""
      return text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
        $0.contains(name)
      }.map { $0 + 1 } ?? TextFile.line(ofKey: "chapters", in: text)
    }
    let resolved = url.standardizedFileURL.resolvingSymlinksInPath().path
    guard !name.hasPrefix("/"), resolved.hasPrefix(contentPath + "/") else {
      throw Diagnostic(
        file: configurationDisplay, line: line(),
        message: "chapter '\(name)' lies outside the content folder",
        fix: "move the chapter into \(displayFolder)/ and list it by its path there")
    }
    if let problem = TextFile.unreadable(url) {
      throw Diagnostic(
        file: configurationDisplay, line: line(),
        message: problem.isMissing
          ? "chapter '\(name)' does not exist" : "chapter '\(name)': \(problem.message)",
        fix: problem.isMissing
          ? "create \(displayFolder)/\(name) or remove it from the list" : problem.fix)
    }
    return try ChapterSource(url: url, displayPath: "\(displayFolder)/\(name)")
  }
}
