import Foundation

/// A GitHub-flavoured Markdown table found in a paragraph's source lines.
///
/// The system cmark 0.30 has no table extension, so a GFM table reaches
/// coldocs as a plain paragraph. This type reads such a paragraph again by
/// the rules of the GFM spec's "Tables (extension)" section. Cell contents
/// stay Markdown source, rendered by the caller, so that a cell's inline
/// Markdown renders exactly as the same text in a paragraph would.
struct PipeTable: Equatable {
  /// How a column's cells line up, from the colons of its delimiter cell.
  enum Alignment: Equatable {
    case none, left, center, right
  }

  /// One alignment per column; there are as many columns as header cells.
  let alignments: [Alignment]
  /// Cell texts as Markdown inline source, outer whitespace trimmed, `\|`
  /// turned into `|`: the backslash was there only to keep the pipe from
  /// splitting the row, so inline parsing must not see it (a code span would
  /// otherwise show it).
  let header: [String]
  /// The body rows, each exactly as wide as the header: GFM fills a short row
  /// with empty cells and drops the cells of a long row past the header's.
  let rows: [[String]]

  /// Splits a paragraph's lines (container prefixes already removed) into
  /// the lines before the table, the table, and the lines after it; nil when
  /// the lines hold no table.
  ///
  /// As in GFM, the delimiter row is the first line below the paragraph's
  /// first that is made only of `-`/`:` cells and indented less than four
  /// columns (GFM opens no block on a line indented like code), and the
  /// header row is the line just above it. When that header has another
  /// number of cells, or neither row has a pipe, the paragraph stays a
  /// paragraph: GitHub's renderer tries only that first candidate too.
  ///
  /// `before` stays a paragraph (it may be empty). The lines after the
  /// delimiter row are body rows up to the first that GFM reads as the start
  /// of another block although cmark let it continue the paragraph: that
  /// line and the ones below it come back in `after` (usually empty), for the
  /// caller to render as Markdown again. See ``endsTable(_:)``.
  static func find(in lines: [String]) -> (before: [String], table: PipeTable, after: [String])? {
    guard
      let delimiterIndex = lines.indices.dropFirst().first(where: {
        indentation(of: lines[$0]).columns < 4 && delimiterAlignments(lines[$0]) != nil
      }),
      let alignments = delimiterAlignments(lines[delimiterIndex])
    else { return nil }
    let header = cells(of: lines[delimiterIndex - 1])
    guard header.cells.count == alignments.count,
      header.hasPipe || lines[delimiterIndex].contains("|")
    else { return nil }

    let rest = lines[(delimiterIndex + 1)...]
    let end = rest.firstIndex(where: endsTable) ?? lines.endIndex
    let rows = rest[..<end].map { line in
      let row = cells(of: line).cells.prefix(alignments.count)
      return Array(row) + Array(repeating: "", count: alignments.count - row.count)
    }
    return (
      before: Array(lines[..<(delimiterIndex - 1)]),
      table: PipeTable(alignments: alignments, header: header.cells, rows: rows),
      after: Array(lines[end...])
    )
  }

  /// The table as HTML in the shape of the GFM spec's examples, with the
  /// alignment given as a `text-align` style: the spec's `align` attribute
  /// is obsolete in HTML5 and the Nu HTML checker rejects it.
  ///
  /// `inline` renders one cell's Markdown source to inline HTML and is
  /// responsible for all escaping; it is not called for empty cells.
  func html(inline: (String) -> String) -> String {
    var html = "<table>\n<thead>\n"
    html += rowHTML(header, tag: "th", inline: inline)
    html += "</thead>\n"
    // GFM writes no <tbody> for a table without body rows.
    if !rows.isEmpty {
      html += "<tbody>\n"
      for row in rows { html += rowHTML(row, tag: "td", inline: inline) }
      html += "</tbody>\n"
    }
    return html + "</table>\n"
  }

  private func rowHTML(_ cells: [String], tag: String, inline: (String) -> String) -> String {
    var html = "<tr>\n"
    for (cell, alignment) in zip(cells, alignments) {
      let content = cell.isEmpty ? "" : inline(cell)
      html += "<\(tag)\(alignment.attribute)>\(content)</\(tag)>\n"
    }
    return html + "</tr>\n"
  }

  // MARK: Reading rows

  /// The whitespace GFM trims around rows and cells.
  private static let whitespace: Set<Unicode.Scalar> = [" ", "\t", "\n", "\u{0B}", "\u{0C}", "\r"]

  private static func trimmed(_ scalars: some Collection<Unicode.Scalar>) -> [Unicode.Scalar] {
    let text = Array(scalars)
    guard let first = text.firstIndex(where: { !whitespace.contains($0) }),
      let last = text.lastIndex(where: { !whitespace.contains($0) })
    else { return [] }
    return Array(text[first...last])
  }

  /// A row's cells, and whether the row has a pipe at all.
  ///
  /// An opening and a closing pipe are optional. A backslash takes the ASCII
  /// punctuation character after it out of the row syntax, as in Markdown
  /// escapes, so `\|` is a literal pipe wherever it stands, code spans
  /// included, while `\\|` is an escaped backslash and then a separator.
  /// A row of a lone pipe has no cells.
  private static func cells(of line: String) -> (cells: [String], hasPipe: Bool) {
    var rest = trimmed(line.unicodeScalars)[...]
    let opensWithPipe = rest.first == "|"
    if opensWithPipe { rest = rest.dropFirst() }
    guard !rest.isEmpty else { return ([], opensWithPipe) }

    var cells: [String] = []
    var cell = String.UnicodeScalarView()
    var hasPipe = opensWithPipe
    var index = rest.startIndex
    while index < rest.endIndex {
      let scalar = rest[index]
      let next = rest.index(after: index)
      if scalar == "\\", next < rest.endIndex, isASCIIPunctuation(rest[next]) {
        if rest[next] != "|" { cell.append(scalar) }
        cell.append(rest[next])
        index = rest.index(after: next)
      } else if scalar == "|" {
        cells.append(String(String.UnicodeScalarView(trimmed(cell))))
        cell = String.UnicodeScalarView()
        hasPipe = true
        index = next
      } else {
        cell.append(scalar)
        index = next
      }
    }
    // The row is trimmed, so an empty last cell means it ended with a
    // closing pipe rather than with a cell.
    if !cell.isEmpty { cells.append(String(String.UnicodeScalarView(trimmed(cell)))) }
    return (cells, hasPipe)
  }

  private static func isASCIIPunctuation(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x21...0x2F, 0x3A...0x40, 0x5B...0x60, 0x7B...0x7E: return true
    default: return false
    }
  }

  /// The column alignments a delimiter row gives, or nil when the line is
  /// not one: pipe-separated cells (outer pipes optional), each one or more
  /// `-` with an optional `:` at either end, whitespace around them allowed.
  private static func delimiterAlignments(_ line: String) -> [Alignment]? {
    var row = trimmed(line.unicodeScalars)[...]
    if row.first == "|" { row = row.dropFirst() }
    if row.last == "|" { row = row.dropLast() }
    var alignments: [Alignment] = []
    for part in row.split(separator: "|", omittingEmptySubsequences: false) {
      var marker = trimmed(part)[...]
      let left = marker.first == ":"
      if left { marker = marker.dropFirst() }
      let right = marker.last == ":"
      if right { marker = marker.dropLast() }
      guard !marker.isEmpty, marker.allSatisfy({ $0 == "-" }) else { return nil }
      switch (left, right) {
      case (true, true): alignments.append(.center)
      case (true, false): alignments.append(.left)
      case (false, true): alignments.append(.right)
      case (false, false): alignments.append(.none)
      }
    }
    return alignments
  }

  // MARK: Where the body ends

  /// True for a line of cmark's paragraph that GFM does not take as a body
  /// row.
  ///
  /// Under a table, GFM's open block is the table rather than a paragraph,
  /// so some lines that cannot interrupt a paragraph (and so reach us inside
  /// cmark's) do start a new block there: a line indented four or more
  /// columns starts an indented code block, and any list marker starts a
  /// list, also an ordered one not starting at 1 or an empty item. A line
  /// of a lone pipe has no cells, so it is no row either: GFM ends the table
  /// and starts a paragraph with it.
  private static func endsTable(_ line: String) -> Bool {
    if cells(of: line).cells.isEmpty { return true }
    let (columns, rest) = indentation(of: line)
    return columns >= 4 || startsWithListMarker(rest)
  }

  /// How many columns of spaces and tabs open the line (tab stops every four
  /// columns, as in CommonMark), and the text after them.
  private static func indentation(of line: String) -> (
    columns: Int, rest: Substring.UnicodeScalarView
  ) {
    var columns = 0
    var rest = line.unicodeScalars[...]
    while let first = rest.first, first == " " || first == "\t" {
      columns = first == "\t" ? columns + 4 - columns % 4 : columns + 1
      rest = rest.dropFirst()
    }
    return (columns, rest)
  }

  /// True when the text opens with a bullet (`-`, `+`, `*`) or an ordered
  /// list marker (one to nine digits, then `.` or `)`) followed by
  /// whitespace or the end of the line.
  private static func startsWithListMarker(_ text: Substring.UnicodeScalarView) -> Bool {
    var rest = text
    if let first = rest.first, first == "-" || first == "+" || first == "*" {
      rest = rest.dropFirst()
    } else {
      let digits = rest.prefix(while: { ("0"..."9").contains($0) }).count
      guard (1...9).contains(digits) else { return false }
      rest = rest.dropFirst(digits)
      guard let mark = rest.first, mark == "." || mark == ")" else { return false }
      rest = rest.dropFirst()
    }
    guard let after = rest.first else { return true }
    return after == " " || after == "\t"
  }
}

extension PipeTable.Alignment {
  /// The cell attribute for this alignment, with its leading space.
  fileprivate var attribute: String {
    switch self {
    case .none: return ""
    case .left: return #" style="text-align: left""#
    case .center: return #" style="text-align: center""#
    case .right: return #" style="text-align: right""#
    }
  }
}
