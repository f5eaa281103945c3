/// The first part and the last part of a stream, up to a limit, and how much
/// was written in all.
final class CappedBuffer {
  let headLimit: Int
  let tailLimit: Int
  var head: [UInt8] = []
  var tail: [UInt8] = []
  var total = 0
  let watched: [UInt8]?
  var sawWatchedText = false

  init(limit: Int, watchingFor text: String? = nil) {
    headLimit = limit - limit / 4
    tailLimit = limit / 4
    watched = text.map { Array($0.utf8) }
  }

  var dropped: Int { max(0, total - head.count - min(tail.count, tailLimit)) }

  func append(_ bytes: ArraySlice<UInt8>) {
    if let watched, !sawWatchedText {
      // The text may straddle two reads: look at the end of what came before
      // together with the new bytes.
      let before = (tail.isEmpty ? head : tail).suffix(watched.count - 1)
      sawWatchedText = Self.contains(Array(before) + bytes, watched)
    }
    total += bytes.count
    let room = headLimit - head.count
    if room > 0 {
      head += bytes.prefix(room)
    }
    let rest = bytes.dropFirst(max(0, room))
    guard !rest.isEmpty else { return }
    tail += rest
    if tail.count > tailLimit * 2 { tail.removeFirst(tail.count - tailLimit) }
  }

  var text: String {
    let kept = tail.suffix(tailLimit)
    let cut = total - head.count - kept.count
    guard cut > 0 else { return String(decoding: head + kept, as: UTF8.self) }
    return String(decoding: head, as: UTF8.self) + "\n[… \(cut) bytes cut …]\n"
      + String(decoding: kept, as: UTF8.self)
  }

  private static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
    guard !needle.isEmpty, haystack.count >= needle.count else { return false }
    for start in 0...(haystack.count - needle.count)
    where haystack[start] == needle[0] && Array(haystack[start..<start + needle.count]) == needle {
      return true
    }
    return false
  }
}
