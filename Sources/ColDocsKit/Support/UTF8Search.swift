import Foundation

extension String {
  /// Whether `needle` occurs in the string, comparing UTF-8 bytes.
  ///
  /// With Foundation imported, `contains(_:)` on two strings is
  /// `NSString.range(of:)`, which compares grapheme clusters under Unicode
  /// equivalence: on a whole page's HTML that was a tenth of a large
  /// guide's build, to look for a marker of three bytes. The markers and
  /// syntax this is used for are ASCII or noncharacters, where bytes and
  /// clusters agree.
  func containsUTF8(_ needle: String) -> Bool {
    utf8Offset(of: needle) != nil
  }
}

extension Substring {
  /// Where `needle` first occurs, comparing UTF-8 bytes: `range(of:)`
  /// without Foundation's grapheme clusters (see `containsUTF8(_:)`).
  func rangeUTF8(of needle: String) -> Range<String.Index>? {
    var needle = needle
    let found = needle.withUTF8 { pin in
      utf8.withContiguousStorageIfAvailable { hay in UTF8Search.firstOffset(of: pin, in: hay) }
    }
    guard let offset = found ?? String(self).utf8Offset(of: needle) else { return nil }
    let start = utf8.index(utf8.startIndex, offsetBy: offset)
    return start..<utf8.index(start, offsetBy: needle.utf8.count)
  }
}

extension String {
  /// The UTF-8 offset at which `needle` first occurs, if it does.
  fileprivate func utf8Offset(of needle: String) -> Int? {
    var haystack = self
    var needle = needle
    return haystack.withUTF8 { hay in
      needle.withUTF8 { pin in UTF8Search.firstOffset(of: pin, in: hay) }
    }
  }
}

/// Byte search in UTF-8 buffers.
enum UTF8Search {
  /// Where `needle` first starts in `haystack`, or nil. `memchr` finds each
  /// candidate first byte; `memcmp` checks the rest.
  static func firstOffset(
    of needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>
  ) -> Int? {
    guard let first = needle.first else { return 0 }
    guard needle.count <= haystack.count, let base = haystack.baseAddress,
      let pin = needle.baseAddress
    else { return nil }
    var offset = 0
    let last = haystack.count - needle.count
    while offset <= last {
      guard let found = memchr(base + offset, Int32(first), last - offset + 1) else { return nil }
      let start = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
      if memcmp(base + start, pin, needle.count) == 0 { return start }
      offset = start + 1
    }
    return nil
  }
}
