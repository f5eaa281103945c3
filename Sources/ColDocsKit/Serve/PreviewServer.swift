import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// `coldocs serve`: builds the site, serves it over HTTP on loopback, and
/// rebuilds and reloads the open pages whenever content, templates or the
/// documented package change (`SourceWatcher`). Builds go through the results cache, so a prose
/// edit shows within a second; an example edit as soon as its chapter compiles.
///
/// Each piece of state has one owner. Requests are answered synchronously,
/// on the gate's connection threads, and a build swaps the site folder
/// synchronously, inside `SiteWriter`; neither can wait for an actor, so
/// what both touch is kept in `served`, a `Mutex`. A build runs on a thread
/// of its own and hands its problems back to the async `rebuild` through a
/// continuation. The open pages are then told through `builds`, whose
/// number each page's event stream waits on (`ReloadSignal`).
public final class PreviewServer: Sendable {
  let project: Project
  let host: String
  let port: UInt16
  let log: @Sendable (String) -> Void
  private let builds = ReloadSignal()
  /// Held while the site folder is swapped and while a request finds and
  /// opens its file, so no request ever sees a half-written site.
  private let served = Mutex(Served())

  /// What requests and builds share, behind `served`'s lock.
  private struct Served {
    /// The problems of the last build, for the pages served.
    var problems: [Diagnostic] = []
    /// Answers already made, by file identity (path, inode, size, time), so
    /// a page is read and given its reload script once per version, not once
    /// per request; emptied after every build (the problems shown may change).
    /// `answerGeneration` counts the builds: it is the number pages are
    /// served with and reload on.
    var answers: [String: HTTPGate.Response] = [:]
    var answerBytes = 0
    var answerGeneration = 0

    /// Forgets the answers made for earlier builds.
    mutating func forgetAnswers() {
      answers = [:]
      answerBytes = 0
      answerGeneration += 1
    }
  }

  static let answerBudget = 64 << 20

  public init(
    project: Project, host: String, port: UInt16, log: @escaping @Sendable (String) -> Void
  ) {
    self.project = project
    self.host = host
    self.port = port
    self.log = log
  }

  /// Serves until the process is stopped.
  public func run() async throws {
    try Self.checkPortIsFree(host: host, port: port)
    var watcher = makeWatcher()
    await rebuild()
    let files = ServedFiles(root: project.output)
    let gate = HTTPGate(
      host: host, port: port, eventsPath: ReloadInjection.eventsPath, builds: builds
    ) { [self] request in
      respond(to: request, files: files)
    }
    try gate.start()
    log("serving \(project.display(project.output))/ at http://\(host):\(port)/ (Ctrl-C to stop)")
    if !watcher.isNotified {
      log("the system cannot notify file changes here; checking for them every second")
    }
    while !Task.isCancelled {
      await Self.waitForChange(watcher)
      log("change noticed, rebuilding")
      // Armed before the build, and over what the configuration names now
      // (a package added to coldocs.yml is watched from this build on), so
      // an edit made while the build runs starts the next one.
      watcher = makeWatcher()
      await rebuild()
    }
  }

  /// A watcher over what a build reads now, the site and scratch left out.
  private func makeWatcher() -> SourceWatcher {
    SourceWatcher(
      folders: SiteBuilder(project: project).watchedFolders(),
      ignored: [project.output, project.scratch, ContainedPath.realAsFarAsExists(project.output)])
  }

  /// Waits for the watcher on a thread of its own: it blocks in the kernel.
  private static func waitForChange(_ watcher: SourceWatcher) async {
    await withCheckedContinuation { continuation in
      Thread {
        watcher.waitForChange()
        continuation.resume()
      }.start()
    }
  }

  /// Builds and writes the site; on failure the last good site stays and
  /// the problems are shown over the pages.
  private func rebuild() async {
    let problems = await build()
    for problem in problems { log(problem.description) }
    log(problems.isEmpty ? "site up to date" : "built with \(problems.count) problem(s)")
    let number = served.withLock { shared in
      shared.problems = problems
      shared.forgetAnswers()
      return shared.answerGeneration
    }
    builds.publish(number)
  }

  /// Runs one build on a thread of its own and gives back its problems. A
  /// build blocks while compilers and examples run, far too long to hold one
  /// of the few threads Swift's tasks share (the live-reload socket's among
  /// them). Builds never overlap: `run` and the watch loop await each one.
  private func build() async -> [Diagnostic] {
    await withCheckedContinuation { continuation in
      let thread = Thread { [self] in continuation.resume(returning: buildNow()) }
      thread.start()
    }
  }

  /// One build, on the calling thread, with its swap of the site folder
  /// made while `served` is held.
  private func buildNow() -> [Diagnostic] {
    do {
      let build = try SiteBuilder(project: project, log: log).buildAndWrite { swap in
        try served.withLock { _ in try swap() }
      }
      return build.problems
    } catch let list as DiagnosticList {
      return list.diagnostics
    } catch let diagnostic as Diagnostic {
      return [diagnostic]
    } catch {
      return [Diagnostic(file: "coldocs", message: "\(error)")]
    }
  }

  /// Answers one GET or HEAD: a file of the site, or the site's 404 page.
  /// The file is found and opened while `served` is held, so a swap never
  /// comes between the two; it is read after, from the open file.
  private func respond(to request: HTTPGate.Request, files: ServedFiles) -> HTTPGate.Response {
    // Set inside the lock; only values that are safe to share leave it.
    var handle: FileHandle?
    let found = served.withLock { shared -> (HTTPGate.Response?, String, URL, Int, Int)? in
      let (url, status) =
        switch files.resolve(request.path) {
        case .file(let url): (url, 200)
        case .notFound, .forbidden: (project.output.appendingPathComponent("404.html"), 404)
        }
      var info = stat()
      guard stat(url.path, &info) == 0, let opened = FileHandle(forReadingAtPath: url.path) else {
        return nil
      }
      handle = opened
      let key =
        "\(status) \(url.path) \(info.st_ino) \(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
      return (shared.answers[key], key, url, status, shared.answerGeneration)
    }
    guard let (cached, key, url, status, generation) = found, let handle else {
      return Self.missing
    }
    defer { try? handle.close() }
    if let cached { return cached }
    let problems = served.withLock { $0.problems }
    let answer = page(
      handle.readDataToEndOfFile(), name: url.lastPathComponent, status: status,
      problems: problems, build: generation)
    served.withLock { shared in
      // Only while no build has finished since the page was made.
      guard generation == shared.answerGeneration,
        shared.answerBytes + answer.body.count <= Self.answerBudget
      else { return }
      if shared.answers.updateValue(answer, forKey: key) == nil {
        shared.answerBytes += answer.body.count
      }
    }
    return answer
  }

  static let missing = HTTPGate.Response(
    status: 404, contentType: "text/plain; charset=utf-8", body: Data("not found\n".utf8))

  private func page(
    _ data: Data, name: String, status: Int, problems: [Diagnostic], build: Int
  ) -> HTTPGate.Response {
    let type = ServedFiles.contentType(name)
    guard type.hasPrefix("text/html") else {
      return HTTPGate.Response(status: status, contentType: type, body: data)
    }
    let html = ReloadInjection.inject(
      into: String(decoding: data, as: UTF8.self), problems: problems, build: build)
    return HTTPGate.Response(status: status, contentType: type, body: Data(html.utf8))
  }

  /// Fails with a clear message when another program holds the port.
  static func checkPortIsFree(host: String, port: UInt16) throws {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { return }
    defer { close(descriptor) }
    // As the server itself binds: a port whose last connections are only
    // waiting out TIME_WAIT is free; one with a listener is not.
    var yes: Int32 = 1
    setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    guard inet_pton(AF_INET, host, &address.sin_addr) == 1 else {
      throw Diagnostic(
        file: "coldocs serve", message: "'\(host)' is not an IPv4 address",
        fix: "pass --host 127.0.0.1")
    }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0 else {
      throw Diagnostic(
        file: "coldocs serve", message: "port \(port) on \(host) is already in use",
        fix: "stop the other server or pass --port with another number")
    }
  }
}
