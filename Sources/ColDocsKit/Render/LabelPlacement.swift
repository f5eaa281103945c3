import CollectionLayout
import Foundation

/// Where the labels of a still picture sit in their elements: at the
/// centre of the part on screen, unless something drawn in front of the
/// element covers that spot, or the viewport's frame runs through it; then
/// at the first spot that is clear (the middle of an edge of that part,
/// then the same spots in the whole element), if one is.
///
/// A section's background card sits behind its cells and a pinned header
/// over the rows it scrolls past: their labels move to the strip of them
/// that shows. The label's size is an estimate (monospaced digits and
/// letters at the stylesheet's 11 points, wide scripts at one em); the
/// page's script still hides a label that does not fit its element at the
/// size it is drawn at, and puts a numbered badge that a legend explains in
/// its place.
struct LabelPlacement {
  /// The drawn copies, in drawing order.
  let layers: [DrawingLayer]
  /// Each copy's label.
  let texts: [String]
  /// The frame drawn: the elements' last state and the viewport.
  let frame: LayoutFrame

  /// The label's size in points, as the stylesheet draws it.
  static let fontSize: CGFloat = 11
  /// Past this many elements, labels stay at their centres: the check of
  /// every pair would cost more than it is worth.
  static let limit = 400

  /// The offset of each label from its element's centre, by drawn copy;
  /// only labels that move are listed.
  var offsets: [Int: CGPoint] {
    guard layers.count <= Self.limit else { return [:] }
    let byName = Dictionary(frame.elements.map { ($0.id, $0) }) { first, _ in first }
    let shown = layers.map { layer -> CGRect? in
      guard let element = byName[layer.element.id], element.zIndex == layer.zIndex,
        !element.isHidden, element.alpha > 0, element.transform3D == nil
      else { return nil }
      return element.frame
    }
    var found: [Int: CGPoint] = [:]
    for (index, box) in shown.enumerated() {
      guard let box else { continue }
      let label = Self.size(of: texts[index])
      let above = shown[(index + 1)...].compactMap { $0 }.filter { $0.intersects(box) }
      guard let spot = clearSpot(in: box, label: label, above: above) else { continue }
      let offset = CGPoint(x: spot.x - box.midX, y: spot.y - box.midY)
      if offset != .zero { found[index] = offset }
    }
    return found
  }

  /// The first spot of `box` where a label of `label`'s size stays inside
  /// it, clear of `above` and of the viewport's edges.
  private func clearSpot(in box: CGRect, label: CGSize, above: [CGRect]) -> CGPoint? {
    let viewport = frame.bounds
    // The part on screen first, where only part of the element is.
    var regions = [box]
    let visible = box.intersection(viewport)
    if !visible.isNull, visible != box { regions.insert(visible, at: 0) }
    for region in regions {
      for spot in Self.spots(in: region, label: label) {
        let area = CGRect(
          x: spot.x - label.width / 2, y: spot.y - label.height / 2, width: label.width,
          height: label.height)
        guard box.insetBy(dx: -0.5, dy: -0.5).contains(area) else { continue }
        let crossesFrame =
          area.insetBy(dx: -1, dy: -1).intersects(viewport)
          && !viewport.insetBy(dx: 1, dy: 1).contains(area)
        let covered = above.contains { $0.insetBy(dx: 0.5, dy: 0.5).intersects(area) }
        if !crossesFrame && !covered { return spot }
      }
    }
    return nil
  }

  /// The centre of a region, then the middles of its top, bottom, left and
  /// right edges, a label's size in.
  private static func spots(in region: CGRect, label: CGSize) -> [CGPoint] {
    let pad: CGFloat = 2
    let top = region.minY + pad + label.height / 2
    let bottom = region.maxY - pad - label.height / 2
    let left = region.minX + pad + label.width / 2
    let right = region.maxX - pad - label.width / 2
    let edges = [
      CGPoint(x: region.midX, y: top), CGPoint(x: region.midX, y: bottom),
      CGPoint(x: left, y: region.midY), CGPoint(x: right, y: region.midY),
    ]
    return [CGPoint(x: region.midX, y: region.midY)] + edges
  }

  /// A label's size in points, with a point of room around it.
  static func size(of text: String) -> CGSize {
    let ems = text.unicodeScalars.reduce(CGFloat(0)) { sum, scalar in
      sum + (isWide(scalar) ? 1 : 0.6)
    }
    return CGSize(width: ems * fontSize + 2, height: fontSize + 2)
  }

  /// Chinese, Japanese and Korean characters, and full-width forms, which
  /// take a whole em.
  private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
      0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
      return true
    default:
      return false
    }
  }
}
