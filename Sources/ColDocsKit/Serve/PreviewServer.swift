import FlyingFox
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// `coldocs serve`: builds the site, serves it over HTTP on loopback, and
/// rebuilds and reloads the open pages whenever content, templates or the
/// engine's sources change. Builds go through the results cache, so a prose
/// edit shows within a second; an example edit as soon as its chapter compiles.
///
/// Each piece of state has one owner. Requests are answered synchronously,
/// on the gate's connection threads, and a build swaps the site folder
/// synchronously, inside `SiteWriter`; neither can wait for an actor, so
/// what both touch is kept in `served`, a `Mutex`. A build runs on a thread
/// of its own and hands its problems back to the async `rebuild` through a
/// continuation. The open pages are then told through `LiveReload`, an
/// actor, which their WebSocket connections' async streams talk to.
public final class PreviewServer: Sendable {
  let project: Project
  let host: String
  let port: UInt16
  let log: @Sendable (String) -> Void
  private let reload = LiveReload()
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
    await rebuild()
    let files = ServedFiles(root: project.output)
    // FlyingFox speaks the live-reload WebSocket on an internal loopback
    // port; every connection is accepted, and its head checked, by the gate.
    let socketPort = try Self.freeLoopbackPort()
    let socketServer = HTTPServer(
      address: try .inet(ip4: "127.0.0.1", port: socketPort), logger: .disabled)
    await socketServer.appendRoute(
      HTTPRoute(method: .GET, path: ReloadInjection.socketPath),
      to: WebSocketHTTPHandler(
        handler: MessageFrameWSHandler(handler: ReloadSocket(reload: reload))))
    let socketTask = Task { try await socketServer.run() }
    try await socketServer.waitUntilListening()
    let gate = HTTPGate(
      host: host, port: port, upgradePath: ReloadInjection.socketPath, upgradePort: socketPort
    ) { [self] request in
      respond(to: request, files: files)
    }
    try gate.start()
    let watcher = SourceWatcher(folders: SiteBuilder(project: project).watchedFolders())
    let watch = Task { [self] in
      var last = watcher.signature()
      while !Task.isCancelled {
        // A tenth of a second: an edited example is on the page within a
        // second, most of it the chapter's compile and runs.
        try? await Task.sleep(nanoseconds: 100_000_000)
        let now = watcher.signature()
        guard now != last else { continue }
        last = now
        log("change noticed, rebuilding")
        await rebuild()
      }
    }
    defer { watch.cancel() }
    log("serving \(project.display(project.output))/ at http://\(host):\(port)/ (Ctrl-C to stop)")
    try await socketTask.value
  }

  /// Builds and writes the site; on failure the last good site stays and
  /// the problems are shown over the pages.
  private func rebuild() async {
    let problems = await build()
    for problem in problems { log(problem.description) }
    log(problems.isEmpty ? "site up to date" : "built with \(problems.count) problem(s)")
    served.withLock { shared in
      shared.problems = problems
      shared.forgetAnswers()
    }
    await reload.buildFinished()
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
      handle.readDataToEndOfFile(), name: url.lastPathComponent, status: status, problems: problems)
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

  private func page(_ data: Data, name: String, status: Int, problems: [Diagnostic])
    -> HTTPGate.Response
  {
    let type = ServedFiles.contentType(name)
    guard type.hasPrefix("text/html") else {
      return HTTPGate.Response(status: status, contentType: type, body: data)
    }
    let html = ReloadInjection.inject(
      into: String(decoding: data, as: UTF8.self), problems: problems)
    return HTTPGate.Response(status: status, contentType: type, body: Data(html.utf8))
  }

  /// A loopback port nobody listens on, for the internal WebSocket server.
  static func freeLoopbackPort() throws -> UInt16 {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0, var address = HTTPGate.address("127.0.0.1", 0) else {
      throw Diagnostic(file: "coldocs serve", message: "could not open a socket")
    }
    defer { close(descriptor) }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let found = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, length) == 0 && getsockname(descriptor, $0, &length) == 0
      }
    }
    guard found else {
      throw Diagnostic(file: "coldocs serve", message: "found no free loopback port")
    }
    return UInt16(bigEndian: address.sin_port)
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
