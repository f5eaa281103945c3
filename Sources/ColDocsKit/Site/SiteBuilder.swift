import ColDocsRuntime
import Foundation

/// The whole pipeline: content → chapter plans → compiled and run examples
/// → rendered pages → the files of the site, in memory.
public struct SiteBuilder {
  let project: Project
  let log: (String) -> Void

  public init(project: Project, log: @escaping (String) -> Void = { _ in }) {
    self.project = project
    self.log = log
  }

  /// Everything a build produces: the site's files, and each example with
  /// its outcome (for `check`).
  public struct Build {
    public let files: [String: Data]
    let examples: [(ExampleSpec, ExampleOutcome?)]
    let content: ContentSet

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
    let content = try ContentSet.load(
      folder: project.content, displayFolder: project.display(project.content))
    let templates = try TemplateSet(
      folder: project.templates, displayFolder: project.display(project.templates))
    // The index page's introduction is planned, and its examples run, like
    // any chapter's; it just has no place in the navigation.
    let planned = try plan(content.chapters + (content.introduction.map { [$0] } ?? []))
    let plans = Array(planned.prefix(content.chapters.count))
    let introduction = content.introduction == nil ? nil : planned.last
    log("building \(plans.count) chapter\(plans.count == 1 ? "" : "s")")
    var stage = stage(content.configuration)
    stage.policy = policy
    let outcomes = try stage.outcomes(for: planned)
    var files = templates.assets
    let pages = PageSet(configuration: content.configuration, plans: plans)
    let rendered = try renderPages(plans, pages: pages, outcomes: outcomes, templates: templates)
    for page in rendered { files[page.name] = Data(page.html.utf8) }
    // The search index and the site-wide pages need every chapter page and
    // nothing of each other: they are made side by side.
    let display = project.display(project.templates)
    let printPages = pages.printPages(bodies: rendered.map(\.body))
    let siteWide = try Parallel.map(0..<(2 + printPages.count)) { part -> [String: Data] in
      switch part {
      case 0:
        return SearchIndex(documents: rendered.map(\.searchDocuments)).files.mapValues {
          Data($0.utf8)
        }
      case 1:
        let intro =
          introduction.map {
            PageRenderer(plan: $0, outcomes: outcomes, templateIDs: templates.templateIDs)
              .render().html
          } ?? ""
        return [
          "index.html": Data(
            try templates.render(
              "index", pages.indexContext(introduction: intro), displayFolder: display
            ).utf8),
          "404.html": Data(
            try templates.render("404", pages.notFoundContext(), displayFolder: display).utf8),
        ]
      default:
        let page = printPages[part - 2]
        return [
          page.file: Data(try templates.render("print", page.context, displayFolder: display).utf8)
        ]
      }
    }
    for part in siteWide { files.merge(part) { _, new in new } }
    if let baseURL = content.configuration.baseURL {
      let names = ["index.html"] + rendered.map(\.name) + printPages.map(\.file)
      files["sitemap.xml"] = Data(Sitemap.xml(baseURL: baseURL, pages: names).utf8)
    }
    let examples = planned.flatMap { plan in plan.examples.map { ($0, outcomes[$0.qualifiedID]) } }
    return Build(files: files, examples: examples, content: content)
  }

  /// One rendered chapter page: its file name, its HTML, and its body and
  /// headings for the search index and the print view.
  struct RenderedPage {
    let name: String
    let html: String
    let body: String
    let headings: [(level: Int, text: String, id: String)]
    /// Its sections as the search index holds them.
    let searchDocuments: [SearchIndex.Document]
  }

  /// Renders every chapter page, several at a time: pages share nothing but
  /// the read-only templates and outcomes.
  private func renderPages(
    _ plans: [ChapterPlan], pages: PageSet, outcomes: [String: ExampleOutcome],
    templates: TemplateSet
  ) throws -> [RenderedPage] {
    let display = project.display(project.templates)
    return try Parallel.map(plans.indices) { index in
      let plan = plans[index]
      let body = PageRenderer(plan: plan, outcomes: outcomes, templateIDs: templates.templateIDs)
        .render()
      let context = pages.chapterContext(index: index, body: body.html, headings: body.headings)
      let html = try templates.render("page", context, displayFolder: display)
      let name = pages.fileName(of: plan)
      let documents = SearchIndex.documents(
        of: SearchIndex.Page(
          title: plan.source.title, file: name, headings: body.headings, html: body.html))
      return RenderedPage(
        name: name, html: html, body: body.html, headings: body.headings,
        searchDocuments: documents)
    }
  }

  /// Builds and writes the site atomically into the output folder. The
  /// project's build lock is held throughout: a second build of the same
  /// project (same scratch folder) waits for the first, so builds never
  /// share the examples package or interleave their swaps.
  public func buildAndWrite(swapLock: NSLock? = nil) throws -> Build {
    let lock = try BuildLock.acquire(in: project.scratch, log: log)
    defer { lock.release() }
    let writer = SiteWriter(folder: project.output, displayFolder: project.display(project.output))
    // A build killed mid-swap is repaired first, so even a build that then
    // fails leaves the previous site in place.
    try writer.recoverInterruptedWrite()
    try writer.checkOwnership()
    let build = try build()
    try writer.write(build.files, swapLock: swapLock)
    return build
  }

  /// The HTML body of one Markdown file, its examples run.
  public func renderBody(of file: URL) throws -> String {
    let source = try ChapterSource(url: file, displayPath: project.display(file))
    let plan = try ChapterPlan(source, projectRoot: project.engineRoot)
    let configuration =
      (try? ContentSet.load(
        folder: project.content, displayFolder: project.display(project.content)))?.configuration
    let outcomes = plan.examples.isEmpty ? [:] : try stage(configuration).outcomes(for: [plan])
    return PageRenderer(plan: plan, outcomes: outcomes).render().html
  }

  /// Plans every chapter, several at a time, and reports all their problems.
  func plan(_ chapters: [ChapterSource]) throws -> [ChapterPlan] {
    let root = project.engineRoot
    let attempts = try Parallel.map(chapters.indices) { index -> Result<ChapterPlan, Error> in
      Result { try ChapterPlan(chapters[index], projectRoot: root) }
    }
    var plans: [ChapterPlan] = []
    var problems: [Diagnostic] = []
    for attempt in attempts {
      switch attempt {
      case .success(let plan): plans.append(plan)
      case .failure(let list as DiagnosticList): problems += list.diagnostics
      case .failure(let diagnostic as Diagnostic): problems.append(diagnostic)
      case .failure(let error): throw error
      }
    }
    guard problems.isEmpty else { throw DiagnosticList(problems) }
    return plans
  }

  private func stage(_ configuration: SiteConfiguration?) -> ExampleStage {
    let timeout = configuration?.exampleTimeout ?? 10
    let sandboxed = configuration?.sandboxesExamples ?? true
    let framesPerSecond = configuration?.framesPerSecond ?? 30
    let options = "timeout \(timeout) fps \(framesPerSecond) sandbox \(sandboxed)"
    var stage = ExampleStage(
      package: ExamplePackage(
        folder: project.scratch.appendingPathComponent("examples"), projectRoot: project.engineRoot),
      cache: ResultsCache(
        folder: project.scratch.appendingPathComponent("cache"), projectRoot: project.engineRoot,
        options: options),
      defaultTimeout: timeout, log: log)
    stage.sandboxed = sandboxed
    stage.framesPerSecond = framesPerSecond
    stage.configurationFile = project.display(
      project.content.appendingPathComponent(SiteConfiguration.fileName))
    return stage
  }
}
