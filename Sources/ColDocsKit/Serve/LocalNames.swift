import Foundation

/// Which `Host` and `Origin` values a request to `coldocs serve` may carry.
///
/// A page on any web site can make the browser send requests to
/// 127.0.0.1 under a name it controls (DNS rebinding: the name first
/// resolves to the attacker's server, then to 127.0.0.1), and then read the
/// answers as its own. The browser still sends that name in `Host`, so only
/// names that cannot be rebound are accepted: `localhost` (and names under
/// it, which browsers resolve to loopback themselves) and addresses written
/// as numbers, which is also how a phone on the local network reaches a
/// `serve --host 0.0.0.0`.
enum LocalNames {
  /// Whether `host` (a `Host` header's value, with or without a port) names
  /// this machine in a way no DNS answer can change.
  static func isAcceptedHost(_ host: String) -> Bool {
    let name = withoutPort(host).lowercased()
    if name == "localhost" || name.hasSuffix(".localhost") { return true }
    if name.hasPrefix("[") && name.hasSuffix("]") {
      var address = in6_addr()
      return inet_pton(AF_INET6, String(name.dropFirst().dropLast()), &address) == 1
    }
    var address = in_addr()
    return inet_pton(AF_INET, name, &address) == 1
  }

  /// Whether an `Origin` may open the reload events: only pages served from
  /// an accepted host (the guide's own pages), never another site's.
  static func isAcceptedOrigin(_ origin: String) -> Bool {
    guard let url = URLComponents(string: origin), url.scheme == "http" || url.scheme == "https",
      let host = url.host
    else { return false }
    return isAcceptedHost(host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host)
  }

  private static func withoutPort(_ host: String) -> String {
    if host.hasPrefix("["), let close = host.firstIndex(of: "]") {
      return String(host[...close])
    }
    guard let colon = host.lastIndex(of: ":") else { return host }
    return String(host[..<colon])
  }
}
