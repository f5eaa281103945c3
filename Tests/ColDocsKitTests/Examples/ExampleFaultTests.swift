import Foundation
import Testing

@testable import ColDocsKit

/// One chapter with an example for each way an example can misbehave, and
/// one that behaves. The sleeping child has an odd duration so the test can
/// tell it from any other `sleep` on the machine.
private let faultyExamples = """
  ```swift hidden
  func plainView() -> UICollectionView {
    UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: UICollectionViewFlowLayout())
  }
  ```

  ```swift example id=hungry timeout=2
  var chunks: [UnsafeMutableRawPointer] = []
  for _ in 0..<1000 {
    let chunk = malloc(64 << 20)!
    memset(chunk, 1, 64 << 20)
    chunks.append(chunk)
  }
  return plainView()
  ```

  ```swift example id=chatty timeout=2
  let line = String(repeating: "x", count: 1023)
  for _ in 0..<204_800 { print(line) }
  return plainView()
  ```

  ```swift example id=quitter timeout=2
  print("leaving early")
  exit(0)
  ```

  ```swift example id=sleeper timeout=2
  print("going to sleep")
  _ = sleep(1_000_000)
  return plainView()
  ```

  ```swift example id=forgetful timeout=2
  let child = Process()
  child.executableURL = URL(fileURLWithPath: "/bin/sleep")
  child.arguments = ["1000.25"]
  try! child.run()
  return plainView()
  ```

  ```swift example id=faraway timeout=2
  let view = plainView()
  view.frame = CGRect(x: 0, y: 0, width: 9.3e18, height: 100)
  return view
  ```

  ```swift example id=good timeout=2
  print("all fine")
  return plainView()
  ```
  """

extension EndToEndTests {
  @Test func examplesThatExhaustMemoryFloodOutputExitSleepOrLeaveChildrenAreReportedAndCleanedUp()
    throws
  {
    let text = chapter("Faults", faultyExamples)
    let test = try TestProject(chapters: ["01-fault-proof.md": text])
    defer { test.remove() }
    let file = "content/01-fault-proof.md"
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    func line(_ start: String) -> Int {
      (lines.firstIndex { $0.trimmingCharacters(in: .whitespaces).hasPrefix(start) } ?? -1) + 1
    }

    // Recording snapshots: every example runs (twice); the good one passes.
    let checkStart = Date()
    let report = try check(test, update: true)
    let checkDuration = Date().timeIntervalSince(checkStart)
    let described = report.problems.map(\.description).joined(separator: "\n")
    func problem(at line: Int, _ text: String) -> Diagnostic? {
      report.problems.first {
        $0.file == file && $0.line == line && $0.severity == .error && $0.message.contains(text)
      }
    }

    #expect(
      problem(at: line("let chunk = malloc"), "ran out of memory (limit 512 MB)") != nil,
      "\(described)")
    #expect(
      problem(
        at: line("```swift example id=chatty"),
        "printed 200 MB; only 1 MB of it is kept, the rest was cut") != nil, "\(described)")
    #expect(
      problem(
        at: line("```swift example id=quitter"), "called exit(0) before returning its result")
        != nil, "\(described)")
    // Asleep in the C library, whose frames the backtracer cannot walk: the
    // report is at the fence.
    #expect(
      problem(at: line("```swift example id=sleeper"), "did not finish within 2 s; it was waiting")
        != nil, "\(described)")
    #expect(
      problem(
        at: line("```swift example id=forgetful"),
        "left a process running when it ended ('/bin/sleep 1000.25')") != nil, "\(described)")
    // What failed examples printed comes with their reports.
    for (fence, printed) in [("quitter", "leaving early"), ("sleeper", "going to sleep")] {
      #expect(
        report.problems.contains {
          $0.line == line("```swift example id=\(fence)") && $0.severity == .warning
            && $0.message.contains("| \(printed)")
        }, "\(described)")
    }
    // A number no Int holds is a located error, not a trap in coldocs.
    #expect(
      problem(
        at: line("```swift example id=faraway"),
        "computed the collection view at 9300000000000000000 points, beyond the ±1,000,000,000")
        != nil, "\(described)")
    let good = line("```swift example id=good")
    #expect(!report.problems.contains { $0.line >= good }, "\(described)")
    #expect(report.summary == "1 passed, 6 failed", "\(described)")
    #expect(strayProcesses().isEmpty, "\(strayProcesses())")

    // The runs alone, without compiling: within the time-outs and a margin.
    let source = try ChapterSource(
      url: test.root.appendingPathComponent(file), displayPath: file)
    let plan = try ChapterPlan(source, projectRoot: test.project.includeRoot)
    let engine = try EngineBuild.prepared(in: test.project.engineCache) { _ in }
    let module = ChapterModule(plan)
    let libraries = test.project.scratch.appendingPathComponent("chapters")
    let executor = ExampleExecutor(
      runner: engine.runner,
      libraries: [file: libraries.appendingPathComponent("\(module.name)/lib\(module.name).so")],
      readable: [engine.folder, libraries], defaultTimeout: 10)
    var durations: [Double] = []
    var succeeded: [Bool] = []
    var cacheable: [Bool] = []
    for example in plan.examples {
      let start = Date()
      let outcome = executor.run(example)
      succeeded.append(outcome.result != nil)
      cacheable.append(outcome.isCacheable)
      durations.append(Date().timeIntervalSince(start))
      #expect(
        durations.last! < (example.timeout ?? 10) + 2, "\(example.id) ran for \(durations.last!) s")
    }
    let timeouts = plan.examples.reduce(0) { $0 + ($1.timeout ?? 10) }
    print("check: \(checkDuration) s; runs: \(durations) s, \(durations.reduce(0, +)) s in all")
    #expect(durations.reduce(0, +) < timeouts + 5)
    #expect(succeeded == [false, false, false, false, false, false, true])
    // Only the sleeper's time-out is never cached: a loaded machine may be why.
    #expect(cacheable == [true, true, true, false, true, true, true])
    #expect(strayProcesses().isEmpty, "\(strayProcesses())")
  }
}

extension EndToEndTests {
  /// The runner's limits, without compiling anything: a shell prints 5 MB
  /// and leaves a `sleep` running in a session of its own (out of the
  /// shell's process group, still holding its output pipe).
  @Test func subprocessCapsOutputAndKillsWhatTheProgramLeftBehind() throws {
    var process = Subprocess(
      executable: URL(fileURLWithPath: "/bin/sh"),
      arguments: [
        "-c",
        "head -c 5000000 /dev/zero | tr '\\0' x; setsid /bin/sleep 1000.5 & sleep 0.2; echo started >&2",
      ])
    process.outputLimit = 1 << 20
    let start = Date()
    let outcome = try process.run(timeout: 5)
    #expect(Date().timeIntervalSince(start) < 3)
    #expect(!outcome.timedOut && outcome.status == 0)
    #expect(outcome.outputBytes == 5_000_000)
    #expect(outcome.droppedOutputBytes == 5_000_000 - (1 << 20))
    #expect(outcome.output.contains("[… \(5_000_000 - (1 << 20)) bytes cut …]"))
    #expect(outcome.errorOutput == "started\n")
    #expect(outcome.strays == ["/bin/sleep 1000.5"])
    #expect(!liveCommandLines().contains("/bin/sleep 1000.5"))
  }
}

/// Runners of the chapter above, and the children they start, still alive.
private func strayProcesses() -> [String] {
  let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
  return names.compactMap { name -> String? in
    guard Int(name) != nil,
      let stat = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")"),
      !stat[stat.index(after: close)...].hasPrefix(" Z"),
      let data = FileManager.default.contents(atPath: "/proc/\(name)/cmdline")
    else { return nil }
    let command = data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
    let runner =
      command.first?.hasSuffix("ExampleRunner") == true
      && command.dropFirst().first?.hasPrefix("fault-proof/") == true
    let child = command == ["/bin/sleep", "1000.25"]
    return runner || child ? "\(name): \(command.joined(separator: " "))" : nil
  }
}

extension EndToEndTests {
  /// A tab in a chapter's file name once made the chapter's module invalid
  /// Swift (a raw tab inside `#sourceLocation`'s literal), blamed on the
  /// machine; it now compiles and runs like any other name.
  @Test func aChapterWhoseFileNameHoldsATabCompilesAndRuns() throws {
    let body = """
      ```swift example id=plain
      return UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: UICollectionViewFlowLayout())
      ```
      """
    let test = try TestProject(chapters: ["01-tab\there.md": chapter("Tab", body)])
    defer { test.remove() }
    let report = try check(test, update: true)
    #expect(report.summary == "1 passed, 0 failed", "\(report.problems)")
    #expect(ModuleWriter.escaped("a\tb\"c\\d\u{1}") == "a\\tb\\\"c\\\\d\\u{1}")
  }
}
