import Foundation

/// Writes each chapter's app (`AppPackage`) into `apps/`, beside the pages
/// that link to it: the guide's own, and each further edition's in its
/// folder with the README in its language.
struct AppDownloads {
  let pages: PageSet

  func write(into output: some SiteOutput) throws {
    let plans = pages.plans.filter(AppPackage.exists(for:))
    let zips = try Parallel.map(plans.indices) { index -> (String, Data) in
      let plan = plans[index]
      let package = AppPackage(
        chapter: AppChapter(plan, words: AppWords(pages.strings)),
        minimumIOS: MinimumIOS(plan: plan)?.version ?? .floor,
        strings: pages.strings, page: address(of: plan),
        guideTitle: pages.configuration.title)
      return (AppPackage.path(of: plan), package.zip)
    }
    for (path, zip) in zips { try output.add(path, zip) }
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
