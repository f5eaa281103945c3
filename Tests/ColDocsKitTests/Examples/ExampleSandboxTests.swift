import Foundation
import Testing

@testable import ColDocsKit

/// What an example may not do, each tried by an example: read a secret
/// outside the project, change the project, reach the network, or leave a
/// process behind. Each fails at its own fence and changes nothing.
private func hostileExamples(secret: String, project: URL, port: UInt16, mark: String) -> String {
  """
  ```swift hidden
  func plainView() -> UICollectionView {
    UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: UICollectionViewFlowLayout())
  }
  ```

  ```swift example id=reader
  let secret = try String(contentsOfFile: "\(secret)", encoding: .utf8)
  print(secret)
  return plainView()
  ```

  ```swift example id=vandal
  try "replaced".write(toFile: "\(project.path)/content/01-hostile.md", atomically: false, encoding: .utf8)
  try "written".write(toFile: "\(project.path)/site/index.html", atomically: false, encoding: .utf8)
  return plainView()
  ```

  ```swift example id=caller
  let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
  var address = sockaddr_in()
  address.sin_family = sa_family_t(AF_INET)
  address.sin_port = UInt16(\(port)).bigEndian
  address.sin_addr.s_addr = inet_addr("127.0.0.1")
  let connected = withUnsafePointer(to: &address) {
    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
      connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
    }
  }
  guard connected == 0 else { throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "no connection"]) }
  return plainView()
  ```

  ```swift example id=escapee
  let child = Process()
  child.executableURL = URL(fileURLWithPath: "/bin/sleep")
  child.arguments = ["3.\(mark)"]
  try child.run()
  return plainView()
  ```

  ```swift example id=honest
  return plainView()
  ```
  """
}

extension EndToEndTests {
  @Test func examplesRunInASandboxThatKeepsSecretsTheProjectTheNetworkAndProcessesSafe() throws {
    let mark = String(UInt32.random(in: 100_000...999_999))
    let outside = FileManager.default.temporaryDirectory.appendingPathComponent(
      "coldocs-secret-\(mark)")
    try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: outside) }
    let secret = outside.appendingPathComponent("password.txt")
    try "hunter2-\(mark)".write(to: secret, atomically: true, encoding: .utf8)
    let listener = try LoopbackListener()
    defer { listener.close() }

    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "coldocs-test-\(UUID().uuidString)")
    let text = chapter(
      "Hostile",
      hostileExamples(secret: secret.path, project: root, port: listener.port, mark: mark))
    let test = try TestProject(chapters: ["01-hostile.md": text], root: root)
    defer { test.remove() }
    try test.write("<p>the previous site</p>", to: "site/index.html")
    let before = try test.read("content/01-hostile.md")

    let build = try SiteBuilder(project: test.project).build()
    let problems = build.problems.filter { $0.severity == .error }
    func failed(_ id: String) -> Diagnostic? {
      let example = build.examples.first { $0.0.id == id }?.0
      return problems.first { $0.line == example?.line }
    }
    for id in ["reader", "vandal", "caller", "escapee"] {
      #expect(failed(id)?.file == "content/01-hostile.md", "\(id): \(problems)")
    }
    #expect(failed("escapee")?.message.contains("left a process running") == true, "\(problems)")
    #expect(build.examples.first { $0.0.id == "honest" }?.1?.result != nil)
    // Nothing read, nothing changed, nobody called, nothing left.
    let published = build.files.values.map { String(decoding: $0, as: UTF8.self) }.joined()
    #expect(!published.contains("hunter2-\(mark)"))
    #expect(try test.read("content/01-hostile.md") == before)
    #expect(try test.read("site/index.html") == "<p>the previous site</p>")
    #expect(!listener.wasCalled())
    Thread.sleep(forTimeInterval: 0.5)
    #expect(!liveCommandLines().contains { $0.contains("3.\(mark)") })
  }

  /// A process that leaves its group and clears its environment, which
  /// coldocs could not find outside the sandbox, is named and ended with the
  /// sandbox's namespace.
  @Test func aDetachedProcessIsNamedAndEndedWithTheSandbox() throws {
    guard case .success(let sandbox) = ExampleSandbox.available() else {
      Issue.record("no sandbox on this machine")
      return
    }
    let mark = String(UInt32.random(in: 100_000...999_999))
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "coldocs-run-\(mark)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let command = sandbox.command(
      ["/bin/sh", "-c", "env -i setsid -f /bin/sh -c 'sleep 4.\(mark)' && sleep 0.2"],
      readable: [], scratch: scratch, environment: [:])
    let outcome = try Subprocess(
      executable: URL(fileURLWithPath: command[0]), arguments: Array(command.dropFirst())
    ).run(timeout: 10)
    #expect(outcome.status == 0)
    #expect(outcome.errorOutput.contains("\(ExampleSandbox.leftoverPrefix)sleep 4.\(mark)"))
    Thread.sleep(forTimeInterval: 0.3)
    #expect(!liveCommandLines().contains { $0.contains("4.\(mark)") })
  }

  /// An example that starts processes without end stops at the process
  /// limit, well before the machine's process table fills: the kernel
  /// refuses its fork, and whatever it started is ended with it.
  @Test func anExampleThatForksWithoutEndStopsAtTheProcessLimit() throws {
    let mark = String(UInt32.random(in: 100_000...999_999))
    let test = try TestProject(
      chapters: [
        "01-forks.md": chapter(
          "Forks",
          """
          ```swift example id=forker
          var started = 0
          do {
            for _ in 0..<2000 {
              let child = Process()
              child.executableURL = URL(fileURLWithPath: "/bin/sleep")
              child.arguments = ["20.\(mark)"]
              try child.run()
              started += 1
            }
          } catch {}
          print("started \\(started)")
          return UICollectionView(frame: CGRect(x: 0, y: 0, width: 10, height: 10), collectionViewLayout: UICollectionViewFlowLayout())
          ```
          """)
      ])
    defer { test.remove() }
    let build = try SiteBuilder(project: test.project).build()
    let said = build.problems.map(\.message).joined(separator: "\n")
    let started = said.components(separatedBy: "started ").dropFirst().first.flatMap {
      Int($0.prefix { $0.isNumber })
    }
    #expect(started != nil, "\(said)")
    #expect((started ?? .max) < ExampleLimits().processes, "\(said)")
    #expect(said.contains("processes running when it ended"), "\(said)")
    Thread.sleep(forTimeInterval: 0.5)
    #expect(!liveCommandLines().contains { $0.contains("20.\(mark)") })
  }

  /// Files in the sandbox's memory-backed folders are memory no process
  /// limit counts: each holds at most `temporaryFiles`, and a write past
  /// it fails with "No space left on device".
  @Test func theSandboxsMemoryFoldersHoldAtMostTheirLimit() throws {
    let test = try TestProject(
      chapters: [
        "01-fill.md": chapter(
          "Fill",
          """
          ```swift example id=filler
          let chunk = Data(count: 1 << 20)
          for folder in ["/tmp", "/dev/shm"] {
            let handle = FileHandle(forWritingAtPath: folder + "/fill") ?? {
              FileManager.default.createFile(atPath: folder + "/fill", contents: nil)
              return FileHandle(forWritingAtPath: folder + "/fill")!
            }()
            var written = 0
            do {
              while written < 200 { try handle.write(contentsOf: chunk); written += 1 }
            } catch {}
            print("\\(folder) \\(written)")
          }
          return UICollectionView(frame: CGRect(x: 0, y: 0, width: 10, height: 10), collectionViewLayout: UICollectionViewFlowLayout())
          ```
          """)
      ])
    defer { test.remove() }
    let build = try SiteBuilder(project: test.project).build()
    #expect(build.problems.isEmpty, "\(build.problems)")
    guard case .succeeded(_, let printed) = build.examples.first?.1 else {
      Issue.record("the example did not succeed: \(build.problems)")
      return
    }
    let limit = ExampleLimits().temporaryFiles >> 20
    for folder in ["/tmp", "/dev/shm"] {
      let line = printed.split(separator: "\n").first { $0.hasPrefix(folder + " ") }
      let written = line.flatMap { Int($0.split(separator: " ").last ?? "") }
      #expect(written != nil && written! <= limit, "\(folder): \(printed)")
    }
  }

  @Test func theSandboxCanBeTurnedOffInTheConfiguration() throws {
    let test = try TestProject(
      chapters: [
        "01-a.md": chapter(
          "A",
          """
          ```swift example id=home
          let home = ProcessInfo.processInfo.environment["HOME"] ?? ""
          precondition(FileManager.default.fileExists(atPath: "\(repositoryRoot.path)/Package.swift"), "the project is visible")
          print(home.isEmpty ? "no home" : "home")
          return UICollectionView(frame: CGRect(x: 0, y: 0, width: 10, height: 10), collectionViewLayout: UICollectionViewFlowLayout())
          ```
          """)
      ], extraConfiguration: "examples:\n  sandbox: false\n")
    defer { test.remove() }
    let build = try SiteBuilder(project: test.project).build()
    #expect(build.problems.isEmpty, "\(build.problems)")
  }
}

/// A TCP socket listening on 127.0.0.1 that records whether anyone called.
private final class LoopbackListener {
  let descriptor: Int32
  let port: UInt16

  init() throws {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0, listen(descriptor, 4) == 0 else { throw CocoaError(.fileWriteUnknown) }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        getsockname(descriptor, $0, &length)
      }
    }
    _ = fcntl(descriptor, F_SETFL, O_NONBLOCK)
    self.descriptor = descriptor
    port = UInt16(bigEndian: address.sin_port)
  }

  func wasCalled() -> Bool {
    let client = accept(descriptor, nil, nil)
    if client >= 0 { Glibc.close(client) }
    return client >= 0
  }

  func close() { Glibc.close(descriptor) }
}
