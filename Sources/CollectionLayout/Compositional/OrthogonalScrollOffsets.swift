import Foundation

/// How far each orthogonal section has scrolled along its own axis, from 0
/// (the section as laid out) to its row's length less the container's.
///
/// UIKit hosts each orthogonal section in a scroll view of its own; these
/// are the engine's stand-ins for those scroll views' content offsets, kept
/// apart from the solved geometry so that a re-solve (a rotation, a data
/// change) keeps where each section was, within its new limits. [?] Whether
/// UIKit keeps a section's offset across `reloadData()` is not recorded in
/// the reference; the engine keeps it.
struct OrthogonalScrollOffsets {
  private var bySection: [Int: CGFloat] = [:]

  subscript(section: Int) -> CGFloat { bySection[section] ?? 0 }

  /// The sections scrolled away from 0.
  var scrolledSections: [Int] { bySection.keys.sorted() }

  /// Moves a section to `offset`, kept within 0...`limit`; tells whether it
  /// moved.
  mutating func set(_ offset: CGFloat, forSection section: Int, limit: CGFloat) -> Bool {
    let clamped = Self.clamped(offset, limit: limit)
    guard clamped != self[section] else { return false }
    bySection[section] = clamped == 0 ? nil : clamped
    return true
  }

  /// Keeps every offset within its section's limit in a new solution, and
  /// forgets those of sections that no longer scroll on their own.
  mutating func clamp(to geometry: CompositionalGeometry) {
    for (section, offset) in bySection {
      let limit =
        geometry.sections.indices.contains(section) && geometry.sections[section].stepsAcross
        ? geometry.sections[section].orthogonalOffsetLimit : 0
      let clamped = Self.clamped(offset, limit: limit)
      bySection[section] = clamped == 0 ? nil : clamped
    }
  }

  /// Adding zero turns a clamp to −0.0 into 0.0.
  private static func clamped(_ offset: CGFloat, limit: CGFloat) -> CGFloat {
    min(max(offset, 0), max(0, limit)) + 0
  }
}
