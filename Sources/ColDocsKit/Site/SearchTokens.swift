import ColDocsResources
import Foundation

/// How search cuts text into tokens, and a query into the terms it looks
/// up. This comment is the specification; the page script implements it a
/// second time (`coldocs.js`, "The search tokenizer"), and both pass the
/// cases of `Tests/ColDocsKitTests/Fixtures/search-vectors.json`, so the
/// two change together.
///
/// **Characters.** Text is read one Unicode scalar at a time. A scalar is
/// - a *CJK letter* when it is in U+3005–3007 (々〆〇), U+3040–30FF
///   (kana), U+31F0–31FF, U+3400–4DBF, U+4E00–9FFF, U+AC00–D7AF (Hangul
///   syllables), U+F900–FAFF or U+20000–3FFFF (the ideographs);
/// - else a *word character* when it is an ASCII letter or digit, or its
///   general category is a letter (L), a mark (M) or a number (N);
/// - else a *separator*: spaces, punctuation (CJK punctuation such as ，
///   and 。 too) and symbols.
///
/// Lower-casing is done scalar by scalar, by each scalar's own lower-case
/// mapping (no context: Σ is always σ).
///
/// **Tokens of a text** (what the build indexes, each occurrence counted):
/// 1. A run of CJK letters gives each letter, and each pair of neighbours:
///    集合视图 gives 集, 合, 视, 图, 集合, 合视 and 视图.
/// 2. A run of word characters, a *word*, of two scalars or more gives
///    itself lower-cased. A one-scalar word gives nothing.
/// 3. A word's *parts*: it is cut before an upper-case letter (Lu) that
///    follows a lower-case one (Ll), before the last of two or more
///    upper-case letters when a lower-case letter follows it, and wherever
///    a number (N) meets a scalar that is none. When that makes two parts
///    or more, each part of two scalars or more is a token too, lower-cased:
///    `UICollectionViewCompositionalLayout` gives
///    `uicollectionviewcompositionallayout`, `ui`, `collection`, `view`,
///    `compositional` and `layout`.
///
/// **Terms of a query** (what the page looks up). A term is a token the
/// index must hold: exactly, or, for a *prefix* term (written `carou*` in
/// the vectors), any token it begins ("carou" finds "carousel"). A query
/// is a list of *groups*, each a list of *alternatives*, each a list of
/// terms: a section matches when every group has an alternative all of
/// whose terms it holds.
/// 1. The query is read as *units*: its word characters and CJK letters as
///    they are, each run of separators as one separator, none at either
///    end. Each phrase of the glossary (`SearchGlossary`) is read alike.
/// 2. From the left, at each unit the longest phrase that matches there is
///    taken, and reading goes on after it. A phrase matches where the
///    query's units, lower-cased, equal its own, lower-cased, and where it
///    begins (ends) with a word character the query has no word character
///    just before (after) it: "cell" matches "cell size" but not "cells".
///    A match is one group: the matched units' own terms, then the terms
///    of each other phrase of its entry, in the glossary's order, an
///    alternative equal to an earlier one left out. Here a word of two
///    scalars or more gives only its lower-cased self as a prefix term
///    (no parts), and a run of CJK letters its terms as in rule 3.
/// 3. Between matches, each word of two scalars or more is a group: its
///    lower-cased self as a prefix term, and, when it has two parts or
///    more of two scalars or more, a second alternative of those parts,
///    each a prefix term (`FlowLayout` finds `flow` and `layout`). Each run
///    of CJK letters is a group of one alternative: the letter of a
///    one-letter run, else each pair of neighbours.
///
/// **Ranking** (the page's alone). A term's weight in a section is that of
/// its best token there. A group scores the summed weights of its first
/// alternative's terms when the section holds them all, else the best
/// mean weight of another alternative's terms it holds all. Sections that
/// match more groups through their first alternative, what the reader
/// typed, come first (a translation, or an identifier's parts, is weaker
/// evidence), then those with the higher sum of their groups' scores.
enum SearchTokens {
  /// True for the letters of the scripts written without spaces between
  /// words, which are cut into characters and pairs.
  static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x3005...0x3007, 0x3040...0x30FF, 0x31F0...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xAC00...0xD7AF, 0xF900...0xFAFF, 0x20000...0x3FFFF:
      return true
    default:
      return false
    }
  }

  /// True for a word character that is not a CJK letter.
  static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII {
      let byte = UInt8(scalar.value)
      return isASCIILetterOrDigit(byte)
    }
    guard !isCJK(scalar) else { return false }
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
      .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber:
      return true
    default:
      return false
    }
  }

  fileprivate static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool {
    (byte >= 97 && byte <= 122) || (byte >= 65 && byte <= 90) || (byte >= 48 && byte <= 57)
  }

  /// What the rules for parts see of a scalar.
  fileprivate enum LetterCase {
    case upper, lower, number, other

    init(_ scalar: Unicode.Scalar) {
      switch scalar.properties.generalCategory {
      case .uppercaseLetter: self = .upper
      case .lowercaseLetter: self = .lower
      case .decimalNumber, .letterNumber, .otherNumber: self = .number
      default: self = .other
      }
    }

    init(ascii byte: UInt8) {
      if byte >= 65 && byte <= 90 {
        self = .upper
      } else if byte >= 97 && byte <= 122 {
        self = .lower
      } else {
        self = byte >= 48 && byte <= 57 ? .number : .other
      }
    }
  }

  /// Where a word of `count` scalars is cut into parts (rule 3 of tokens),
  /// given each scalar's case.
  fileprivate static func partBoundaries(count: Int, _ caseAt: (Int) -> LetterCase) -> [Int] {
    var boundaries: [Int] = []
    guard count > 1 else { return boundaries }
    var previous = caseAt(0)
    var current = caseAt(1)
    for index in 1..<count {
      let next = index + 1 < count ? caseAt(index + 1) : .other
      let upperAfterLower = current == .upper && previous == .lower
      let lastCapital = current == .upper && previous == .upper && next == .lower
      let number = (current == .number) != (previous == .number)
      if upperAfterLower || lastCapital || number { boundaries.append(index) }
      previous = current
      current = next
    }
    return boundaries
  }

  /// A scalar lower-cased on its own.
  static func lowered(_ scalar: Unicode.Scalar) -> String {
    scalar.isASCII
      ? String(Character(scalar)).lowercased() : scalar.properties.lowercaseMapping
  }

  /// Scalars lower-cased one by one.
  static func lowered(_ scalars: some Sequence<Unicode.Scalar>) -> String {
    var text = ""
    for scalar in scalars { text += lowered(scalar) }
    return text
  }

  /// A word's parts of two scalars or more, lower-cased, when it has two
  /// parts or more; none otherwise.
  static func parts(of word: [Unicode.Scalar]) -> [String] {
    let boundaries = partBoundaries(count: word.count) { LetterCase(word[$0]) }
    guard !boundaries.isEmpty else { return [] }
    var parts: [String] = []
    var start = 0
    for end in boundaries + [word.count] {
      if end - start > 1 { parts.append(lowered(word[start..<end])) }
      start = end
    }
    return parts
  }

  // MARK: Tokens of a text

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
    /// Where the CJK letter just read starts in `bytes`, when the last
    /// scalar read was one: a pair is the bytes from there to the end of
    /// the next letter.
    var previousCJK: Int?

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
          previousCJK = nil
          if SearchTokens.isASCIILetterOrDigit(byte) {
            word.append(byte)
          } else {
            flush()
          }
          i += 1
          continue
        }
        // The text is valid UTF-8: a lead byte and its continuation bytes.
        let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
        let end = min(i + length, bytes.count)
        var value = UInt32(byte) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for index in (i + 1)..<end { value = value << 6 | UInt32(bytes[index] & 0x3F) }
        guard let scalar = Unicode.Scalar(value) else {
          i = end
          continue
        }
        if SearchTokens.isCJK(scalar) {
          flush()
          add(i..<end)
          if let previous = previousCJK { add(previous..<end) }
          previousCJK = i
        } else if SearchTokens.isWordScalar(scalar) {
          previousCJK = nil
          word.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[i..<end]))
          wordIsASCII = false
        } else {
          previousCJK = nil
          flush()
        }
        i = end
      }
      flush()
      return counts
    }

    /// Counts the text of some bytes of the input.
    private mutating func add(_ range: Range<Int>) {
      counts[
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self), default: 0] +=
        1
    }

    private mutating func flush() {
      defer {
        word.removeAll(keepingCapacity: true)
        wordIsASCII = true
      }
      guard word.count > 1 else { return }
      guard wordIsASCII else {
        let scalars = Array(String(decoding: word, as: UTF8.self).unicodeScalars)
        guard scalars.count > 1 else { return }
        counts[SearchTokens.lowered(scalars), default: 0] += 1
        for part in SearchTokens.parts(of: scalars) { counts[part, default: 0] += 1 }
        return
      }
      // The parts' boundaries are found before the word is lowercased in
      // place.
      let boundaries = word.withUnsafeBufferPointer { letters in
        SearchTokens.partBoundaries(count: letters.count) { LetterCase(ascii: letters[$0]) }
      }
      for index in word.indices where word[index] >= 65 && word[index] <= 90 {
        word[index] |= 0x20
      }
      counts[String(decoding: word, as: UTF8.self), default: 0] += 1
      guard !boundaries.isEmpty else { return }
      var start = 0
      for end in boundaries + [word.count] {
        if end - start > 1 {
          counts[String(decoding: word[start..<end], as: UTF8.self), default: 0] += 1
        }
        start = end
      }
    }
  }

  // MARK: Terms of a query

  /// A token a query looks up: exactly, or as the prefix of tokens.
  struct Term: Hashable, Sendable {
    let token: String
    let prefix: Bool

    /// How the vectors write it: a prefix term with `*` after it.
    var notation: String { prefix ? token + "*" : token }
  }

  /// The groups of a query: a section matches when, for every group, it
  /// holds every term of one of the group's alternatives.
  static func query(_ text: String, glossary: SearchGlossary = .builtIn) -> [[[Term]]] {
    let units = Self.units(text)
    let lowered = units.map { $0.map { Self.lowered($0) } }
    var groups: [[[Term]]] = []
    var start = 0
    var at = 0
    while at < units.count {
      guard let match = glossary.longestMatch(in: units, lowered: lowered, at: at) else {
        at += 1
        continue
      }
      groups += pieceGroups(units[start..<at])
      var alternatives = [plainTerms(units[at..<(at + match.length)])]
      for (index, phrase) in glossary.phrases[match.entry].enumerated() where index != match.phrase
      {
        let terms = plainTerms(phrase.units[...])
        if !terms.isEmpty, !alternatives.contains(terms) { alternatives.append(terms) }
      }
      groups.append(alternatives)
      at += match.length
      start = at
    }
    groups += pieceGroups(units[start...])
    return groups
  }

  /// A text's units: its word characters and CJK letters, and nil for
  /// each run of separators, none at either end.
  static func units(_ text: String) -> [Unicode.Scalar?] {
    var units: [Unicode.Scalar?] = []
    for scalar in text.unicodeScalars {
      if isCJK(scalar) || isWordScalar(scalar) {
        units.append(scalar)
      } else if let last = units.last, last != nil {
        units.append(nil)
      }
    }
    if let last = units.last, last == nil { units.removeLast() }
    return units
  }

  /// The words and CJK runs of some units, in order.
  private static func pieces(_ units: ArraySlice<Unicode.Scalar?>) -> [(
    cjk: Bool, [Unicode.Scalar]
  )] {
    var pieces: [(cjk: Bool, [Unicode.Scalar])] = []
    var current: [Unicode.Scalar] = []
    var currentIsCJK = false
    for unit in units {
      let cjk = unit.map(isCJK) ?? false
      if unit == nil || cjk != currentIsCJK, !current.isEmpty {
        pieces.append((currentIsCJK, current))
        current = []
      }
      if let unit {
        current.append(unit)
        currentIsCJK = cjk
      }
    }
    if !current.isEmpty { pieces.append((currentIsCJK, current)) }
    return pieces
  }

  /// The terms of a CJK run: its letter, or each pair of neighbours.
  private static func runTerms(_ run: [Unicode.Scalar]) -> [Term] {
    guard run.count > 1 else {
      return run.map { Term(token: String(Character($0)), prefix: false) }
    }
    return (1..<run.count).map {
      Term(token: String(Character(run[$0 - 1])) + String(Character(run[$0])), prefix: false)
    }
  }

  /// Some units' terms without alternatives (rule 2 of terms).
  static func plainTerms(_ units: ArraySlice<Unicode.Scalar?>) -> [Term] {
    pieces(units).flatMap { cjk, scalars -> [Term] in
      if cjk { return runTerms(scalars) }
      return scalars.count > 1 ? [Term(token: lowered(scalars), prefix: true)] : []
    }
  }

  /// Some units' groups, outside glossary matches (rule 3 of terms).
  private static func pieceGroups(_ units: ArraySlice<Unicode.Scalar?>) -> [[[Term]]] {
    pieces(units).compactMap { cjk, scalars -> [[Term]]? in
      if cjk { return [runTerms(scalars)] }
      guard scalars.count > 1 else { return nil }
      var alternatives = [[Term(token: lowered(scalars), prefix: true)]]
      let parts = parts(of: scalars)
      if parts.count > 1 { alternatives.append(parts.map { Term(token: $0, prefix: true) }) }
      return alternatives
    }
  }

  // MARK: Shards

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
