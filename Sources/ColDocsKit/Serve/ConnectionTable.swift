import Foundation
import Synchronization

/// The gate's open connections, by socket: which address each comes from
/// and whether it is waiting for a request head.
///
/// Past the caps (in all, and per client address) a new connection is not
/// refused: the connection that has waited longest for a head is closed to
/// make room. A client that opens hundreds of connections and sends each a
/// byte now and then (slowloris) thus loses its own oldest ones, while a
/// browser, which sends a request as soon as it connects, always gets in;
/// everyone on this machine comes from 127.0.0.1, the author included, so
/// refusing by address alone would lock the author out with the attacker.
final class ConnectionTable: Sendable {
  private struct Entry {
    let address: String
    /// When it began waiting for a head; nil while a request is answered
    /// or events stream.
    var waitingSince: ContinuousClock.Instant?
    /// Shut down to make room; no longer counted.
    var evicted = false
  }

  let limit: Int
  let limitPerClient: Int
  private let entries = Mutex<[Int32: Entry]>([:])

  init(limit: Int, limitPerClient: Int) {
    self.limit = limit
    self.limitPerClient = limitPerClient
  }

  /// Records a new connection, making room if a cap is reached; false when
  /// no connection is waiting to be closed instead (all busy answering).
  func admit(_ socket: Int32, from address: String) -> Bool {
    entries.withLock { entries in
      let live = entries.filter { !$0.value.evicted }
      let fromClient = live.filter { $0.value.address == address }
      let crowd = fromClient.count >= limitPerClient ? fromClient : live.count >= limit ? live : [:]
      if !crowd.isEmpty {
        let waiting = crowd.compactMap { entry in entry.value.waitingSince.map { (entry.key, $0) } }
        guard let oldest = waiting.min(by: { $0.1 < $1.1 })?.0 else { return false }
        entries[oldest]?.evicted = true
        shutdown(oldest, Int32(SHUT_RDWR))
      }
      entries[socket] = Entry(address: address, waitingSince: .now)
      return true
    }
  }

  /// Marks the connection as waiting for a head (or not).
  func setWaiting(_ socket: Int32, _ waiting: Bool) {
    entries.withLock { $0[socket]?.waitingSince = waiting ? .now : nil }
  }

  /// Forgets a connection; called before its socket is closed, so a socket
  /// number is never shut down after the system has given it to another.
  func remove(_ socket: Int32) {
    _ = entries.withLock { $0.removeValue(forKey: socket) }
  }

  var count: Int { entries.withLock { $0.values.filter { !$0.evicted }.count } }
}
