import Foundation
import Testing

@testable import ColDocsKit

/// Code written as in an iOS app: `import UIKit` (and QuartzCore, and
/// CoreGraphics) in shared code and in examples resolves to the engine.
extension EndToEndTests {
  @Test func examplesAndSharedCodeMayImportUIKit() throws {
    let markdown = chapter(
      "Imports",
      """
      ```swift
      import UIKit
      import QuartzCore

      final class Tinted: UICollectionViewCell {}
      ```

      ```swift example id=tiles
      import UIKit
      import CoreGraphics

      let layout = UICollectionViewFlowLayout()
      layout.itemSize = CGSize(width: 50, height: 50)
      let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 100), collectionViewLayout: layout)
      view.layer.cornerRadius = 4
      expect(layout.itemSize.width == 50)
      return view
      ```

      ```swift example id=elsewhere
      import Nowhere
      return UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
      ```
      """)
    let test = try TestProject(chapters: ["01-imports.md": markdown])
    defer { test.remove() }
    let build = try SiteBuilder(project: test.project).build()
    let problems = build.problems
    // Lines: front matter 1-3, the shared block's fence 4, the example's 11,
    // the third example's fence 23 and its import on 24.
    #expect(problems.count == 1, "\(problems.map(\.description))")
    let missing = try #require(problems.first)
    #expect(missing.file == "content/01-imports.md" && missing.line == 24)
    #expect(missing.message.contains("no such module 'Nowhere'"))
    // A module that does not exist fails its chapter; the page still shows
    // the first example's picture once the import is fixed.
    try test.write(
      markdown.replacingOccurrences(of: "import Nowhere\n", with: "\n"), to: "content/01-imports.md"
    )
    let fixed = try SiteBuilder(project: test.project).build()
    #expect(fixed.problems.isEmpty, "\(fixed.problems.map(\.description))")
    let page = try #require(fixed.files["imports.html"]).utf8Text
    #expect(page.contains("<svg id=\"example-imports-tiles-1\" class=\"cd-diagram\""))
  }
}

extension Data {
  var utf8Text: String { String(decoding: self, as: UTF8.self) }
}
