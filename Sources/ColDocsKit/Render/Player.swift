import Foundation

/// Play/pause and a scrubber for an animated diagram; the page's script
/// drives the CSS animations through them.
struct Player: MarkupWriter {
  let id: String
  let duration: Double
  /// The button's and the scrubber's words; the page's script reads the
  /// button's other word (play) from the same table.
  var strings: ThemeStrings = .english

  func write(into html: inout HTMLBuilder) {
    let cycle = PlainNumber.text(duration + KeyframeWriter.hold)
    html.open("div", ["class": "cd-player", "data-diagram": id, "data-cycle": cycle])
    html.element(
      "button", ["type": "button", "class": "cd-play", "aria-pressed": "false"],
      text: strings["playerPause"])
    // A void element: it has no end tag.
    html.open(
      "input",
      [
        "type": "range", "class": "cd-scrub", "min": "0", "max": "1000", "value": "0",
        "aria-label": strings["playerTimeLabel"],
      ])
    html.close("div")
    html.newline()
  }
}
