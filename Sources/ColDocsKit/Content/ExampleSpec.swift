/// An example: the function it compiles into and where it came from.
struct ExampleSpec: Equatable {
  let id: String
  let chapter: String
  let file: String
  let line: Int
  let column: Int
  let timeout: Double?
  let function: String
  /// Its position among the chapter's planned blocks.
  let blockIndex: Int

  /// The name the runner knows it by: "flow-layout/example-1".
  var qualifiedID: String { "\(chapter)/\(id)" }
}
