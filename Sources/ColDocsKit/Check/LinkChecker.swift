import Foundation

/// Checks that every relative link and image of the built pages resolves,
/// anchors included.
struct LinkChecker {
  let files: [String: Data]
  let displayFolder: String
  /// Links already reported at their place in the Markdown (see
  /// `CrossReferenceChecker`), left out here.
  var reportedElsewhere: Set<String> = []

  var problems: [Diagnostic] {
    var ids: [String: Set<String>] = [:]
    for (path, data) in files where path.hasSuffix(".html") {
      ids[path] = Set(HTML.values(of: "id", in: String(decoding: data, as: UTF8.self)))
    }
    var problems: [Diagnostic] = []
    for (path, data) in files.sorted(by: { $0.key < $1.key }) where path.hasSuffix(".html") {
      let html = String(decoding: data, as: UTF8.self)
      for target in HTML.values(of: "href", in: html) + HTML.values(of: "src", in: html) {
        if let problem = check(target, from: path, ids: ids) { problems.append(problem) }
      }
    }
    return problems
  }

  private func check(_ target: String, from page: String, ids: [String: Set<String>]) -> Diagnostic?
  {
    guard !target.contains("://"), !target.hasPrefix("mailto:"), !target.hasPrefix("data:"),
      !reportedElsewhere.contains(target)
    else {
      return nil
    }
    // cmark percent-encodes what a link's destination holds beyond ASCII;
    // files and ids are named as written.
    let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map {
      $0.removingPercentEncoding ?? String($0)
    }
    let file = parts[0].isEmpty ? page : PageLinks.resolve(parts[0], from: page)
    guard files[file] != nil else {
      return Diagnostic(
        file: "\(displayFolder)/\(page)", message: "link to '\(target)' leads nowhere",
        fix: "fix the link in the content or templates")
    }
    if parts.count == 2, !parts[1].isEmpty, file.hasSuffix(".html"),
      ids[file]?.contains(parts[1]) != true
    {
      return Diagnostic(
        file: "\(displayFolder)/\(page)",
        message: "link to '\(target)' names an anchor that does not exist",
        fix: "link to an existing heading id")
    }
    return nil
  }
}
