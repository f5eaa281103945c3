import Foundation

/// What the open pages are told: reload, after each build. The problems of
/// that build reach a page another way: the server adds them to the page
/// as it serves it (see `ReloadInjection`).
///
/// An actor, because the pages' WebSocket connections are async streams
/// that come and go while builds finish.
actor LiveReload {
  private var clients: [UUID: AsyncStream<String>.Continuation] = [:]

  /// A stream of messages for one connected page.
  func connect() -> (UUID, AsyncStream<String>) {
    let id = UUID()
    let (stream, continuation) = AsyncStream<String>.makeStream()
    clients[id] = continuation
    return (id, stream)
  }

  func disconnect(_ id: UUID) {
    clients[id]?.finish()
    clients[id] = nil
  }

  var connectedPages: Int { clients.count }

  /// After a build: tell every page to reload.
  func buildFinished() {
    for continuation in clients.values { continuation.yield("reload") }
  }
}
