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

  /// Every token of `text` with how often it occurs.
  static func counts(_ text: String) -> [String: Int] {
    var counts: [String: Int] = [:]
    var word = String.UnicodeScalarView()
    var previousCJK: Unicode.Scalar?
    func flush() {
      defer { word = String.UnicodeScalarView() }
      guard word.count > 1 else { return }
      let whole = String(word).lowercased()
      counts[whole, default: 0] += 1
      for part in camelParts(word) where part.count > 1 && part != whole {
        counts[part, default: 0] += 1
      }
    }
    for scalar in text.unicodeScalars {
      if isCJK(scalar) {
        flush()
        counts[String(scalar), default: 0] += 1
        if let previous = previousCJK {
          var pair = String.UnicodeScalarView()
          pair.append(previous)
          pair.append(scalar)
          counts[String(pair), default: 0] += 1
        }
        previousCJK = scalar
      } else if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
        previousCJK = nil
        word.append(scalar)
      } else {
        previousCJK = nil
        flush()
      }
    }
    flush()
    return counts
  }

  /// `UICollectionViewFlowLayout` → `uicollection`, `view`, `flow`, `layout`:
  /// a part ends before an upper-case letter that follows a lower-case one,
  /// and where letters and digits meet.
  private static func camelParts(_ word: String.UnicodeScalarView) -> [String] {
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
    var prefix = String.UnicodeScalarView()
    prefix.append(contentsOf: token.unicodeScalars.prefix(2))
    for byte in String(prefix).utf8 {
      hash ^= UInt32(byte)
      hash = hash &* 0x0100_0193
    }
    return Int(hash % UInt32(max(count, 1)))
  }
}
