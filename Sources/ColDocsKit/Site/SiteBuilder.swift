import ColDocsRuntime
import Foundation

/// A build: content → chapter plans → compiled and run examples → rendered
/// pages → the files of the site (`run`, stage by stage).
///
/// The commands compose it: `build` writes a run into `site/` under the
/// build lock (`buildAndWrite`); `serve` does the same on every edit;
/// `check` keeps a run in memory (`build(policy: .verify)`, in
/// `SiteChecker`); `render` plans and renders one file (`renderBody`).
///
/// ColDocsKit's folders are layers, each using only those before it:
/// Support, Content, Examples, Theme, Render, Site, Check, Serve, Setup
/// (`LayersTests` holds the order and enforces it).
public struct SiteBuilder {
  let project: Project
  let log: @Sendable (String) -> Void

  public init(project: Project, log: @escaping @Sendable (String) -> Void = { _ in }) {
    self.project = project
    self.log = log
  }

  /// The stages of a build, in order. Each makes values from those before
  /// it: only the first reads files, and `output` receives the site's files
  /// as they are made. Problems of content/ and templates/ are reported
  /// together, before any example runs.
  func run(policy: ExampleRunPolicy, into output: some SiteOutput) throws -> Build {
    // 1. Read content/ and the theme, and plan every chapter (Content).
    let (content, theme, plans) = try readAndPlan()
    log("building \(plans.chapters.count) chapter\(plans.chapters.count == 1 ? "" : "s")")
    // 2. Compile and run the examples of every plan (Examples).
    let outcomes = try examples(content.configuration, policy: policy).outcomes(for: plans.all)
    // 3. Render the chapter pages and print views, written as they are made (Render).
    let pages = PageSet(
      configuration: content.configuration, plans: plans.chapters, strings: theme.strings)
    let chapters = try ChapterPages(
      pages: pages, outcomes: outcomes, templates: theme.templates, templatesFolder: templatesFolder
    ).write(into: output)
    // 4. The search index, the index and 404 pages, the sitemap and assets.
    try SiteWidePages(
      pages: pages, introduction: plans.introduction, outcomes: outcomes,
      templates: theme.templates, templatesFolder: templatesFolder
    ).write(chapters: chapters, into: output)
    return Build(
      examples: plans.all.flatMap { plan in plan.examples.map { ($0, outcomes[$0.qualifiedID]) } },
      snapshots: SnapshotStore(
        folder: content.snapshotsFolder, displayFolder: content.displayFolder),
      references: plans.all.flatMap(\.references), mentions: plans.all.flatMap(\.mentions),
      pages: plans.pages)
  }

  /// What a build tells its caller besides the files: each example with its
  /// outcome, and where their snapshots are recorded (for `check`).
  public struct Build {
    let examples: [(ExampleSpec, ExampleOutcome?)]
    let snapshots: SnapshotStore
    /// Every link between pages of the guide and every "chapter N" written
    /// without one, for `check` to verify against the built pages.
    let references: [CrossReference]
    let mentions: [ChapterMention]
    let pages: PageLinks
    /// How many files the site holds.
    public internal(set) var fileCount = 0
    /// The site's files, for a build kept in memory (empty when written).
    public internal(set) var files: [String: Data] = [:]

    /// Every example's problems, in file order, each once (a chapter that
    /// does not compile fails all its examples with the same errors).
    public var problems: [Diagnostic] {
      var seen = Set<String>()
      return examples.flatMap { $0.1?.diagnostics ?? [] }.filter {
        seen.insert($0.description).inserted
      }
    }
  }

  /// Builds the site in memory. `policy` says whether unchanged examples
  /// may come from the results cache (`check` passes `.verify`).
  public func build(policy: ExampleRunPolicy = .reuseCache) throws -> Build {
    let site = SiteInMemory()
    var build = try run(policy: policy, into: site)
    build.files = site.files
    build.fileCount = build.files.count
    return build
  }

  /// Builds the site and writes it into the output folder as it is made,
  /// swapped in whole at the end. The project's build lock is held
  /// throughout: a second build of the same project (same scratch folder)
  /// waits for the first, so builds never share the examples package or
  /// interleave their swaps. The swap runs inside `swapGuard` (see
  /// `SiteWriter.SwapGuard`).
  public func buildAndWrite(swapGuard: SiteWriter.SwapGuard = { try $0() }) throws -> Build {
    if let input = project.inputHoldingOutput {
      throw Diagnostic(
        file: project.display(project.output),
        message:
          "the output folder is inside \(project.display(input))/, which the build reads: each build would read the last one's site",
        fix: "choose an --output outside \(project.display(input))/, such as 'site'")
    }
    let lock = try BuildLock.acquire(in: project.scratch, log: log)
    defer { lock.release() }
    let writer = SiteWriter(folder: project.output, displayFolder: project.display(project.output))
    return try writer.writing(swapGuard: swapGuard) { staged in
      var build = try run(policy: .reuseCache, into: staged)
      build.fileCount = staged.fileCount
      return build
    }
  }

  /// The HTML body of one Markdown file, its examples run.
  public func renderBody(of file: URL) throws -> String {
    let source = try ChapterSource(url: file, displayPath: project.display(file))
    let content = try? ContentSet.load(
      folder: project.content, displayFolder: project.display(project.content))
    let plan = try ChapterPlan(
      source, projectRoot: project.includeRoot, packageFolder: content?.packageFolder,
      pages: content.map { PageLinks(content: $0) } ?? .none)
    let configuration = content?.configuration
    let outcomes = plan.examples.isEmpty ? [:] : try exampleOutcomes(of: plan, configuration)
    let strings =
      (try? configuration.map {
        try ThemeStrings.load(
          for: $0, theme: ThemeFiles(folder: project.templates, displayFolder: templatesFolder),
          configurationFile: configurationFile)
      }) ?? .english
    return PageRenderer(plan: plan, outcomes: outcomes, strings: strings).render().html
  }

  /// The outcomes of one chapter's examples, under the build lock (they
  /// compile into the scratch space builds use), leaving the other
  /// chapters' compiled libraries in place.
  private func exampleOutcomes(of plan: ChapterPlan, _ configuration: SiteConfiguration?) throws
    -> [String: ExampleOutcome]
  {
    let lock = try BuildLock.acquire(in: project.scratch, log: log)
    defer { lock.release() }
    return try examples(configuration).outcomes(for: [plan], wholeGuide: false)
  }

  /// The theme as a build uses it: templates and assets, and the strings
  /// of the guide's language.
  struct Theme {
    let templates: TemplateSet
    let strings: ThemeStrings
  }

  /// The first stage: the content and the theme read and every chapter
  /// planned, or every problem found in any of them.
  private func readAndPlan() throws -> (ContentSet, Theme, ChapterPlans) {
    var report = ProblemReport()
    let content = try report.collect {
      try ContentSet.load(folder: project.content, displayFolder: project.display(project.content))
    }
    let files = try report.collect {
      try ThemeFiles(folder: project.templates, displayFolder: templatesFolder)
    }
    let templates = try files.flatMap { files in
      try report.collect { try TemplateSet(theme: files, displayFolder: templatesFolder) }
    }
    let strings = try content.flatMap { content in
      try files.flatMap { files in
        try report.collect {
          try ThemeStrings.load(
            for: content.configuration, theme: files, configurationFile: configurationFile)
        }
      }
    }
    let plans = try content.flatMap { content in
      try report.collect { try ChapterPlans(content, includeRoot: project.includeRoot) }
    }
    try report.throwIfAny()
    // A step's value is missing only where it or a step it needs kept a
    // problem, and those were thrown just now; this guard never fails
    // unless a step fails without a problem.
    guard let content, let templates, let strings, let plans else {
      throw Diagnostic(
        file: project.display(project.content),
        message: "reading the guide failed without saying why",
        fix: "this is a bug of coldocs; please report it with the command that showed it")
    }
    return (content, Theme(templates: templates, strings: strings), plans)
  }

  private var templatesFolder: String { project.display(project.templates) }

  /// The package coldocs.yml names, found from the folder holding it.
  private func packageReference(_ setting: SiteConfiguration.PackageSetting) -> PackageReference {
    PackageReference(
      folder: setting.folder(besideConfigurationIn: project.content), products: setting.products,
      configurationFile: configurationFile, pathLine: setting.pathLine,
      productsLine: setting.productsLine, display: { [project] in project.relativePath($0) })
  }

  private var configurationFile: String {
    project.display(project.content.appendingPathComponent(SiteConfiguration.fileName))
  }

  /// The folders whose changes `serve` rebuilds for: content/, templates/,
  /// the documented package and the folders of files `include=` shows, as
  /// the guide names them now (a package or an include added while `serve`
  /// runs is watched from the next build on).
  public func watchedFolders() -> [URL] {
    let content = try? ContentSet.load(
      folder: project.content, displayFolder: project.display(project.content))
    var folders = [project.content, project.templates]
    for folder in (content?.packageFolder.map { [$0] } ?? []) + (content?.includedFolders ?? [])
    where !folders.contains(where: { folder.path.hasPrefix($0.path + "/") || folder == $0 }) {
      folders.append(folder)
    }
    return folders
  }

  /// The Examples stage as the configuration sets it up (without one, a
  /// file rendered on its own: the defaults of coldocs.yml).
  private func examples(_ configuration: SiteConfiguration?, policy: ExampleRunPolicy = .reuseCache)
    -> ExampleStage
  {
    let timeout = configuration?.exampleTimeout ?? 10
    let sandboxed = configuration?.sandboxesExamples ?? true
    let framesPerSecond = configuration?.framesPerSecond ?? 30
    let limits = configuration?.exampleLimits ?? ExampleLimits()
    let package = configuration?.package.map(packageReference)
    let settings = ExampleStage.Settings(
      librariesFolder: project.scratch.appendingPathComponent("chapters"),
      engineCache: project.engineCache, projectRoot: project.root,
      resultsFolder: project.scratch.appendingPathComponent("cache"),
      policy: policy, defaultTimeout: timeout, framesPerSecond: framesPerSecond,
      sandboxed: sandboxed, limits: limits, configurationFile: configurationFile,
      package: package.map {
        ExampleStage.DocumentedPackage(
          reference: $0, folder: project.scratch.appendingPathComponent("package"))
      })
    return ExampleStage(settings, log: log)
  }
}
