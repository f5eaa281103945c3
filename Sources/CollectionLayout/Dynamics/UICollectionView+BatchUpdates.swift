import Foundation

extension UICollectionView {
  /// Applies the insertions, deletions, reloads and moves announced in
  /// `updates` as one animated change, after checking them against the data
  /// source's counts before and after (UIKit's consistency rules and messages).
  /// The model changes before this returns; `completion` runs when the
  /// animation ends (see `whenAnimationEnds`).
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    if pendingUpdates != nil {
      // Nested: its changes join the running batch, its completion waits for it.
      updates?()
      if let completion { pendingCompletions.append(completion) }
      return
    }
    prepareLayoutIfNeeded()
    let oldCounts = counts
    let before = attributesNearVisibleArea()
    pendingUpdates = BatchUpdates()
    updates?()
    let batch = pendingUpdates ?? BatchUpdates()
    pendingUpdates = nil
    itemCounts = nil
    let plan = UpdatePlan(oldCounts: oldCounts, newCounts: counts, updates: batch)
    moveSelection(through: plan)
    let animation = apply(plan, items: batch.updateItems, before: before, kind: .batchUpdate)
    let nested = pendingCompletions
    pendingCompletions = []
    for finished in nested { whenAnimationEnds(animation, finished) }
    whenAnimationEnds(animation, completion)
  }

  public func insertItems(at indexPaths: [IndexPath]) {
    announce { $0.insertedItems += indexPaths }
  }

  public func deleteItems(at indexPaths: [IndexPath]) {
    announce { $0.deletedItems += indexPaths }
  }

  public func reloadItems(at indexPaths: [IndexPath]) {
    announce { $0.reloadedItems += indexPaths }
  }

  public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    announce { $0.movedItems.append((indexPath, newIndexPath)) }
  }

  public func insertSections(_ sections: IndexSet) {
    announce { $0.insertedSections.formUnion(sections) }
  }

  public func deleteSections(_ sections: IndexSet) {
    announce { $0.deletedSections.formUnion(sections) }
  }

  public func reloadSections(_ sections: IndexSet) {
    announce { $0.reloadedSections.formUnion(sections) }
  }

  public func moveSection(_ section: Int, toSection newSection: Int) {
    announce { $0.movedSections.append((section, newSection)) }
  }

  /// Adds a change to the running batch, or runs it as a batch of its own.
  private func announce(_ change: (inout BatchUpdates) -> Void) {
    if pendingUpdates != nil {
      change(&pendingUpdates!)
    } else {
      withoutActuallyEscaping(change) { change in
        performBatchUpdates({ change(&self.pendingUpdates!) })
      }
    }
  }

  // MARK: Applying an update

  /// Copies of the attributes of elements in and around the visible area (one
  /// screen each way), or of the recorded region: the "before" of an update.
  func attributesNearVisibleArea() -> [ElementKey: UICollectionViewLayoutAttributes] {
    var rect = visibleRect.insetBy(dx: -bounds.width, dy: -bounds.height)
    if let recorder = timelineRecorder { rect = rect.union(recordedRect(recorder.region)) }
    let elements = substitutingMovingItem(cachedAttributes(in: rect))
    return Dictionary(elements.map { (ElementKey($0), $0.copyAttributes()) }) { first, _ in first }
  }

  /// Installs the counts after `plan`, lets the layout recompute and prepare
  /// for the update, starts the animation (while recording), and moves the
  /// views. Returns the animation's identifier on the recording's clock.
  @discardableResult
  func apply(
    _ plan: UpdatePlan, items: [UICollectionViewUpdateItem],
    before: [ElementKey: UICollectionViewLayoutAttributes], kind: LayoutTimeline.Kind,
    movingItem: IndexPath? = nil, inFlightBefore: [String: UICollectionViewLayoutAttributes]? = nil
  ) -> Int? {
    // Cells made ahead belong to index paths the update may reassign.
    discardPrefetched()
    let layout = storedLayout
    let recorder = AnimationContext.animationsEnabled ? activeRecorder : nil
    let recordedBefore = recordedElements(before)
    if let recorder {
      // Looks are taken now, while every view still sits at its old index path.
      for (key, attributes) in recordedBefore.sorted(by: { $0.key < $1.key }) {
        recorder.captureAppearance(of: recorder.identities.name(for: key), attributes)
      }
    }
    let inFlight = inFlightBefore ?? recorder.map(elementsInFlight) ?? [:]
    let shownOffset = recorder?.presentation.contentOffset(
      at: recorder?.clock.now ?? 0, model: contentOffset)
    itemCounts = plan.newCounts
    isApplyingOwnUpdate = true
    let context = layout.makeInvalidationContext()
    context.invalidateEverything = true
    layout.invalidateLayout(with: context)
    prepareLayoutIfNeeded()
    isApplyingOwnUpdate = false
    layout.updateContext = LayoutUpdateContext(plan: plan, oldAttributes: before)
    layout.prepare(forCollectionViewUpdates: items)
    moveContentOffset(to: restingOffset(proposed: contentOffset))
    moveVisibleViews(plan)
    var animation: Int?
    if let recorder {
      let tracks = updateTracks(
        plan, before: recordedBefore, recorder: recorder, movingItem: movingItem,
        shownOffset: shownOffset)
      animation = animateTracks(
        tracks, kind: kind, recorder: recorder, inFlight: inFlight, shownOffset: shownOffset)
    } else {
      timelineRecorder?.identities.remap { plan.newKey(forOld: $0) }
    }
    layout.finalizeCollectionViewUpdates()
    layout.updateContext = nil
    return animation
  }

  /// The "before" elements a recording shows: those in the recorded region.
  private func recordedElements(_ before: [ElementKey: UICollectionViewLayoutAttributes])
    -> [ElementKey: UICollectionViewLayoutAttributes]
  {
    guard let recorder = activeRecorder else { return [:] }
    let rect = recordedRect(recorder.region)
    return before.filter { $0.value.frame.touches(rect) }
  }

  /// Gives surviving views their new index paths and retires the others.
  private func moveVisibleViews(_ plan: UpdatePlan) {
    var cells: [IndexPath: UICollectionViewCell] = [:]
    for (path, cell) in visibleCellsByIndexPath.sorted(by: { $0.key < $1.key }) {
      if !plan.isReloaded(old: path), let moved = plan.newIndexPath(forOld: path) {
        cells[moved] = cell
      } else {
        delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
        enqueueForReuse(cell)
      }
    }
    var others: [ElementKey: UICollectionReusableView] = [:]
    // Sorted, as the cells are: the order views go back to the queue in
    // decides which one the next dequeue returns.
    for (key, view) in visibleSupplementaryViews.sorted(by: { $0.key < $1.key }) {
      if let moved = plan.newKey(forOld: key) {
        others[moved] = view
      } else {
        enqueueForReuse(view)
      }
    }
    visibleCellsByIndexPath = cells
    visibleSupplementaryViews = others
    setNeedsLayout()
    layoutIfNeeded()
  }
}
