import Foundation

/// The stages of a build, in order, each a function of the values the
/// stages before it made:
///
/// 1. `read`: content/ and the theme read, every chapter planned (only this
///    stage reads the guide's files);
/// 2. `runExamples`: every plan's examples compiled and run (Examples);
/// 3. `renderPages`: the pages of the guide's Markdown rendered (Render)
///    and handed to the site's output as they are made;
/// 4. `writeSiteWide`: the files that need every page: search index, 404
///    page, sitemap, chapter list, assets.
///
/// A guide with further editions (`editions:`) has each read and planned in
/// the first stage and rendered in the third and fourth into its folder;
/// their examples are the original's, run once in the second.
///
/// `SiteBuilder` composes them for each command.
struct BuildStages {
  let project: Project
  let log: @Sendable (String) -> Void

  /// What the first stage read: the content, the theme and every plan,
  /// and each further edition read and planned the same way.
  struct Guide {
    let content: ContentSet
    let theme: Theme
    let plans: ChapterPlans
    let editions: [EditionGuide]

    /// The pages of the guide's own language and what their templates
    /// receive.
    var pages: PageSet {
      PageSet(
        configuration: content.configuration, plans: plans.chapters, strings: theme.strings,
        editions: siteEditions(current: 0))
    }

    /// The Markdown files written in Chinese: the guide's own pages when
    /// its language (or a page's) is Chinese, and every file of a Chinese
    /// edition, each once, in file order.
    var chinesePages: [ChapterSource] {
      func isChinese(_ lang: String) -> Bool { lang == "zh" || lang.hasPrefix("zh-") }
      let own = (content.chapters + (content.introduction.map { [$0] } ?? [])).filter {
        isChinese($0.frontMatter.lang ?? content.configuration.lang)
      }
      let translated = editions.filter { isChinese($0.edition.lang) }.flatMap { edition in
        Array(edition.edition.translations.values)
          + (edition.edition.introduction.map { [$0] } ?? []) + edition.edition.appendix
      }
      return (own + translated).sorted { $0.file < $1.file }
    }

    /// The pages of the edition at `index` of `editions`.
    func pages(ofEdition index: Int) -> PageSet {
      let edition = editions[index]
      var links = siteEditions(current: index + 1)
      links.ownPages = Set(edition.edition.appendix.map { "\($0.slug).html" })
      return PageSet(
        configuration: edition.content.configuration, plans: edition.plans.chapters,
        strings: edition.strings, editions: links)
    }

    /// Every edition as pages link it, the guide's own language first.
    private func siteEditions(current: Int) -> SiteEditions {
      let own = SiteEditions.Entry(
        lang: content.configuration.lang,
        name: EditionGuide.name(of: content.configuration.lang, in: theme.strings), folder: "")
      return SiteEditions(
        all: [own]
          + editions.map {
            SiteEditions.Entry(
              lang: $0.edition.lang, name: EditionGuide.name(of: $0.edition.lang, in: $0.strings),
              folder: $0.folder)
          }, current: current)
    }
  }

  /// The theme as a build uses it: templates and assets, and the strings
  /// of the guide's language.
  struct Theme {
    let templates: TemplateSet
    let strings: ThemeStrings
  }

  /// 1. Read content/ and the theme, and plan every chapter (Content):
  /// every problem of content/ and templates/ found together, before any
  /// example runs.
  func read() throws -> Guide {
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
    let editions = try content.flatMap { content in
      try files.map { files in
        try content.configuration.editions.compactMap { lang in
          try report.collect { try readEdition(lang, of: content, theme: files) }
        }
      }
    }
    try report.throwIfAny()
    // A step's value is missing only where it or a step it needs kept a
    // problem, and those were thrown just now; this guard never fails
    // unless a step fails without a problem.
    guard let content, let templates, let strings, let plans, let editions else {
      throw Diagnostic(
        file: project.display(project.content),
        message: "reading the guide failed without saying why",
        fix: "this is a bug of coldocs; please report it with the command that showed it")
    }
    return Guide(
      content: content, theme: Theme(templates: templates, strings: strings), plans: plans,
      editions: editions)
  }

  /// 2. Compile and run the examples of every plan; `policy` says whether
  /// unchanged examples may come from the results cache.
  func runExamples(of guide: Guide, policy: ExampleRunPolicy) throws -> [String: ExampleOutcome] {
    log(
      "building \(guide.plans.chapters.count) chapter\(guide.plans.chapters.count == 1 ? "" : "s")")
    return try exampleStage(guide.content.configuration, policy: policy).outcomes(
      for: guide.plans.all)
  }

  /// 2b. For `check`: every chapter's app code compiled together, as one
  /// app holds it (`AppGuide`, `OneAppModule`).
  func problemsTogether(of guide: Guide) throws -> [Diagnostic] {
    let apps = AppGuide(plans: guide.plans.all)
    let compiled = try exampleStage(guide.content.configuration, policy: .verify)
      .problemsTogether(apps.plans, sources: apps.sources)
    return apps.leftovers + compiled.map(apps.explained)
  }

  /// 3. Render the chapter pages, their print views and the index page,
  /// each written as it is made; then each further edition's, in its
  /// folder, from the same examples' outcomes. One list of written pages
  /// per edition, the guide's own language first.
  func renderPages(
    of guide: Guide, outcomes: [String: ExampleOutcome], into output: some SiteOutput
  ) throws -> [[GuidePages.Written]] {
    var written = [
      try GuidePages(
        pages: guide.pages, introduction: guide.plans.introduction, outcomes: outcomes,
        templates: guide.theme.templates, templatesFolder: templatesFolder
      ).write(into: output)
    ]
    for (index, edition) in guide.editions.enumerated() {
      written.append(
        try GuidePages(
          pages: guide.pages(ofEdition: index), introduction: edition.plans.introduction,
          outcomes: outcomes, templates: guide.theme.templates, templatesFolder: templatesFolder,
          originals: guide.plans
        ).write(into: FolderOutput(folder: edition.folder, site: output)))
    }
    return written
  }

  /// 3b. Each chapter's examples as an app to download (`AppDownloads`),
  /// for the guide and each further edition, in `apps/` beside the pages.
  func writeApps(of guide: Guide, into output: some SiteOutput) throws {
    try AppDownloads(pages: guide.pages).write(into: output)
    for (index, edition) in guide.editions.enumerated() {
      try AppDownloads(pages: guide.pages(ofEdition: index)).write(
        into: FolderOutput(folder: edition.folder, site: output))
    }
  }

  /// 4. The search index, the 404 page, the sitemap, the chapter list and
  /// the theme's assets; each further edition's own, but the assets, in
  /// its folder.
  func writeSiteWide(
    of guide: Guide, pages written: [[GuidePages.Written]], into output: some SiteOutput
  ) throws {
    try SiteWidePages(
      pages: guide.pages, templates: guide.theme.templates, templatesFolder: templatesFolder
    ).write(chapters: written[0], into: output)
    for (index, edition) in guide.editions.enumerated() {
      try SiteWidePages(
        pages: guide.pages(ofEdition: index), templates: guide.theme.templates,
        templatesFolder: templatesFolder, writesAssets: false
      ).write(
        chapters: written[index + 1], into: FolderOutput(folder: edition.folder, site: output))
    }
  }

  /// The Examples stage as the configuration sets it up (without one, a
  /// file rendered on its own: the defaults of coldocs.yml).
  func exampleStage(_ configuration: SiteConfiguration?, policy: ExampleRunPolicy = .reuseCache)
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

  /// The package coldocs.yml names, found from the folder holding it.
  private func packageReference(_ setting: SiteConfiguration.PackageSetting) -> PackageReference {
    PackageReference(
      folder: setting.folder(besideConfigurationIn: project.content), products: setting.products,
      configurationFile: configurationFile, pathLine: setting.pathLine,
      productsLine: setting.productsLine, display: { [project] in project.relativePath($0) })
  }

  var templatesFolder: String { project.display(project.templates) }

  var configurationFile: String {
    project.display(project.content.appendingPathComponent(SiteConfiguration.fileName))
  }
}
