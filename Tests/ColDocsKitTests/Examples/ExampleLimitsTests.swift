import Foundation
import Testing

@testable import ColDocsKit

/// The limits of `examples:` in coldocs.yml: read within their ranges,
/// refused outside them at their line, and applied to what runs.
@Suite struct ExampleLimitsTests {
  private func configuration(_ examples: String) throws -> SiteConfiguration {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "coldocs-limits-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("coldocs.yml")
    try "title: Limits\nchapters:\n  - a.md\nexamples:\n\(examples)".write(
      to: file, atomically: true, encoding: .utf8)
    return try SiteConfiguration.load(from: file, displayPath: "content/coldocs.yml")
  }

  @Test func eachLimitIsReadInItsUnit() throws {
    let read = try configuration(
      """
        memory: 1024
        temporaryFiles: 8
        processes: 64
        output: 2
        resultSize: 3
        compileTime: 30
        compileMemory: 2048

      """
    ).exampleLimits
    #expect(read.memory == 1 << 30)
    #expect(read.temporaryFiles == 8 << 20)
    #expect(read.processes == 64)
    #expect(read.output == 2 << 20)
    #expect(read.resultSize == 3 << 20)
    #expect(read.compileTime == 30)
    #expect(read.compileMemory == 2 << 30)
    // Unset limits keep their defaults.
    #expect(try configuration("  timeout: 5\n").exampleLimits == ExampleLimits())
  }

  /// A limit past its ceiling, below the least that can run, or not a
  /// whole number is an error at its line that gives the range.
  @Test(arguments: [
    (
      "  memory: 100000\n", 5, "examples.memory must be a whole number of megabytes from 64 to 8192"
    ),
    (
      "  timeout: 5\n  processes: 3\n", 6,
      "examples.processes must be a whole number from 16 to 4096"
    ),
    ("  compileTime: 1.5\n", 5, "examples.compileTime must be a whole number of seconds from 10"),
    ("  output: lots\n", 5, "examples.output must be a whole number of megabytes from 1 to 64"),
  ])
  func aLimitOutsideItsRangeIsRefusedAtItsLine(written: String, line: Int, message: String) {
    do {
      _ = try configuration(written)
      Issue.record("\(written) was accepted")
    } catch let problem as Diagnostic {
      #expect(problem.line == line, "\(problem)")
      #expect(problem.message.contains(message), "\(problem.message)")
    } catch {
      Issue.record("expected a located error, got \(error)")
    }
  }

  /// The results cache is keyed by the limits: an example that failed for
  /// want of memory may pass with more, and must run again.
  @Test func theLimitsAreInTheCachesKey() {
    var more = ExampleLimits()
    more.memory *= 2
    #expect(more.summary != ExampleLimits().summary)
    #expect(ExampleLimits().summary.contains("memory \(512 << 20)"))
  }

  /// A result file past `resultSize` is not read at all; one at the size
  /// is read.
  @Test func aResultPastItsSizeIsNotRead() throws {
    let folder = try ScratchFolder.make("limits-test")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("result.json")
    var executor = ExampleExecutor(
      runner: URL(fileURLWithPath: "/bin/true"), libraries: [:], readable: [], defaultTimeout: 1)
    executor.limits.resultSize = 10
    try Data(repeating: 0x20, count: 11).write(to: file)
    guard case .tooLarge = executor.readResult(at: file) else {
      Issue.record("an 11-byte result was read under a 10-byte limit")
      return
    }
    try Data("{\"x\": 1}".utf8).write(to: file)
    guard case .missing = executor.readResult(at: file) else {
      Issue.record("a result that is not an example's was decoded")
      return
    }
  }

  /// A compiler call over the author's code stops at the confinement's
  /// time limit, and says which setting raises it.
  @Test func aCompilerCallStopsAtTheCompileTimeLimit() throws {
    let folder = try ScratchFolder.make("limits-test")
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = folder.appendingPathComponent("Slow.swift")
    try "public let answer = 42\n".write(to: source, atomically: true, encoding: .utf8)
    var confinement = Confinement.unconfined
    confinement.compileTime = 0.05
    let compiler = try SwiftCompiler.located(moduleCache: folder.appendingPathComponent("cache"))
      .confined(confinement, reading: [folder], moduleCache: folder.appendingPathComponent("cache"))
    let outcome = try compiler.compile(
      .init(name: "Slow", sources: [source], output: folder.appendingPathComponent("out")))
    #expect(outcome.timedOut)
    #expect(outcome.errorOutput.contains("raise examples.compileTime"), "\(outcome.errorOutput)")
  }

  /// Set in coldocs.yml, the limits reach the example: its data size and
  /// process limits, its memory folders, how much of its output is kept,
  /// and how large a result is read.
  @Test func configuredLimitsReachTheExample() throws {
    let test = try TestProject(
      chapters: [
        "01-limits.md": chapter(
          "Limits",
          """
          ```swift example id=reporter
          let limits = (try? String(contentsOfFile: "/proc/self/limits", encoding: .utf8)) ?? ""
          for line in limits.split(separator: "\\n") where line.hasPrefix("Max data size") || line.hasPrefix("Max processes") {
            print(line.split(separator: " ").joined(separator: " "))
          }
          let size = try FileManager.default.attributesOfFileSystem(forPath: "/tmp")[.systemSize] as? Int ?? 0
          print("tmp \\(size >> 20) MB")
          return UICollectionView(frame: CGRect(x: 0, y: 0, width: 10, height: 10), collectionViewLayout: UICollectionViewFlowLayout())
          ```

          ```swift example id=talker
          print(String(repeating: "x", count: 1_500_000))
          return UICollectionView(frame: CGRect(x: 0, y: 0, width: 10, height: 10), collectionViewLayout: UICollectionViewFlowLayout())
          ```

          ```swift example id=crowd
          final class Many: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 40_000 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
              collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            }
          }
          let layout = UICollectionViewFlowLayout()
          layout.itemSize = CGSize(width: 5, height: 5)
          layout.minimumInteritemSpacing = 0
          layout.minimumLineSpacing = 0
          let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000), collectionViewLayout: layout)
          collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
          let many = Many()
          collectionView.dataSource = many
          collectionView.layoutIfNeeded()
          withExtendedLifetime(many) {}
          return collectionView
          ```
          """)
      ],
      extraConfiguration:
        "examples:\n  memory: 256\n  processes: 64\n  temporaryFiles: 8\n  output: 2\n  resultSize: 1\n"
    )
    defer { test.remove() }
    let build = try SiteBuilder(project: test.project).build()
    let outcomes = Dictionary(uniqueKeysWithValues: build.examples.map { ($0.0.id, $0.1) })
    guard case .succeeded(_, let reported) = outcomes["reporter"] else {
      Issue.record("the reporter did not succeed: \(build.problems)")
      return
    }
    #expect(reported.contains("Max data size \(256 << 20) \(256 << 20) bytes"), "\(reported)")
    #expect(reported.contains("Max processes 64 64 processes"), "\(reported)")
    #expect(reported.contains("tmp 8 MB"), "\(reported)")
    guard case .succeeded(_, let talked) = outcomes["talker"] else {
      Issue.record("1.5 MB of output was cut under a 2 MB limit: \(build.problems)")
      return
    }
    #expect(talked.utf8.count > 1_500_000)
    let crowd = build.problems.filter { $0.message.contains("result is larger than 1 MB") }
    #expect(crowd.count == 1, "\(build.problems)")
    #expect(crowd.first?.fix.contains("examples.resultSize") == true)
  }
}
