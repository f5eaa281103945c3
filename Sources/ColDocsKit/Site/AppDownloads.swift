import Foundation

/// Writes each chapter's app (`AppPackage`) into `apps/`, beside the pages
/// that link to it: the guide's own, and each further edition's in its
/// folder with the README in its language.
struct AppDownloads {
  let pages: PageSet

  /// The zips made in this process, by everything they are made from:
  /// `serve` rebuilds after every edit, and most chapters' apps are what
  /// they were. Making one rewrites each example with swift-syntax, a
  /// third of a rebuild's time when every app was made afresh.
  private static let made = Memo<Data>(capacity: 400)

  func write(into output: some SiteOutput) throws {
    let plans = pages.plans.filter(AppPackage.exists(for:))
    let zips = try Parallel.map(plans.indices) { index -> (String, Data) in
      let plan = plans[index]
      let page = address(of: plan)
      let zip = Self.made.value(for: key(plan, page: page)) {
        AppPackage(
          chapter: AppChapter(plan, words: AppWords(pages.strings)),
          minimumIOS: MinimumIOS(plan: plan)?.version ?? .floor,
          strings: pages.strings, page: page,
          guideTitle: pages.configuration.title
        ).zip
      }
      return (AppPackage.path(of: plan), zip)
    }
    for (path, zip) in zips { try output.add(path, zip) }
  }

  /// Everything an app is made from, spelled out: the chapter's file and
  /// title, its headings, each block's role, place and compiled code, each
  /// example, the theme's words in order of key, the page's address and the
  /// guide's title. Equal keys make equal zips.
  func key(_ plan: ChapterPlan, page: String) -> String {
    var parts = [plan.source.file, plan.source.slug, plan.source.title, page]
    parts.append(pages.configuration.title)
    parts += plan.page.headings.map(\.text)
    parts.append("\(plan.page.slots)")
    for planned in plan.blocks {
      parts.append("\(planned.role)@\(planned.block.firstCodeLine)")
      parts.append(planned.compiledCode ?? "")
    }
    parts += plan.examples.map { "\($0)" }
    parts += pages.strings.values.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    return parts.joined(separator: "\u{0}")
  }

  /// The page's address when the guide names where it is published, else
  /// its file name.
  private func address(of plan: ChapterPlan) -> String {
    let file = pages.fileName(of: plan)
    guard var base = pages.configuration.baseURL, !base.isEmpty else { return file }
    if !base.hasSuffix("/") { base += "/" }
    return base + pages.editions.edition.folder + file
  }
}
