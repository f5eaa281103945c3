import Foundation

/// Text inserted into compiled lines, by Markdown line: each entry is the
/// column where it starts and its width in UTF-8 bytes.
struct ColumnInsertions: Equatable {
  var byLine: [Int: [(column: Int, width: Int)]] = [:]

  static func == (a: Self, b: Self) -> Bool {
    a.byLine.mapValues { $0.map { [$0.column, $0.width] } }
      == b.byLine.mapValues { $0.map { [$0.column, $0.width] } }
  }

  /// The Markdown column of a compiler column on `line`.
  func originalColumn(_ column: Int, line: Int) -> Int {
    var result = column
    for inserted in (byLine[line] ?? []).sorted(by: { $0.column > $1.column }) {
      if result >= inserted.column + inserted.width {
        result -= inserted.width
      } else if result >= inserted.column {
        result = inserted.column
      }
    }
    return result
  }
}
