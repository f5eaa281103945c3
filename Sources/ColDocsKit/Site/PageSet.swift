import Foundation

/// The pages of the site and what each page's template receives: titles,
/// navigation, previous and next, all with relative links.
struct PageSet {
  let configuration: SiteConfiguration
  let plans: [ChapterPlan]

  func fileName(of plan: ChapterPlan) -> String { "\(plan.source.slug).html" }

  private func link(_ plan: ChapterPlan, current: Bool = false) -> [String: Any] {
    var link: [String: Any] = ["title": plan.source.title, "href": fileName(of: plan)]
    if current { link["current"] = true }
    if let summary = plan.source.frontMatter.summary { link["summary"] = summary }
    return link
  }

  func chapterContext(index: Int, body: String, headings: [(level: Int, text: String, id: String)])
    -> [String: Any]
  {
    let plan = plans[index]
    var context: [String: Any] = [
      "siteTitle": configuration.title,
      "pageTitle": plan.source.title,
      "content": body,
      "chapters": plans.enumerated().map { link($1, current: $0 == index) },
      "toc": headings.filter { $0.level >= 2 && $0.level <= 3 }.map {
        ["text": $0.text, "id": $0.id, "level": $0.level, "nested": $0.level == 3] as [String: Any]
      },
      "hasToc": headings.contains { $0.level >= 2 && $0.level <= 3 },
      "root": "",
      "chapterNumber": index + 1,
    ]
    if let summary = plan.source.frontMatter.summary { context["summary"] = summary }
    if index > 0 { context["previous"] = link(plans[index - 1]) }
    if index + 1 < plans.count { context["next"] = link(plans[index + 1]) }
    return context
  }

  func indexContext(introduction: String) -> [String: Any] {
    var context: [String: Any] = [
      "siteTitle": configuration.title,
      "pageTitle": configuration.title,
      "chapters": plans.map { link($0) },
      "root": "",
      "isIndex": true,
    ]
    if !introduction.isEmpty { context["content"] = introduction }
    if let first = plans.first { context["next"] = link(first) }
    return context
  }
}
