import FlyingFox
import Foundation

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
