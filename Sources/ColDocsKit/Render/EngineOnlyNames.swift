/// The names an app's code cannot use, because only the engine and the
/// examples' runtime have them: `LayoutTimeline`, `expect`, `recordTimeline`.
///
/// The table (`EngineOnlyNames+Table.swift`) is generated from the sources
/// by the rule that decides what the authors' reference must document
/// (`AuthorReferenceTests`): a type or function whose name is not Apple's,
/// a member whose doc comment says "engine addition", a `simulate…` method.
/// A test fails when the table and the sources disagree.
enum EngineOnlyNames {
  /// The runtime's names that the app's `ExampleScreen.swift` declares too,
  /// so that the figure's arrangement and `screen.keep` stay in app code.
  static let providedByTheApp: Set<String> = [
    "SideBySide", "Titled", "Viewport", "WholeContent", "screen", "Screen", "ExamplePanel",
  ]

  /// The runtime's types of the page's figure: a line that names one draws
  /// the figure; one that names any other of the table's reads or makes a
  /// recording.
  static let figureTypes: Set<String> = ["ExampleOutput", "CapturedExampleOutput", "PanelFraming"]
}
