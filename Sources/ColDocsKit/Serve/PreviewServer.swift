import FlyingFox
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// `coldocs serve`: builds the site, serves it over HTTP on loopback, and
/// rebuilds and reloads the open pages whenever content, templates or the
/// engine's sources change. Builds go through the results cache, so a prose
/// edit shows within a second; an example edit as soon as its chapter compiles.
public final class PreviewServer: @unchecked Sendable {
  let project: Project
  let host: String
  let port: UInt16
  let log: @Sendable (String) -> Void
  private let reload = LiveReload()
  /// Held while the site folder is swapped and while a file is read, so no
  /// request ever sees a half-written site.
  private let swapLock = NSLock()
  private let buildQueue = DispatchQueue(label: "coldocs.serve.build")

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
    let server = HTTPServer(address: try .inet(ip4: host, port: port), logger: .disabled)
    // Routes are tried in order: the reload socket first, then every other path.
    await server.appendRoute(
      HTTPRoute(method: .GET, path: ReloadInjection.socketPath),
      to: WebSocketHTTPHandler(
        handler: MessageFrameWSHandler(handler: ReloadSocket(reload: reload))))
    await server.appendRoute("*") { [self] request in
      try await self.respond(to: request, files: files)
    }
    let watcher = SourceWatcher(folders: [
      project.content, project.templates,
      project.engineRoot.appendingPathComponent("Sources/CollectionLayout"),
      project.engineRoot.appendingPathComponent("Sources/ColDocsRuntime"),
    ])
    let watch = Task { [self] in
      var last = watcher.signature()
      while !Task.isCancelled {
        try? await Task.sleep(nanoseconds: 300_000_000)
        let now = watcher.signature()
        guard now != last else { continue }
        last = now
        log("change noticed, rebuilding")
        await rebuild()
      }
    }
    defer { watch.cancel() }
    log("serving \(project.display(project.output))/ at http://\(host):\(port)/ (Ctrl-C to stop)")
    try await server.run()
  }

  /// Builds and writes the site; on failure the last good site stays and
  /// the problems are shown over the pages.
  private func rebuild() async {
    let problems: [Diagnostic] = await withCheckedContinuation { continuation in
      buildQueue.async { [self] in
        do {
          let build = try SiteBuilder(project: project, log: log).buildAndWrite(swapLock: swapLock)
          continuation.resume(returning: build.problems)
        } catch let list as DiagnosticList {
          continuation.resume(returning: list.diagnostics)
        } catch let diagnostic as Diagnostic {
          continuation.resume(returning: [diagnostic])
        } catch {
          continuation.resume(returning: [Diagnostic(file: "coldocs", message: "\(error)")])
        }
      }
    }
    for problem in problems { log(problem.description) }
    log(problems.isEmpty ? "site up to date" : "built with \(problems.count) problem(s)")
    await reload.buildFinished(problems: problems)
  }

  private func respond(to request: HTTPRequest, files: ServedFiles) async throws -> HTTPResponse {
    guard request.method == .GET || request.method == .HEAD else {
      return HTTPResponse(statusCode: .methodNotAllowed)
    }
    let problems = await reload.problems
    return swapLock.withLock {
      switch files.resolve(request.path) {
      case .file(let url):
        return page(url, status: .ok, problems: problems)
      case .notFound, .forbidden:
        return page(
          project.output.appendingPathComponent("404.html"), status: .notFound, problems: problems)
      }
    }
  }

  private func page(_ url: URL, status: HTTPStatusCode, problems: [Diagnostic]) -> HTTPResponse {
    guard var data = try? Data(contentsOf: url) else {
      return HTTPResponse(
        statusCode: .notFound, headers: [.contentType: "text/plain"], body: Data("not found\n".utf8)
      )
    }
    let type = ServedFiles.contentType(url.lastPathComponent)
    if type.hasPrefix("text/html") {
      data = Data(
        ReloadInjection.inject(into: String(decoding: data, as: UTF8.self), problems: problems).utf8
      )
    }
    return HTTPResponse(
      statusCode: status, headers: [.contentType: type, .cacheControl: "no-store"], body: data)
  }

  /// Fails with a clear message when another program holds the port.
  static func checkPortIsFree(host: String, port: UInt16) throws {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { return }
    defer { close(descriptor) }
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

/// Tells one connected page to reload after every build.
struct ReloadSocket: WSMessageHandler {
  let reload: LiveReload

  func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
    let (id, messages) = await reload.connect()
    let reload = self.reload
    Task {
      for await _ in client {}
      await reload.disconnect(id)
    }
    return AsyncStream { continuation in
      let task = Task {
        for await message in messages { continuation.yield(.text(message)) }
        continuation.finish()
      }
      continuation.onTermination = { _ in task.cancel() }
    }
  }
}
