import ColDocsRuntime
import CollectionLayout
import Foundation

/// Text an example's views hold that a phone would not show: a label never
/// given a frame or constraints, or clipped to nothing. The picture leaves
/// it out, as the phone does; the warning says why a reader who pastes the
/// code sees blank cells, and what to change.
struct UnshownTextCheck {
  let example: ExampleSpec
  let result: ExampleResult

  /// At most this many elements are named in one warning.
  static let named = 3

  /// One warning at the example's line for each reason found, naming the
  /// first elements it was found in.
  var warnings: [Diagnostic] {
    var found: [UnshownText.Reason: [String]] = [:]
    for panel in result.panels {
      for (id, look) in panel.timeline.appearances.sorted(by: { $0.key < $1.key }) {
        for reason in Set((look.unshownText ?? []).map(\.reason)) {
          if found[reason, default: []].contains(id) { continue }
          found[reason, default: []].append(id)
        }
      }
    }
    return UnshownText.Reason.allCases.compactMap { reason in
      guard let elements = found[reason] else { return nil }
      return warning(reason, elements: elements)
    }
  }

  private func warning(_ reason: UnshownText.Reason, elements: [String]) -> Diagnostic {
    let names = elements.prefix(Self.named).joined(separator: ", ")
    let more = elements.count > Self.named ? " and \(elements.count - Self.named) more" : ""
    let subject = elements.count == 1 ? "a label of \(names)" : "labels of \(names)\(more)"
    let one = elements.count == 1
    let (said, fix): (String, String)
    switch reason {
    case .zeroSize:
      said = "\(one ? "has" : "have") a zero frame, so a device shows no text"
      fix = "give the label a frame or constraints (see UIView.frame, NSLayoutConstraint)"
    case .clippedAway:
      said =
        "\(one ? "is" : "are") clipped to nothing by a view that clips, so a device shows no text"
      fix = "move the label inside the clipping view's bounds, or turn off clipsToBounds"
    case .noRoom:
      said =
        "\(one ? "is" : "are") too narrow for any of \(one ? "its" : "their") text, so a device shows none"
      fix = "give the label more width, or a smaller font"
    }
    return Diagnostic(
      file: example.file, line: example.line, column: example.column, severity: .warning,
      message: "example '\(example.id)': \(subject) \(said)", fix: fix)
  }
}
