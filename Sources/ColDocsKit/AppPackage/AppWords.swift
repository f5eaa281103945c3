import Foundation

/// What a chapter's app says to the reader from its own code: the title of
/// the button that plays what the page recorded, and what to do with a
/// finger where the page played one. They are in the edition's language,
/// from the theme's strings, so a Chinese page's app speaks Chinese.
struct AppWords: Equatable, Sendable {
  /// The title of a recording's button; the second and later ones are
  /// numbered (`appPlayNumbered`, with `{number}`).
  let play: String
  private let playNumbered: String
  private let itemDrag: String
  private let swipe: String
  private let tap: String
  private let fling: String
  private let drag: String

  init(_ strings: ThemeStrings) {
    play = strings["appPlay"]
    playNumbered = strings["appPlayNumbered"]
    itemDrag = strings["appPromptItemDrag"]
    swipe = strings["appPromptSwipe"]
    tap = strings["appPromptTap"]
    fling = strings["appPromptFling"]
    drag = strings["appPromptDrag"]
  }

  /// The guide's own language, which `check` compiles.
  static let english = AppWords(.english)

  /// The title of the `number`th button of an example.
  func playTitle(_ number: Int) -> String {
    number == 1 ? play : playNumbered.replacingOccurrences(of: "{number}", with: "\(number)")
  }

  /// What a person does where the example played the finger with
  /// `statement`.
  func prompt(for statement: String) -> String {
    if statement.contains("simulateItemDrag") { return itemDrag }
    if statement.contains("simulateSwipe") { return swipe }
    if statement.contains("simulateTap") { return tap }
    if statement.contains("Fling") { return fling }
    return drag
  }
}
