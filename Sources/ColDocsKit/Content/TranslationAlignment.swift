/// Which block of a translation translates which block of its original,
/// and whether each translation is current.
///
/// A translated block's source tag names the original block it was made
/// from by that block's hash. While the original block is unchanged the
/// two are equal and the translation is fresh. Once the original is edited
/// its hash changes, and the tag names nothing; such a translation is
/// still found by its place: the tags that do match are aligned in order
/// (a longest common subsequence), and between two aligned pairs the
/// blocks left on each side are paired in order, kind with kind. That is
/// enough for what a chapter goes through (edits, insertions, deletions);
/// a block moved elsewhere is not followed, and comes out missing at its
/// new place and orphaned at its old one.
struct TranslationAlignment: Equatable, Sendable {
  /// What became of an original block that a translation follows.
  enum State: Equatable, Sendable {
    /// Translated by the translation's block at this index, from the
    /// block's current text.
    case fresh(Int)
    /// Translated by the translation's block at this index, from an
    /// earlier text of the block: the original changed since.
    case stale(Int)
    /// Not translated: the page shows the original's block.
    case missing

    /// The index of the translation's block that translates the block;
    /// nil when none does.
    var translation: Int? {
      switch self {
      case .fresh(let at), .stale(let at): at
      case .missing: nil
      }
    }
  }

  /// One per block of the original, by index: nil for a fixed block
  /// (never translated), a state for every other.
  let states: [State?]
  /// Indices of the translation's tagged blocks that translate no block
  /// of the original any more (the block they translated was deleted, or
  /// moved), in order.
  let orphaned: [Int]
  /// Indices of the translation's blocks without a source tag, in order.
  /// Like orphans, they do not appear on the page.
  let untagged: [Int]
  /// The translation's blocks that a translation may not hold (code,
  /// rules, HTML). Its tag problems are `TranslatableBlocks.problems`.
  let problems: [TranslatableBlocks.Problem]

  init(original: TranslatableBlocks, translation: TranslatableBlocks) {
    let sources = original.blocks.indices.filter { original.blocks[$0].isTranslatable }
    var tagged: [Int] = []
    var untagged: [Int] = []
    var problems: [TranslatableBlocks.Problem] = []
    for (index, block) in translation.blocks.enumerated() {
      if let fixed = block.fixed {
        if let problem = Self.problem(holding: fixed, at: block.firstLine) {
          problems.append(problem)
        }
      } else if block.sourceTag == nil {
        untagged.append(index)
      } else {
        tagged.append(index)
      }
    }

    var states = [State?](repeating: nil, count: original.blocks.count)
    var orphaned: [Int] = []
    let hashes = sources.map { original.blocks[$0].hash }
    let tags = tagged.map { translation.blocks[$0].sourceTag }
    let matches = Self.commonSubsequence(hashes.count, tags.count) { hashes[$0] == tags[$1] }
    // Each gap lies between two matches (or before the first, or after
    // the last, through the sentinel at the ends).
    var gapStart = (source: 0, tagged: 0)
    for (source, tag) in matches + [(sources.count, tagged.count)] {
      let gapSources = Array(sources[gapStart.source..<source])
      let gapTagged = Array(tagged[gapStart.tagged..<tag])
      let pairs = Self.commonSubsequence(gapSources.count, gapTagged.count) {
        original.blocks[gapSources[$0]].kind == translation.blocks[gapTagged[$1]].kind
      }
      for index in gapSources { states[index] = .missing }
      for (gapSource, gapTag) in pairs { states[gapSources[gapSource]] = .stale(gapTagged[gapTag]) }
      let paired = Set(pairs.map(\.1))
      orphaned += gapTagged.indices.filter { !paired.contains($0) }.map { gapTagged[$0] }
      if source < sources.count { states[sources[source]] = .fresh(tagged[tag]) }
      gapStart = (source + 1, tag + 1)
    }

    self.states = states
    self.orphaned = orphaned
    self.untagged = untagged
    self.problems = problems
  }

  /// The state of the original's block at `index`; nil for a fixed block.
  func state(ofOriginal index: Int) -> State? {
    states.indices.contains(index) ? states[index] : nil
  }

  /// A translation is prose: what it may not hold, said where it is. A
  /// comment shows nothing, so a translator's note is left alone.
  private static func problem(holding fixed: TranslatableBlocks.Fixed, at line: Int)
    -> TranslatableBlocks.Problem?
  {
    switch fixed {
    case .code:
      return .init(
        line: line, message: "a translation holds no code; the original's code blocks appear in it",
        fix: "delete this code block from the translation")
    case .thematicBreak, .html:
      return .init(
        line: line,
        message:
          "a translation holds only prose; the original's rules and HTML blocks appear in it",
        fix: "delete this block from the translation")
    case .comment:
      return nil
    }
  }

  /// The longest list of pairs (i, j), i below `count` and j below
  /// `otherCount`, increasing in both, for which `same(i, j)`.
  ///
  /// A common start and end are paired first, which is always part of a
  /// longest list, so that the table (4 bytes per cell) covers only the
  /// middle where the two differ: for most edits a few blocks square.
  static func commonSubsequence(_ count: Int, _ otherCount: Int, same: (Int, Int) -> Bool)
    -> [(Int, Int)]
  {
    var head = 0
    while head < count, head < otherCount, same(head, head) { head += 1 }
    var tail = 0
    while tail < count - head, tail < otherCount - head,
      same(count - 1 - tail, otherCount - 1 - tail)
    {
      tail += 1
    }
    let rows = count - head - tail
    let columns = otherCount - head - tail
    // lengths[i * width + j]: the longest for the middle's rows i... and columns j....
    let width = columns + 1
    var lengths = [Int32](repeating: 0, count: (rows + 1) * width)
    for row in stride(from: rows - 1, through: 0, by: -1) {
      for column in stride(from: columns - 1, through: 0, by: -1) {
        lengths[row * width + column] =
          same(head + row, head + column)
          ? lengths[(row + 1) * width + column + 1] + 1
          : max(lengths[(row + 1) * width + column], lengths[row * width + column + 1])
      }
    }

    var pairs = (0..<head).map { ($0, $0) }
    var row = 0
    var column = 0
    while row < rows, column < columns {
      if same(head + row, head + column) {
        pairs.append((head + row, head + column))
        row += 1
        column += 1
      } else if lengths[(row + 1) * width + column] >= lengths[row * width + column + 1] {
        row += 1
      } else {
        column += 1
      }
    }
    pairs += (0..<tail).reversed().map { (count - 1 - $0, otherCount - 1 - $0) }
    return pairs
  }
}
