import CollectionLayout
import Foundation

/// The CSS keyframes of an animated diagram, computed at build time from the
/// recorded frames: one animation per element (its place, turn and
/// opacity), more where the element changes size (`…-size`, and its mask's
/// outline, `…-mask`) or its content view moves within it (`…-content`),
/// and one for the viewport. The cycle holds the final state for a second,
/// then repeats.
struct KeyframeWriter {
  let timeline: LayoutTimeline
  let id: String
  /// Also writes `ID-camera`, which moves the content against the
  /// viewport, for diagrams that follow the viewport.
  var followsViewport = false

  /// Seconds the final state stays on screen before the animation repeats.
  static let hold: Double = 1
  /// At most this many keyframes per second of animation.
  static let maximumRate: Double = 30

  var cycle: Double { timeline.duration + Self.hold }

  /// The drawn layers, by index, whose parts beyond place and opacity
  /// change: the drawing animates only those.
  struct Motion: Equatable {
    var resized: Set<Int> = []
    var contentMoves: Set<Int> = []
  }

  var css: String { output.css }

  /// The stylesheet and what it animates.
  var output: (css: String, motion: Motion) {
    let frames = keptFrames
    let n: (CGFloat) -> String = PlainNumber.text
    var motion = Motion()
    var css = "#\(id) .cd-anim{animation-duration:\(n(cycle))s}\n"
    // With reduced motion nothing plays; the diagram rests on its final state
    // (the page's script can still seek it).
    css +=
      "@media (prefers-reduced-motion: reduce){#\(id){--cd-delay:-\(n(timeline.duration))s}}\n"
    let byName = frames.map { frame in
      Dictionary(frame.elements.map { ($0.id, $0) }) { first, _ in first }
    }
    for (index, layer) in timeline.drawingLayers.enumerated() {
      let states = track(of: layer, in: frames, byName: byName)
      let name = "\(id)-e\(index)"
      css += keyframes(name, states) {
        "transform:\($0.placement(css: true));opacity:\(n($0.alpha))"
      }
      if let sizes = changing(name + "-size", states, { "transform:\($0.sizing(css: true))" }) {
        motion.resized.insert(index)
        css += sizes
        // A mask's outline follows the element's size; its place comes
        // from the element's group.
        if let outline = timeline.appearances[layer.element.id]?.mask {
          css += keyframes(name + "-mask", states) {
            "transform:\($0.maskTransform(outline, css: true))"
          }
        }
      }
      // The content view's place in each frame where it was recorded, else
      // its place when the element was first seen.
      let look = timeline.appearances[layer.element.id]?.content
      if states.contains(where: { $0.1.content != nil }) || look != nil {
        let moves = changing(name + "-content", states) { state in
          guard let placement = state.content ?? look else { return "opacity:0" }
          return "transform:\(state.contentTransform(placement, css: true));opacity:1"
        }
        if let moves {
          motion.contentMoves.insert(index)
          css += moves
        }
      }
    }
    let viewport = frames.map { (percent($0.time), $0.bounds.origin) }
    css += keyframes("\(id)-viewport", viewport) {
      "transform:translate(\(n($0.x))px,\(n($0.y))px)"
    }
    if followsViewport {
      css += keyframes("\(id)-camera", viewport) {
        "transform:translate(\(n(-$0.x))px,\(n(-$0.y))px)"
      }
    }
    return (css, motion)
  }

  /// The frames kept as keyframes: no more than `maximumRate` a second, the
  /// last always among them.
  private var keptFrames: [LayoutFrame] {
    let frames = timeline.frames
    let rate = timeline.framesPerSecond
    let stride = max(1, Int((rate / Self.maximumRate).rounded(.up)))
    var kept = Swift.stride(from: 0, to: frames.count, by: stride).map { frames[$0] }
    if let last = frames.last, kept.last != last { kept.append(last) }
    return kept
  }

  /// The layer's state at each kept frame; where its element is absent, or
  /// at another stacking level, it keeps its nearest known geometry,
  /// invisible.
  private func track(
    of layer: DrawingLayer, in frames: [LayoutFrame], byName: [[String: ElementSnapshot]]
  ) -> [(Double, DrawnElement)] {
    let known = byName.map { $0[layer.element.id].map(DrawnElement.init) }
    guard let firstKnown = known.compactMap({ $0 }).first else { return [] }
    var previous = firstKnown
    var states: [(Double, DrawnElement)] = []
    for (frame, state) in zip(frames, known) {
      if var state {
        previous = state
        if state.zIndex != layer.zIndex { state.alpha = 0 }
        states.append((percent(frame.time), state))
      } else {
        var hidden = previous
        hidden.alpha = 0
        states.append((percent(frame.time), hidden))
      }
    }
    return states
  }

  private func percent(_ time: Double) -> Double {
    cycle > 0 ? time / cycle * 100 : 0
  }

  /// The keyframes of a part that changes during the animation; nil when
  /// it looks the same in every frame, so the drawing leaves it still.
  private func changing<State>(
    _ name: String, _ states: [(Double, State)], _ declarations: (State) -> String
  ) -> String? {
    let written = states.map { ($0.0, declarations($0.1)) }
    guard let first = written.first?.1, written.contains(where: { $0.1 != first }) else {
      return nil
    }
    return keyframes(name, written)
  }

  private func keyframes<State>(
    _ name: String, _ states: [(Double, State)], _ declarations: (State) -> String
  ) -> String {
    keyframes(name, states.map { ($0.0, declarations($0.1)) })
  }

  /// `@keyframes name{0%{…}…100%{…}}`, leaving out keyframes that say what
  /// both neighbours say.
  private func keyframes(_ name: String, _ states: [(Double, String)]) -> String {
    guard let last = states.last else { return "" }
    let n: (CGFloat) -> String = PlainNumber.text
    var css = "@keyframes \(name){"
    for (index, (percent, state)) in states.enumerated() {
      let same =
        index > 0 && index < states.count - 1 && states[index - 1].1 == state
        && states[index + 1].1 == state
      if same { continue }
      css += "\(n(percent))%{\(state)}"
    }
    css += "100%{\(last.1)}}\n"
    return css
  }
}
