import Foundation
import Testing

@testable import ColDocsKit

/// The gate's rules on who may ask: names DNS cannot rebind, the guide's
/// own pages for the reload events, and room made by closing the
/// connection that has waited longest.
@Suite struct GateRulesTests {
  @Test(arguments: [
    "127.0.0.1", "127.0.0.1:8000", "localhost", "LOCALHOST:8000", "app.localhost:8000",
    "[::1]:8000", "192.168.1.20:8000",
  ])
  func hostsThatNameThisMachineAreAccepted(_ host: String) {
    #expect(LocalNames.isAcceptedHost(host))
  }

  @Test(arguments: [
    "evil.example", "evil.example:8000", "localhost.evil.example", "127.0.0.1.nip.io", "",
    "[not-an-address]",
  ])
  func namesDNSCouldRebindAreRefused(_ host: String) {
    #expect(!LocalNames.isAcceptedHost(host))
  }

  @Test func onlyTheGuidesOwnPagesMayOpenTheEvents() {
    #expect(LocalNames.isAcceptedOrigin("http://127.0.0.1:8000"))
    #expect(LocalNames.isAcceptedOrigin("http://localhost:8000"))
    #expect(!LocalNames.isAcceptedOrigin("https://evil.example"))
    #expect(!LocalNames.isAcceptedOrigin("null"))
    #expect(!LocalNames.isAcceptedOrigin("file://"))
  }

  @Test func pastTheCapTheLongestWaitingConnectionMakesRoom() throws {
    let table = ConnectionTable(limit: 100, limitPerClient: 2)
    var pairs: [[Int32]] = []
    for _ in 0..<3 {
      var ends: [Int32] = [0, 0]
      #expect(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &ends) == 0)
      pairs.append(ends)
    }
    defer { for ends in pairs { ends.forEach { close($0) } } }
    #expect(table.admit(pairs[0][0], from: "127.0.0.1"))
    #expect(table.admit(pairs[1][0], from: "127.0.0.1"))
    table.setWaiting(pairs[1][0], false)  // busy answering: never evicted
    #expect(table.admit(pairs[2][0], from: "127.0.0.1"))
    #expect(table.count == 2)
    // The first, which waited longest, was shut down: its peer reads the end.
    var byte: UInt8 = 0
    #expect(recv(pairs[0][1], &byte, 1, Int32(MSG_DONTWAIT)) == 0)
    #expect(recv(pairs[1][1], &byte, 1, Int32(MSG_DONTWAIT)) == -1)
    // Both left are busy or new: another client address still gets in.
    #expect(table.admit(99, from: "10.0.0.2"))
    table.setWaiting(pairs[2][0], false)
    #expect(!table.admit(98, from: "127.0.0.1"), "nobody waiting: the newcomer is refused")
  }
}
