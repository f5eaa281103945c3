import Foundation

/// What a layout may consult while a batch update is being animated.
struct LayoutUpdateContext {
  let plan: UpdatePlan
  /// Copies of the attributes elements near the visible area had before the update.
  let oldAttributes: [ElementKey: UICollectionViewLayoutAttributes]
}
