import Foundation

/// The exceptions of diffable data sources and their snapshots, worded as
/// UIKit's are (so that a reader recognises them) and saying what to change.
enum DiffableFailure {
  /// Stops when one call names an identifier twice.
  static func requireUnique<Identifier: Hashable>(_ identifiers: [Identifier], kind: String) {
    var seen = Set<Identifier>()
    var repeated: [Identifier] = []
    for identifier in identifiers where !seen.insert(identifier).inserted {
      repeated.append(identifier)
    }
    if !repeated.isEmpty { duplicates(repeated, kind: kind) }
  }

  static func duplicates<Identifier>(_ identifiers: [Identifier], kind: String) -> Never {
    raiseUIKitException(
      reason:
        "Fatal: supplied \(kind) identifiers are not unique. Duplicate identifiers: "
        + "\(list(identifiers)). Each \(kind) identifier may appear only once in a snapshot; "
        + "identify \(kind)s by a stable, unique ID.")
  }

  static func noSections() -> Never {
    raiseUIKitException(
      reason:
        "There are currently no sections in the data source. Please add a section first "
        + "(appendSections) before appending items.")
  }

  static func missingSection<Identifier>(_ identifier: Identifier) -> Never {
    raiseUIKitException(
      reason:
        "Section identifier was not found: \(identifier) is not in the snapshot. Check with "
        + "indexOfSection(_:) before naming a section, or add it with appendSections.")
  }

  /// `action` completes "Attempted to … item identifier".
  static func missingItem<Identifier>(_ identifier: Identifier, action: String) -> Never {
    raiseUIKitException(
      reason:
        "Attempted to \(action) item identifier that does not exist in the snapshot: "
        + "\(identifier). Check with indexOfItem(_:) first.")
  }

  static func relativeToItself<Identifier>(_ identifier: Identifier) -> Never {
    raiseUIKitException(
      reason:
        "Invalid update: \(identifier) is both the identifier to place and the one to place "
        + "it next to; name a different identifier as the destination.")
  }

  static func list<Identifier>(_ identifiers: [Identifier]) -> String {
    "{(" + identifiers.map { String(describing: $0) }.joined(separator: ", ") + ")}"
  }
}
