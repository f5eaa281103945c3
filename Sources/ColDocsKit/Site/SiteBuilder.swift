import ColDocsRuntime
import Foundation

/// What each command builds, composed of the build's stages
/// (`BuildStages`: read → run examples → render pages → site-wide files):
///
/// - `build`, and `serve` on every edit (`buildAndWrite`): all four stages
///   under the build lock, the files written into a staging folder as they
///   are made and swapped in whole;
/// - `check` (`build(policy: .verify)`, from `SiteChecker`): all four with
///   every example run afresh and every chapter's declarations compiled
///   together as one app's, the site kept in memory to compare;
/// - `render` (`renderBody`): one Markdown file read and planned, its
///   examples run under the build lock, its page body returned;
/// - `serve` also watches what a build reads (`watchedFolders`).
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

  /// The site, stage by stage (`BuildStages`): the guide read and planned,
  /// its examples run, its pages rendered, then the files that need every
  /// page. `output` receives the files as they are made.
  func site(policy: ExampleRunPolicy, into output: some SiteOutput) throws -> Build {
    let guide = try stages.read()
    let outcomes = try stages.runExamples(of: guide, policy: policy)
    let together = policy == .verify ? try stages.problemsTogether(of: guide) : []
    let written = try stages.renderPages(of: guide, outcomes: outcomes, into: output)
    try stages.writeApps(of: guide, into: output)
    try stages.writeSiteWide(of: guide, pages: written, into: output)
    return Build(guide: guide, outcomes: outcomes, together: together)
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
    /// The further editions, for the checks of their translations.
    let editions: [EditionGuide]
    /// The pages written in Chinese, for the checks of their writing.
    let chinesePages: [ChapterSource]
    /// For `check`: what failed when every chapter's declarations were
    /// compiled together (`OneAppModule`), less what a chapter's own
    /// compile already reported.
    let together: [Diagnostic]

    /// How far each further edition's translation follows the original.
    public var translations: [TranslationStatus] { editions.map(\.status) }

    /// Where a page in Chinese breaks the conventions of Chinese technical
    /// writing (`ChineseCopywriting`), as warnings, in file order.
    var copywriting: [Diagnostic] {
      let pages = chinesePages
      return
        ((try? Parallel.map(pages.indices) { ChineseCopywriting.warnings(in: pages[$0]) })
        ?? []).flatMap { $0 }
    }

    init(
      guide: BuildStages.Guide, outcomes: [String: ExampleOutcome], together: [Diagnostic] = []
    ) {
      let plans = guide.plans
      examples = plans.all.flatMap { plan in
        plan.examples.map { ($0, outcomes[$0.qualifiedID]) }
      }
      let reported = Set(outcomes.values.flatMap(\.diagnostics).map(\.description))
      self.together = together.filter { !reported.contains($0.description) }
      snapshots = SnapshotStore(
        folder: guide.content.snapshotsFolder, displayFolder: guide.content.displayFolder)
      references = plans.all.flatMap(\.references)
      mentions = plans.all.flatMap(\.mentions)
      pages = plans.pages
      editions = guide.editions
      chinesePages = guide.chinesePages
    }

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
    let memory = SiteInMemory()
    var build = try site(policy: policy, into: memory)
    build.files = memory.files
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
      var build = try site(policy: .reuseCache, into: staged)
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
    return try stages.exampleStage(configuration).outcomes(for: [plan], wholeGuide: false)
  }

  private var stages: BuildStages { BuildStages(project: project, log: log) }
  private var templatesFolder: String { stages.templatesFolder }
  private var configurationFile: String { stages.configurationFile }

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
}
