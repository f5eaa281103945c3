import SwiftParser
import SwiftSyntax

/// Rewrites an example's body so that each of its own `return X` statements
/// becomes `return CapturedExampleOutput(X)`.
///
/// The pictures are then computed while the example's local variables are
/// still alive: a data source or delegate that only a local holds (both are
/// `weak`, as in UIKit) is still there when the collection view is drawn.
/// Returns inside closures, nested functions and types are left alone.
struct ReturnCapture: Sendable {
  static let prefix = "CapturedExampleOutput("

  /// Where a prefix was inserted, in the original code's coordinates
  /// (1-based line within the block, 1-based UTF-8 column).
  struct Insertion: Equatable, Sendable {
    let line: Int
    let column: Int
  }

  let code: String
  let insertions: [Insertion]

  /// The capture of `source`, parsed once per process (see `Memo`).
  static func of(_ source: String) -> ReturnCapture {
    captures.value(for: source) { ReturnCapture(source) }
  }

  private static let captures = Memo<ReturnCapture>()

  init(_ source: String) {
    // Past a depth of brackets the parser takes exponential time
    // (`SwiftNesting`): such code keeps its returns as written.
    guard !SwiftNesting.isTooDeep(source) else {
      code = source
      insertions = []
      return
    }
    let tree = Parser.parse(source: source)
    let finder = OwnReturns(viewMode: .sourceAccurate)
    finder.walk(tree)
    let converter = SourceLocationConverter(fileName: "", tree: tree)
    var bytes = Array(source.utf8)
    var insertions: [Insertion] = []
    // From the last to the first, so earlier offsets stay valid.
    for expression in finder.expressions.reversed() {
      let start = expression.positionAfterSkippingLeadingTrivia
      let end = expression.endPositionBeforeTrailingTrivia
      bytes.insert(UInt8(ascii: ")"), at: end.utf8Offset)
      bytes.insert(contentsOf: Array(Self.prefix.utf8), at: start.utf8Offset)
      let location = converter.location(for: start)
      insertions.insert(Insertion(line: location.line, column: location.column), at: 0)
    }
    code = String(decoding: bytes, as: UTF8.self)
    self.insertions = insertions
  }
}
