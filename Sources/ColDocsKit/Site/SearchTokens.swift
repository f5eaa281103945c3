/// How search cuts text into tokens. The page script cuts queries the same
/// way (`tokens` in coldocs.js), so both must change together.
///
/// - Words are runs of letters and digits, lowercased; words of two or more
///   characters are tokens, and so are the parts of a camel-case word
///   (`UICollectionViewFlowLayout` also gives `collection`, `flow`, …).
/// - Chinese, Japanese and Korean text has no spaces: each character is a
///   token, and so is each pair of neighbouring characters, so that one- and
///   two-character queries find their pages.
enum SearchTokens {
  /// True for the scripts written without spaces between words.
  static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF,
      0x20000...0x2FFFF:
      return true
    default:
      return false
    }
  }

  /// Every token of `text` with how often it occurs. ASCII, most of any
  /// guide, is classified byte by byte; other scalars by their Unicode
  /// properties.
  static func counts(_ text: String) -> [String: Int] {
    var text = text
    return text.withUTF8 { bytes in
      var counter = Counter(bytes: bytes)
      return counter.run()
    }
  }

  /// One pass over the UTF-8 of a text.
  private struct Counter {
    let bytes: UnsafeBufferPointer<UInt8>
    var counts: [String: Int] = [:]
    /// The word being read, as UTF-8, and whether it is all ASCII.
    var word: [UInt8] = []
    var wordIsASCII = true
    var previousCJK: [UInt8]?

    init(bytes: UnsafeBufferPointer<UInt8>) {
      self.bytes = bytes
      // About one distinct token per dozen bytes of prose: reserving that
      // spares the dictionary most of its regrowth.
      counts.reserveCapacity(bytes.count / 12)
    }

    mutating func run() -> [String: Int] {
      var i = 0
      while i < bytes.count {
        let byte = bytes[i]
        if byte < 0x80 {
          if isASCIILetterOrDigit(byte) {
            previousCJK = nil
            word.append(byte)
          } else {
            previousCJK = nil
            flush()
          }
          i += 1
          continue
        }
        let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
        let end = min(i + length, bytes.count)
        let encoded = Array(bytes[i..<end])
        i = end
        guard let scalar = String(decoding: encoded, as: UTF8.self).unicodeScalars.first else {
          continue
        }
        if isCJK(scalar) {
          flush()
          counts[String(decoding: encoded, as: UTF8.self), default: 0] += 1
          if let previous = previousCJK {
            counts[String(decoding: previous + encoded, as: UTF8.self), default: 0] += 1
          }
          previousCJK = encoded
        } else if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
          previousCJK = nil
          word += encoded
          wordIsASCII = false
        } else {
          previousCJK = nil
          flush()
        }
      }
      flush()
      return counts
    }

    private func isASCIILetterOrDigit(_ byte: UInt8) -> Bool {
      (byte >= 97 && byte <= 122) || (byte >= 65 && byte <= 90) || (byte >= 48 && byte <= 57)
    }

    private mutating func flush() {
      defer {
        word.removeAll(keepingCapacity: true)
        wordIsASCII = true
      }
      guard word.count > 1 else { return }
      guard wordIsASCII else {
        let text = String(decoding: word, as: UTF8.self)
        guard text.unicodeScalars.count > 1 else { return }
        let whole = text.lowercased()
        counts[whole, default: 0] += 1
        for part in SearchTokens.camelParts(text.unicodeScalars)
        where part.count > 1 && part != whole {
          counts[part, default: 0] += 1
        }
        return
      }
      // Camel-case parts: a part ends before an upper-case letter after a
      // lower-case one, and where letters and digits meet. The boundaries
      // are found before the word is lowercased in place.
      var boundaries: [Int] = []
      for index in 1..<word.count {
        let previous = word[index - 1]
        let current = word[index]
        let upperAfterLower = current >= 65 && current <= 90 && previous >= 97 && previous <= 122
        let digitBoundary = (current >= 48 && current <= 57) != (previous >= 48 && previous <= 57)
        if upperAfterLower || digitBoundary { boundaries.append(index) }
      }
      for index in word.indices where word[index] >= 65 && word[index] <= 90 {
        word[index] |= 0x20
      }
      counts[String(decoding: word, as: UTF8.self), default: 0] += 1
      var start = 0
      for boundary in boundaries {
        addPart(word[start..<boundary], of: word.count)
        start = boundary
      }
      if !boundaries.isEmpty { addPart(word[start...], of: word.count) }
    }

    private mutating func addPart(_ part: ArraySlice<UInt8>, of whole: Int) {
      guard part.count > 1, part.count < whole else { return }
      counts[String(decoding: part, as: UTF8.self), default: 0] += 1
    }
  }

  /// The camel-case parts of a word with letters beyond ASCII: the same
  /// boundaries as for ASCII words, by Unicode properties.
  fileprivate static func camelParts(_ word: String.UnicodeScalarView) -> [String] {
    var parts: [String] = []
    var current = String.UnicodeScalarView()
    var previous: Unicode.Scalar?
    for scalar in word {
      if let previous {
        let upperAfterLower = scalar.properties.isUppercase && previous.properties.isLowercase
        let digitBoundary =
          (scalar.properties.numericType != nil) != (previous.properties.numericType != nil)
        if upperAfterLower || digitBoundary {
          parts.append(String(current).lowercased())
          current = String.UnicodeScalarView()
        }
      }
      current.append(scalar)
      previous = scalar
    }
    parts.append(String(current).lowercased())
    return parts.count > 1 ? parts : []
  }

  /// The shard a token is kept in: FNV-1a of its first two characters, so
  /// every token sharing a two-character prefix is in one shard and a
  /// prefix query loads one file.
  static func shard(of token: String, count: Int) -> Int {
    var hash: UInt32 = 0x811C_9DC5
    var scalars = 0
    for byte in token.utf8 {
      // A byte that is not 10xxxxxx starts a scalar: stop at the third.
      if byte & 0xC0 != 0x80 {
        scalars += 1
        if scalars > 2 { break }
      }
      hash ^= UInt32(byte)
      hash = hash &* 0x0100_0193
    }
    return Int(hash % UInt32(max(count, 1)))
  }
}
