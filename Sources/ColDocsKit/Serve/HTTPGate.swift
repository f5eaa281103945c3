import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// The listening side of `coldocs serve`: a small HTTP/1.1 server for GET and
/// HEAD, one thread per connection, that reads each request head with hard
/// limits before anything parses it, and streams the reload events.
///
/// A head longer than `maxHead` is refused after one linear scan, a head
/// must arrive whole within `headDeadline` of the connection's asking for
/// it, and connections past the caps make room by closing the one that has
/// waited longest (`ConnectionTable`). `Host` must name this machine in a
/// way DNS cannot rebind, and the events accept no other site's `Origin`
/// (`LocalNames`).
///
/// Live reload is one more path on the same port: `eventsPath` answers
/// with a Server-Sent Events stream that names the last build's number,
/// again after every build (`ReloadSignal`), with a comment every
/// `heartbeat` seconds so a closed page is noticed.
///
/// Sockets block, so they are served on threads: one accepts, and each
/// connection has its own, which touches only its own socket and gets its
/// answers from `respond`, called right there. What the threads share, the
/// table of open connections, is kept behind a lock.
final class HTTPGate: Sendable {
  /// The longest request head (request line and headers) accepted.
  static let maxHead = 16 * 1024
  /// Open connections at once, and from one address.
  static let maxConnections = 1024
  static let maxConnectionsPerClient = 256
  /// Seconds a connection has to send a whole request head once the
  /// server waits for one (an idle keep-alive connection is closed then).
  static let headDeadline = 10.0
  /// Seconds a response may take to be sent.
  static let sendTimeout = 20
  /// Seconds between keep-alive comments on an events stream.
  static let heartbeat = 15.0

  struct Request {
    let method: String
    let path: String
  }

  struct Response {
    var status: Int
    var contentType: String
    var body: Data
  }

  let host: String
  let port: UInt16
  /// The path of the reload events, and the build numbers they announce.
  let eventsPath: String
  let builds: ReloadSignal
  let respond: @Sendable (Request) -> Response
  private let connections = ConnectionTable(
    limit: maxConnections, limitPerClient: maxConnectionsPerClient)

  init(
    host: String, port: UInt16, eventsPath: String, builds: ReloadSignal,
    respond: @escaping @Sendable (Request) -> Response
  ) {
    self.host = host
    self.port = port
    self.eventsPath = eventsPath
    self.builds = builds
    self.respond = respond
  }

  /// Binds and listens, then accepts connections on a thread of its own.
  func start() throws {
    let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard listener >= 0 else { throw Self.failure("could not open a socket") }
    var yes: Int32 = 1
    setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    _ = fcntl(listener, F_SETFD, FD_CLOEXEC)
    guard var address = Self.address(host, port) else {
      close(listener)
      throw Self.failure("'\(host)' is not an IPv4 address")
    }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0, listen(listener, 512) == 0 else {
      close(listener)
      throw Self.failure("could not listen on \(host):\(port)")
    }
    Self.spawn { [self] in acceptLoop(listener) }
  }

  private func acceptLoop(_ listener: Int32) {
    while true {
      var peer = sockaddr_in()
      var length = socklen_t(MemoryLayout<sockaddr_in>.size)
      let client = withUnsafeMutablePointer(to: &peer) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { accept(listener, $0, &length) }
      }
      if client < 0 {
        if errno == EINTR || errno == ECONNABORTED { continue }
        // Out of descriptors or similar: wait a little rather than spin.
        usleep(50_000)
        continue
      }
      _ = fcntl(client, F_SETFD, FD_CLOEXEC)
      guard connections.admit(client, from: Self.text(of: peer.sin_addr)) else {
        close(client)
        continue
      }
      Self.spawn { [self] in
        serve(client)
        connections.remove(client)
        close(client)
      }
    }
  }

  private static func text(of address: in_addr) -> String {
    var address = address
    var buffer = [CChar](repeating: 0, count: Int(INET_ADDRSTRLEN))
    inet_ntop(AF_INET, &address, &buffer, socklen_t(buffer.count))
    return String(cString: buffer)
  }

  /// Answers requests on one connection until it closes, asks to close,
  /// sends something unacceptable, or stays silent too long.
  private func serve(_ client: Int32) {
    var timeout = timeval(tv_sec: Self.sendTimeout, tv_usec: 0)
    setsockopt(client, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var yes: Int32 = 1
    setsockopt(client, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
    var buffer: [UInt8] = []
    var scanned = 0
    var chunk = [UInt8](repeating: 0, count: 16 * 1024)
    while true {
      // Read until the blank line that ends the head, scanning each byte
      // once, within the head's deadline.
      var headEnd: Int? = Self.findHeadEnd(buffer, from: scanned)
      let deadline = ContinuousClock.now + .milliseconds(Int(Self.headDeadline * 1000))
      connections.setWaiting(client, headEnd == nil)
      while headEnd == nil {
        scanned = max(0, buffer.count - 3)
        if buffer.count > Self.maxHead {
          let lineEnds = buffer.prefix(Self.maxHead).contains(UInt8(ascii: "\n"))
          send(
            client, status: lineEnds ? 431 : 414,
            text: "the request head is longer than \(Self.maxHead / 1024) KB\n", keepAlive: false,
            head: false)
          Self.drain(client)
          return
        }
        guard Self.setReceiveTimeout(client, until: deadline) else { return }
        let count = chunk.withUnsafeMutableBytes { recv(client, $0.baseAddress, $0.count, 0) }
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { return }
        buffer.append(contentsOf: chunk[0..<count])
        headEnd = Self.findHeadEnd(buffer, from: scanned)
      }
      connections.setWaiting(client, false)
      guard let end = headEnd else { return }
      let head = String(decoding: buffer[0..<end], as: UTF8.self)
      buffer.removeFirst(end)
      scanned = 0
      guard let parsed = Self.parse(head) else {
        send(client, status: 400, text: "malformed request\n", keepAlive: false, head: false)
        return
      }
      guard parsed.method == "GET" || parsed.method == "HEAD" else {
        send(client, status: 405, text: "only GET and HEAD\n", keepAlive: false, head: false)
        return
      }
      if parsed.headers["transfer-encoding"] != nil
        || (parsed.headers["content-length"].map { $0 != "0" } ?? false)
      {
        send(
          client, status: 400, text: "requests here have no body\n", keepAlive: false, head: false)
        return
      }
      guard parsed.headers["host"].map(LocalNames.isAcceptedHost) ?? (parsed.version == "HTTP/1.0")
      else {
        send(
          client, status: 403,
          text: "coldocs serve answers only to localhost or a numeric address in Host\n",
          keepAlive: false, head: false)
        return
      }
      if parsed.path == eventsPath {
        guard parsed.headers["origin"].map(LocalNames.isAcceptedOrigin) ?? true else {
          send(
            client, status: 403, text: "the reload events are for the guide's own pages\n",
            keepAlive: false, head: false)
          return
        }
        streamEvents(client)
        return
      }
      let response = respond(Request(method: parsed.method, path: parsed.path))
      let connection = parsed.headers["connection"]?.lowercased() ?? ""
      let keepAlive =
        parsed.version == "HTTP/1.1"
        ? !connection.contains("close") : connection.contains("keep-alive")
      guard
        write(
          client, status: response.status, type: response.contentType, body: response.body,
          keepAlive: keepAlive, head: parsed.method == "HEAD"), keepAlive
      else { return }
    }
  }

  /// The offset just past the first blank line ("\r\n\r\n" or "\n\n").
  static func findHeadEnd(_ bytes: [UInt8], from start: Int) -> Int? {
    var index = max(0, start)
    let newline = UInt8(ascii: "\n")
    while index < bytes.count {
      if bytes[index] == newline {
        if index + 1 < bytes.count, bytes[index + 1] == newline { return index + 2 }
        if index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "\r"),
          bytes[index + 2] == newline
        {
          return index + 3
        }
      }
      index += 1
    }
    return nil
  }

  struct Head {
    let method: String
    let path: String
    let version: String
    let headers: [String: String]
  }

  /// The request line and headers; nil when they are not HTTP/1.x.
  static func parse(_ head: String) -> Head? {
    let lines = head.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline)
    guard let first = lines.first else { return nil }
    let parts = first.split(separator: " ", omittingEmptySubsequences: true)
    guard parts.count == 3, parts[2] == "HTTP/1.1" || parts[2] == "HTTP/1.0" else { return nil }
    var target = String(parts[1])
    if !target.hasPrefix("/") {
      // Absolute form: keep only the path.
      guard let url = URLComponents(string: target), url.scheme != nil else { return nil }
      target = url.percentEncodedPath.isEmpty ? "/" : url.percentEncodedPath
      if let query = url.percentEncodedQuery { target += "?" + query }
    }
    var headers: [String: String] = [:]
    for line in lines.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { return nil }
      let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
      headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    return Head(method: String(parts[0]), path: target, version: String(parts[2]), headers: headers)
  }

  private func send(_ client: Int32, status: Int, text: String, keepAlive: Bool, head: Bool) {
    _ = write(
      client, status: status, type: "text/plain; charset=utf-8", body: Data(text.utf8),
      keepAlive: keepAlive, head: head)
  }

  /// Writes one response; false when the client has gone.
  private func write(
    _ client: Int32, status: Int, type: String, body: Data, keepAlive: Bool, head: Bool
  ) -> Bool {
    let header =
      "HTTP/1.1 \(status) \(Self.reason(status))\r\nContent-Type: \(type)\r\n"
      + "Content-Length: \(body.count)\r\nCache-Control: no-store\r\n"
      + "Connection: \(keepAlive ? "keep-alive" : "close")\r\n\r\n"
    var bytes = Data(header.utf8)
    if !head { bytes.append(body) }
    return Self.sendAll(client, bytes)
  }

  static func sendAll(_ descriptor: Int32, _ data: Data) -> Bool {
    data.withUnsafeBytes { buffer -> Bool in
      var offset = 0
      while offset < buffer.count {
        let sent = Glibc.send(
          descriptor, buffer.baseAddress! + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
        if sent < 0, errno == EINTR { continue }
        guard sent > 0 else { return false }
        offset += sent
      }
      return true
    }
  }

  /// Before closing a connection whose request was not read to its end:
  /// stops sending, then reads and drops what the client still sends (at
  /// most 1 MB, for at most a second), so closing does not reset the
  /// connection before the client has read the answer.
  static func drain(_ client: Int32) {
    shutdown(client, Int32(SHUT_WR))
    var timeout = timeval(tv_sec: 1, tv_usec: 0)
    setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var chunk = [UInt8](repeating: 0, count: 16 * 1024)
    var total = 0
    let deadline = Date().addingTimeInterval(1)
    while total < 1 << 20, Date() < deadline {
      let count = chunk.withUnsafeMutableBytes { recv(client, $0.baseAddress, $0.count, 0) }
      guard count > 0 else { return }
      total += count
    }
  }

  /// Sets the socket's receive time-out to what is left until `deadline`;
  /// false when it has passed.
  private static func setReceiveTimeout(_ client: Int32, until deadline: ContinuousClock.Instant)
    -> Bool
  {
    let left = deadline - .now
    guard left > .zero else { return false }
    let (seconds, attoseconds) = left.components
    var timeout = timeval(
      tv_sec: Int(seconds), tv_usec: max(1, Int(attoseconds / 1_000_000_000_000)))
    return setsockopt(
      client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size)) == 0
  }

  /// Streams the reload events to one page until it goes away: the current
  /// build's number at once, each new one as its build finishes, and a
  /// comment every `heartbeat` seconds (a failed write ends the stream).
  private func streamEvents(_ client: Int32) {
    let header =
      "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-store\r\n"
      + "Connection: close\r\n\r\nretry: 1000\n\n"
    var shown = builds.current
    guard Self.sendAll(client, Data((header + "data: \(shown)\n\n").utf8)) else { return }
    while true {
      let now = builds.wait(after: shown, upTo: Self.heartbeat)
      let event = now == shown ? ":\n\n" : "data: \(now)\n\n"
      shown = now
      guard Self.sendAll(client, Data(event.utf8)) else { return }
    }
  }

  static func address(_ host: String, _ port: UInt16) -> sockaddr_in? {
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    guard inet_pton(AF_INET, host, &address.sin_addr) == 1 else { return nil }
    return address
  }

  static func reason(_ status: Int) -> String {
    switch status {
    case 200: return "OK"
    case 400: return "Bad Request"
    case 403: return "Forbidden"
    case 404: return "Not Found"
    case 405: return "Method Not Allowed"
    case 414: return "URI Too Long"
    case 431: return "Request Header Fields Too Large"
    default: return "Status"
    }
  }

  static func failure(_ message: String) -> Diagnostic {
    Diagnostic(
      file: "coldocs serve", message: "\(message): \(String(cString: strerror(errno)))",
      fix: "pass --host 127.0.0.1, or --port with another number")
  }

  /// Runs `body` on a new thread with a small stack: there is one per
  /// connection, and a connection needs little.
  static func spawn(_ body: @escaping @Sendable () -> Void) {
    let thread = Thread(block: body)
    thread.stackSize = 256 * 1024
    thread.start()
  }
}
