import Foundation
import Testing

@testable import ColDocsKit

@Suite struct ServeTests {
  private func site() throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "served-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("site/assets"), withIntermediateDirectories: true)
    try "<html><body><p>home</p></body></html>".write(
      to: root.appendingPathComponent("site/index.html"), atomically: true, encoding: .utf8)
    try "body{}".write(
      to: root.appendingPathComponent("site/assets/style.css"), atomically: true, encoding: .utf8)
    try "secret".write(
      to: root.appendingPathComponent("secret.txt"), atomically: true, encoding: .utf8)
    return root
  }

  @Test func pathsResolveInsideTheSiteOnly() throws {
    let root = try site()
    defer { try? FileManager.default.removeItem(at: root) }
    let files = ServedFiles(root: root.appendingPathComponent("site"))
    let index = root.appendingPathComponent("site/index.html").standardizedFileURL
      .resolvingSymlinksInPath()
    #expect(files.resolve("/") == .file(index))
    #expect(files.resolve("/index.html?x=1") == .file(index))
    #expect(files.resolve("/assets") != .forbidden)
    #expect(files.resolve("/../secret.txt") == .forbidden)
    #expect(files.resolve("/%2e%2e/secret.txt") == .forbidden)
    #expect(files.resolve("/assets/%2e%2e%2f%2e%2e%2fsecret.txt") == .forbidden)
    #expect(files.resolve("/a\\..\\secret.txt") == .forbidden)
    #expect(files.resolve("/missing.html") == .notFound)
    #expect(ServedFiles.contentType("a.css") == "text/css; charset=utf-8")
  }

  @Test func servedPagesGetTheReloadScriptAndTheProblems() {
    let plain = ReloadInjection.inject(
      into: "<html><body><p>x</p></body></html>", problems: [], build: 7)
    #expect(plain.contains("new EventSource(\"/__coldocs/events\")"))
    #expect(plain.contains("shown=\"7\""))
    #expect(plain.hasSuffix("</script>\n</body></html>"))
    let broken = ReloadInjection.inject(
      into: "<body></body>",
      problems: [Diagnostic(file: "content/a.md", line: 3, message: "bad <thing>")], build: 1)
    #expect(broken.contains("id=\"coldocs-overlay\""))
    #expect(broken.contains("content/a.md:3:1: error: bad &lt;thing&gt;"))
  }

  @Test func aTakenPortIsNamed() throws {
    let first = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(first) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    _ = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(first, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(first, $0, &length) }
    }
    let port = UInt16(bigEndian: address.sin_port)
    do {
      try PreviewServer.checkPortIsFree(host: "127.0.0.1", port: port)
      Issue.record("expected the port to be taken")
    } catch let diagnostic as Diagnostic {
      #expect(diagnostic.message == "port \(port) on 127.0.0.1 is already in use")
    }
  }
}
