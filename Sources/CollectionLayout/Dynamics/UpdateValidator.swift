import Foundation

/// Checks each change of a batch update against the counts before and after,
/// stopping with UIKit's message at the first one that cannot be applied.
struct UpdateValidator {
  let old: [Int]
  let new: [Int]

  func check(_ u: BatchUpdates) {
    checkSections(u)
    for path in u.deletedItems { checkBefore(path, verb: "delete", preposition: "from") }
    for path in u.reloadedItems { checkBefore(path, verb: "reload", preposition: "from") }
    for path in u.insertedItems { checkAfter(path) }
    for move in u.movedItems {
      checkBefore(move.from, verb: "move", preposition: "from")
      checkAfter(move.to, verb: "move")
    }
    checkDuplicates(u)
  }

  private func checkSections(_ u: BatchUpdates) {
    for section in u.deletedSections.union(u.reloadedSections) where section >= old.count {
      raiseUIKitException(
        reason:
          "attempt to delete section \(section), but there are only \(old.count) sections "
          + "before the update")
    }
    for section in u.insertedSections where section >= new.count {
      raiseUIKitException(
        reason:
          "attempt to insert section \(section) but there are only \(new.count) sections after "
          + "the update")
    }
    for move in u.movedSections {
      guard move.from != move.to else {
        raiseUIKitException(
          reason:
            "attempt to move section \(move.from) to itself; a section move needs two sections")
      }
      guard move.from >= 0, move.from < old.count, move.to >= 0, move.to < new.count else {
        raiseUIKitException(
          reason:
            "attempt to move section \(move.from) to section \(move.to), but there are only "
            + "\(old.count) sections before the update and \(new.count) after")
      }
    }
  }

  private func checkBefore(_ path: IndexPath, verb: String, preposition: String) {
    guard path.count == 2, path.section >= 0, path.section < old.count else {
      raiseUIKitException(
        reason:
          "attempt to \(verb) item \(path.last ?? 0) \(preposition) section \(path.first ?? 0), but "
          + "there are only \(old.count) sections before the update")
    }
    guard path.item >= 0, path.item < old[path.section] else {
      raiseUIKitException(
        reason:
          "attempt to \(verb) item \(path.item) \(preposition) section \(path.section) which only "
          + "contains \(old[path.section]) items before the update")
    }
  }

  private func checkAfter(_ path: IndexPath, verb: String = "insert") {
    guard path.count == 2, path.section >= 0, path.section < new.count else {
      raiseUIKitException(
        reason:
          "attempt to \(verb) item \(path.last ?? 0) into section \(path.first ?? 0), but there are "
          + "only \(new.count) sections after the update")
    }
    guard path.item >= 0, path.item < new[path.section] else {
      raiseUIKitException(
        reason:
          "attempt to \(verb) item \(path.item) into section \(path.section), but there are only "
          + "\(new[path.section]) items in section \(path.section) after the update")
    }
  }

  private func checkDuplicates(_ u: BatchUpdates) {
    var before = Set<IndexPath>()
    for path in u.deletedItems + u.reloadedItems + u.movedItems.map(\.from) {
      guard before.insert(path).inserted else {
        raiseUIKitException(
          reason:
            "attempt to delete, reload or move the item at \(path.uikitDescription) more than "
            + "once in the same update")
      }
    }
    var after = Set<IndexPath>()
    for path in u.insertedItems + u.movedItems.map(\.to) {
      guard after.insert(path).inserted else {
        raiseUIKitException(
          reason:
            "attempt to insert or move more than one item to \(path.uikitDescription) in the "
            + "same update")
      }
    }
    let leaving = u.deletedSections.map { $0 } + u.movedSections.map(\.from)
    guard Set(leaving).count == leaving.count else {
      raiseUIKitException(reason: "attempt to delete and move the same section in one update")
    }
    let arriving = u.insertedSections.map { $0 } + u.movedSections.map(\.to)
    guard Set(arriving).count == arriving.count else {
      raiseUIKitException(
        reason: "attempt to insert or move more than one section to the same index in one update")
    }
    let reloaded = Set(u.reloadedSections)
    if let section = leaving.first(where: reloaded.contains) {
      raiseUIKitException(
        reason: "attempt to reload section \(section) and also delete or move it in one update")
    }
  }
}
