import ColDocsRuntime
import CollectionLayout
import Foundation

/// An example's result in the reviewable text form recorded under
/// `content/snapshots/`: one line per element, numbers rounded to 1/1000 of
/// a point. Animations keep their first and last frames and up to eight
/// evenly spaced between.
struct Snapshot: Equatable {
  let text: String

  init(text: String) {
    self.text = text
  }

  init(example: ExampleSpec, result: ExampleResult) {
    var lines = ["snapshot \(example.qualifiedID)"]
    for (number, panel) in result.panels.enumerated() {
      lines.append("panel \(number + 1)" + (panel.title.map { " \"\($0)\"" } ?? ""))
      let frames = panel.timeline.frames
      for index in Self.keptFrames(count: frames.count) {
        let frame = frames[index]
        lines.append("frame \(index) of \(frames.count) at \(PlainNumber.text(frame.time)) s")
        lines.append(
          "  view: offset \(PlainNumber.text(frame.contentOffset.x)), \(PlainNumber.text(frame.contentOffset.y)); "
            + "size \(PlainNumber.text(frame.bounds.width)) × \(PlainNumber.text(frame.bounds.height)); "
            + "content \(PlainNumber.text(frame.contentSize.width)) × \(PlainNumber.text(frame.contentSize.height))"
            + (frame.safeAreaInsets.map(Self.describe) ?? "")
        )
        for element in frame.elements { lines.append("  \(element.id): \(Self.describe(element))") }
      }
    }
    text = lines.joined(separator: "\n") + "\n"
  }

  /// "; safe area 103, 0, 34, 0": top, left, bottom, right.
  static func describe(_ insets: UIEdgeInsets) -> String {
    let sides = [insets.top, insets.left, insets.bottom, insets.right]
    return "; safe area " + sides.map { PlainNumber.text($0) }.joined(separator: ", ")
  }

  /// The indexes of the frames a snapshot keeps.
  static func keptFrames(count: Int) -> [Int] {
    guard count > 10 else { return Array(0..<count) }
    return Array(Set((0..<10).map { Int((Double($0) * Double(count - 1) / 9).rounded()) })).sorted()
  }

  /// "x 0, y 60, w 50, h 50", then alpha, zIndex, hidden and transform when
  /// they differ from the defaults.
  static func describe(_ element: ElementSnapshot) -> String {
    let f = element.frame
    var parts = [
      "x \(PlainNumber.text(f.minX))", "y \(PlainNumber.text(f.minY))",
      "w \(PlainNumber.text(f.width))", "h \(PlainNumber.text(f.height))",
    ]
    if element.alpha != 1 { parts.append("alpha \(PlainNumber.text(element.alpha))") }
    if element.zIndex != 0 { parts.append("z \(element.zIndex)") }
    if element.isHidden { parts.append("hidden") }
    if let t = element.transform3D {
      let values = [t.m11, t.m12, t.m21, t.m22, t.m41, t.m42] + (t.m34 != 0 ? [t.m34] : [])
      parts.append("transform " + values.map { PlainNumber.text($0) }.joined(separator: " "))
    }
    if let content = element.content {
      let placement = content.transform.map { PlainNumber.text($0) }.joined(separator: " ")
      parts.append(
        "content \(PlainNumber.text(content.size.width)) × \(PlainNumber.text(content.size.height)) at \(placement)"
      )
    }
    return parts.joined(separator: ", ")
  }

  // MARK: Comparing

  /// The differences from `recorded` to `self`, one readable line each:
  /// which element moved, from where to where, in which frame.
  func differences(from recorded: Snapshot) -> [String] {
    let old = Self.sections(recorded.text)
    let new = Self.sections(text)
    var found: [String] = []
    for section in Set(old.keys).union(new.keys).sorted(by: Self.sectionOrder) {
      let before = old[section] ?? [:]
      let after = new[section] ?? [:]
      if old[section] == nil {
        found.append("\(section): new in this run")
        continue
      }
      if new[section] == nil {
        found.append("\(section): no longer produced")
        continue
      }
      for name in Set(before.keys).union(after.keys).sorted() where before[name] != after[name] {
        switch (before[name], after[name]) {
        case (let was?, let now?): found.append("\(section): \(name) changed from \(was) to \(now)")
        case (nil, let now?): found.append("\(section): \(name) appeared at \(now)")
        case (let was?, nil): found.append("\(section): \(name) is gone (was \(was))")
        default: break
        }
      }
    }
    return found
  }

  /// "panel 1, frame 0 of 19 at 0 s" → element name → description.
  private static func sections(_ text: String) -> [String: [String: String]] {
    var sections: [String: [String: String]] = [:]
    var panel = ""
    var current = ""
    for line in text.split(separator: "\n").map(String.init) {
      if line.hasPrefix("panel ") {
        panel = line
      } else if line.hasPrefix("frame ") {
        current = "\(panel), \(line)"
        sections[current] = [:]
      } else if line.hasPrefix("  "), let colon = line.range(of: ": ") {
        let name = String(line[line.index(line.startIndex, offsetBy: 2)..<colon.lowerBound])
        sections[current, default: [:]][name] = String(line[colon.upperBound...])
      }
    }
    return sections
  }

  private static func sectionOrder(_ a: String, _ b: String) -> Bool {
    a.compare(b, options: .numeric) == .orderedAscending
  }
}
