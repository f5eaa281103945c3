import Foundation
import Testing

@testable import ColDocsKit

/// An example whose picture depends on every `examples` option: it records a
/// scroll without naming a frame rate, naps for 1.5 s, and shows 30 items when
/// it can see the guide's own files and 50 when it cannot.
private func exampleChapter(guideFile: String) -> String {
  chapter(
    "Options",
    """
    ```swift
    final class Numbered: NSObject, UICollectionViewDataSource {
      let count: Int
      init(_ count: Int) { self.count = count }
      func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
      func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
      }
    }
    ```

    ```swift example id=options
    Thread.sleep(forTimeInterval: 1.5)
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 50, height: 50)
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 200, height: 100), collectionViewLayout: layout)
    let seesTheGuide = FileManager.default.fileExists(atPath: \(String(reflecting: guideFile)))
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    let dataSource = Numbered(seesTheGuide ? 30 : 50)
    collectionView.dataSource = dataSource
    collectionView.layoutIfNeeded()
    let timeline = try collectionView.recordTimeline {
      collectionView.setContentOffset(CGPoint(x: 0, y: 100), animated: true)
    }
    withExtendedLifetime(dataSource) {}
    return timeline
    ```

    """)
}

extension EndToEndTests {
  /// Every key `coldocs.yml` accepts changes what is built: a setting that
  /// is read and then ignored fails here. A key added to the configuration
  /// without a case here fails too. (The limits of `examples:` are each
  /// shown to reach what runs in `ExampleLimitsTests`.)
  @Test func everyConfigurationKeyChangesWhatIsBuilt() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "coldocs-test-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let guideFile = root.appendingPathComponent("content/coldocs.yml").path
    let chapters = [
      "a.md": exampleChapter(guideFile: guideFile),
      "b.md": chapter(
        "B",
        """
        Second page.

        ```swift example id=package
        #if canImport(TagLayouts)
        print("TagLayouts can be imported")
        #endif
        return UICollectionView(frame: CGRect(x: 0, y: 0, width: 50, height: 50), collectionViewLayout: UICollectionViewFlowLayout())
        ```

        """),
    ]
    func built(_ configuration: String) throws -> (files: [String: Data], problems: [String]) {
      try? FileManager.default.removeItem(at: root)
      let test = try TestProject(chapters: [:], root: root)
      for (name, text) in chapters { try test.write(text, to: "content/\(name)") }
      try test.write(configuration, to: "content/coldocs.yml")
      let build = try SiteBuilder(project: test.project).build()
      return (build.files, build.problems.map(\.message))
    }
    let base = "title: Keys\nchapters:\n  - a.md\n  - b.md\n"
    let variants: [String: String] = [
      "title": base.replacingOccurrences(of: "Keys", with: "Other title"),
      "chapters": base.replacingOccurrences(of: "  - b.md\n", with: ""),
      "part": "title: Keys\nchapters:\n  - part: One\n    chapters:\n      - a.md\n      - b.md\n",
      "baseURL": base + "baseURL: https://example.org/guide/\n",
      "lang": base + "lang: fr\n",
      "editions": base + "editions: [zh-Hans]\n",
      "strings": base + "strings:\n  searchPlaceholder: Find a page\n",
      "package": base
        + "package:\n  path: \(repositoryRoot.path)/Tests/SampleGuide/TagLayouts\n"
        + "  products: [TagLayouts]\n",
      "timeout": base + "examples:\n  timeout: 1\n",
      "framesPerSecond": base + "examples:\n  framesPerSecond: 10\n",
      "sandbox": base + "examples:\n  sandbox: false\n",
    ]
    #expect(
      Set(variants.keys)
        == Set(
          SiteConfiguration.keys + SiteConfiguration.exampleKeys + SiteConfiguration.packageKeys
            + ["part"]
        )
        .subtracting(["examples", "path", "products"])
        .subtracting(ExampleLimits.settings.map(\.key)))
    let reference = try built(base)
    #expect(reference.problems.isEmpty, "\(reference.problems)")
    for (key, configuration) in variants.sorted(by: { $0.key < $1.key }) {
      let variant = try built(configuration)
      #expect(
        variant.files != reference.files || variant.problems != reference.problems,
        "changing \(key) changed nothing that was built")
    }
    // The frame rate reaches the recording itself: 0.3 s of scrolling is
    // 10 frames at 30 per second (the default) and 4 at 10, each a keyframe.
    let slow = try built(variants["framesPerSecond"]!)
    let keyframes = { (files: [String: Data]) in
      String(decoding: files["a.html"] ?? Data(), as: UTF8.self).components(separatedBy: "%{").count
    }
    #expect(keyframes(slow.files) < keyframes(reference.files))
    // The package's modules are there for the examples to import.
    let documented = try built(variants["package"]!)
    #expect(
      String(decoding: documented.files["b.html"] ?? Data(), as: UTF8.self).contains(
        "TagLayouts can be imported"))
  }
}
