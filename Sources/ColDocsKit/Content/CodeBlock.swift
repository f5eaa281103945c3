/// A code block of a document, as cmark parsed it.
struct CodeBlock: Sendable {
  /// Its position among the document's code blocks.
  let index: Int
  /// The info string after the opening fence, such as "swift example".
  let info: String
  /// The block's content, indentation removed, ending with a newline.
  let code: String
  /// The line of the opening fence in the Markdown file (1-based).
  let line: Int
  /// The column of the opening fence (1-based).
  let column: Int
  let isFenced: Bool

  /// The file line of the content's first line.
  var firstCodeLine: Int { isFenced ? line + 1 : line }
}
