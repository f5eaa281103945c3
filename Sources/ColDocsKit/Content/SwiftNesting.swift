import Foundation

/// How deeply Swift code nests square brackets, for the two places coldocs
/// parses code with swift-syntax (highlighting, and rewriting an example's
/// returns).
///
/// Where a `[` may open an inline array type (`[3 of Int]`), swift-syntax's
/// parser looks ahead at every level of nesting, and the look-ahead doubles
/// with each level: `0.[[[…[5` took 0.4 s at 16 levels, 5 s at 20 and 84 s
/// at 24 (debug build). A fuzzed page found it. Code a person writes nests
/// a few levels, so code past `limit` is not parsed at all: it is shown
/// without colours, and an example's returns are left as written (it then
/// fails to compile, at its own line).
enum SwiftNesting {
  /// The most `[` open at once that code may have and still be parsed.
  static let limit = 12

  /// Whether more than `limit` brackets are open at some point. Brackets in
  /// strings and comments count too: such code is shown plain, no harm.
  static func isTooDeep(_ code: String) -> Bool {
    var depth = 0
    for byte in code.utf8 {
      if byte == UInt8(ascii: "[") {
        depth += 1
        if depth > limit { return true }
      } else if byte == UInt8(ascii: "]") {
        depth = max(0, depth - 1)
      }
    }
    return false
  }
}
