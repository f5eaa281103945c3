import CollectionLayout
import Foundation

/// The controls of an animated diagram, which the page's script drives: the
/// scrubber, with a mark under it where each part (segment) of the
/// recording starts; then play/pause, a step of one recorded frame back and
/// forward, and a readout of the time, frame and part shown. The scrubber
/// comes first so that a readout growing a line never moves it.
///
/// Steps land on recorded frames, not on a guess: the player carries the
/// time of every frame (`data-frames`, seconds as `PlainNumber` writes
/// them). The frame rate alone would not do, since a frame also falls
/// where an animation ends, between two ticks of the rate. The marks come
/// from the timeline's segments (`moments(of:)`).
///
/// Every word is from the strings tables. The readout's patterns travel as
/// data attributes (`data-time`, `data-frame`) for the script to fill in
/// as the animation moves; the text written here is the first frame's.
struct Player: MarkupWriter {
  let id: String
  let duration: Double
  /// The recording: its frames' times and its segments. Without one the
  /// player knows only the first and the last frame, and marks nothing.
  var timeline: LayoutTimeline? = nil
  /// The controls' words; the page's script reads the play button's other
  /// word (play) from the same table.
  var strings: ThemeStrings = .english

  func write(into html: inout HTMLBuilder) {
    // What the page says, rounded as it writes it, so the script reads the
    // same numbers this writer formats.
    let end = Self.rounded(duration)
    let cycle = Self.rounded(duration + KeyframeWriter.hold)
    let times = timeline.map { $0.frames.map { Self.rounded($0.time) } } ?? [0, end]
    let segments = Self.moments(of: timeline?.segments ?? [])
    let timePattern = strings["playerTime"]
    let framePattern = strings["playerFrame"]
    let firstTime = ThemeStrings.fill(
      timePattern, ["time": Self.seconds(0), "duration": Self.seconds(end)])
    html.open(
      "div",
      [
        "class": "cd-player", "data-diagram": id, "data-cycle": PlainNumber.text(cycle),
        "data-frames": times.map { PlainNumber.text($0) }.joined(separator: " "),
        "data-time": timePattern, "data-frame": framePattern,
      ])
    html.open("div", ["class": "cd-track"])
    // A void element: it has no end tag.
    html.open(
      "input",
      [
        "type": "range", "class": "cd-scrub", "min": "0", "max": "1000", "value": "0",
        "aria-label": strings["playerTimeLabel"], "aria-valuetext": firstTime,
      ])
    if !segments.isEmpty {
      // Each mark's own label says what starts and when.
      html.open("ol", ["class": "cd-marks"])
      // Each mark's place along the track is a share of the recording the
      // scrubber spans (the hold on the last frame is not on it).
      let span = end > 0 ? end : cycle
      for segment in segments {
        let start = Self.rounded(segment.start)
        let label = strings.format(
          "playerMoment", ["moment": name(of: segment.kind), "time": Self.seconds(start)])
        let share = span > 0 ? min(100, max(0, start / span * 100)) : 0
        html.open("li", ["style": "--at:\(PlainNumber.text(share))%"])
        html.element(
          "button",
          [
            "type": "button", "class": "cd-mark", "data-start": PlainNumber.text(start),
            "data-kind": segment.kind.rawValue, "data-name": name(of: segment.kind),
            "aria-label": label, "title": label,
          ], text: "")
        html.close("li")
      }
      html.close("ol")
    }
    html.close("div")
    html.element(
      "button", ["type": "button", "class": "cd-play", "aria-pressed": "false"],
      text: strings["playerPause"])
    html.element(
      "button",
      [
        "type": "button", "class": "cd-step", "data-step": "-1",
        "aria-keyshortcuts": "ArrowLeft ,", "aria-label": strings["playerStepBack"],
        "title": strings["playerStepBack"],
      ], text: "‹")
    html.element(
      "button",
      [
        "type": "button", "class": "cd-step", "data-step": "1",
        "aria-keyshortcuts": "ArrowRight .", "aria-label": strings["playerStepForward"],
        "title": strings["playerStepForward"],
      ], text: "›")
    html.open("span", ["class": "cd-readout"])
    html.element("span", ["class": "cd-time"], text: firstTime)
    html.text(" ")
    html.element(
      "span", ["class": "cd-frame"],
      text: ThemeStrings.fill(
        framePattern, ["frame": "0", "last": "\(max(0, times.count - 1))"]))
    html.text(" ")
    // The part shown at the first frame: the last to start at 0.
    let current = segments.last { Self.rounded($0.start) <= 0 }
    html.element("span", ["class": "cd-moment"], text: current.map { name(of: $0.kind) } ?? "")
    html.close("span")
    html.close("div")
    html.newline()
  }

  /// The segments to mark, in the order they start (as recorded where two
  /// start together), so that the marks are in order for the keyboard too.
  /// Segments of one kind that start at the same millisecond (a finger's
  /// step and the animation it set off) are one moment, marked once.
  static func moments(of segments: [LayoutTimeline.Segment]) -> [LayoutTimeline.Segment] {
    let ordered = segments.enumerated()
      .sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }.map(\.element)
    var marked: [LayoutTimeline.Segment] = []
    for segment in ordered {
      let start = rounded(segment.start)
      let same = marked.contains { $0.kind == segment.kind && rounded($0.start) == start }
      if !same { marked.append(segment) }
    }
    return marked
  }

  /// The strings table's name for what started a segment.
  private func name(of kind: LayoutTimeline.Kind) -> String {
    switch kind {
    case .scroll: return strings["playerScroll"]
    case .deceleration: return strings["playerDeceleration"]
    case .batchUpdate: return strings["playerBatchUpdate"]
    case .layoutTransition: return strings["playerLayoutTransition"]
    case .interactiveTransition: return strings["playerInteractiveTransition"]
    case .interactiveMovement: return strings["playerInteractiveMovement"]
    case .dragAndDrop: return strings["playerDragAndDrop"]
    }
  }

  /// A time as the page writes it, to 1/1000 s.
  static func rounded(_ seconds: Double) -> Double {
    (seconds * 1000).rounded() / 1000
  }

  /// Seconds with two decimals, as coldocs.js writes them too: rounded to
  /// whole milliseconds first, as the page holds times, then half up, so
  /// that 2.445 reads "2.45" whatever its binary value.
  static func seconds(_ value: Double) -> String {
    let milliseconds = PlainNumber.clampedInt((max(0, value) * 1000).rounded())
    let hundredths = (milliseconds + 5) / 10
    let fraction = hundredths % 100
    return "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
  }
}
