import Foundation
import Testing

@testable import ColDocsKit

/// The table of releases read from a library's `@available` attributes.
@Suite struct IOSAvailabilityTests {
  @Test func versionsAreReadInBothSpellingsAndOnlyForIOS() {
    let table = IOSAvailability(sources: [
      """
      @available(iOS 14.0, *)
      public struct ListConfiguration {}
      @available(iOS, introduced: 15.0, deprecated: 17.0)
      public func legacy() {}
      @available(macOS 14.0, *)
      public func desktopOnly() {}
      @available(*, unavailable)
      public func never() {}
      """
    ])
    #expect(
      table.introduced == [
        "ListConfiguration": IOSVersion(major: 14), "legacy": IOSVersion(major: 15),
      ])
  }

  /// Members take their type's release unless they name a later one; an
  /// extension's attribute covers its members the same way.
  @Test func membersInheritTheirTypesRelease() {
    let table = IOSAvailability(sources: [
      """
      @available(iOS 14.0, *)
      open class Cell {
        open var configuration: Int = 0
        @available(iOS 15.0, *)
        open var updateHandler: Int = 0
        public enum Style { case inset, sidebar }
      }
      @available(iOS 16.0, *)
      extension Cell {
        public func reconfigure() {}
      }
      """,
      """
      extension Cell {
        public var accessories: [Int] { [] }
      }
      enum Role { case listHeader }
      """,
    ])
    #expect(table.introduced["configuration"] == IOSVersion(major: 14))
    #expect(table.introduced["updateHandler"] == IOSVersion(major: 15))
    #expect(table.introduced["sidebar"] == IOSVersion(major: 14))
    #expect(table.introduced["reconfigure"] == IOSVersion(major: 16))
    // An extension in another file starts at its type's release; the cases
    // of an enum that is not public are not the library's names.
    #expect(table.introduced["accessories"] == IOSVersion(major: 14))
    #expect(table.introduced["listHeader"] == nil)
  }

  /// A name shared by an older declaration needs only the older release,
  /// and names at or before the floor, or not public, are not listed.
  @Test func theOldestDeclarationOfANameDecides() {
    let table = IOSAvailability(sources: [
      """
      @available(iOS 14.0, *)
      public struct Content { public static func header() -> Content { Content() } }
      public enum Kind { case header }
      """,
      """
      @available(iOS 13.0, *)
      public final class Snapshot {}
      @available(iOS 17.0, *)
      func internalHelper() {}
      public protocol Handler {
        @available(iOS 15.0, *)
        func handle()
      }
      """,
    ])
    #expect(table.introduced["header"] == nil)
    #expect(table.introduced["Snapshot"] == nil)
    #expect(table.introduced["internalHelper"] == nil)
    #expect(table.introduced["handle"] == IOSVersion(major: 15))
  }

  /// The engine mirrors UIKit's releases: spot checks against Apple's
  /// headers (UICollectionLayoutList.h: iOS 14; `headerTopPadding`: 15;
  /// UIView's `traitOverrides`: 17).
  @Test func theEngineCarriesUIKitsReleases() throws {
    let table = IOSAvailability.readingEngineSources()
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../../Sources/ColDocsKit/Availability/EngineAvailability.swift")
      .standardizedFileURL
    if ProcessInfo.processInfo.environment["COLDOCS_RECORD_AVAILABILITY"] == "1" {
      try table.generatedSource.write(to: file, atomically: true, encoding: .utf8)
    }
    #expect(
      try String(contentsOf: file, encoding: .utf8) == table.generatedSource,
      """
      EngineAvailability.swift is not what the engine's attributes say: run
      COLDOCS_RECORD_AVAILABILITY=1 swift test --filter IOSAvailabilityTests
      """)
    #expect(IOSAvailability.engine.introduced == table.introduced)
    #expect(table.introduced["UICollectionLayoutListConfiguration"] == IOSVersion(major: 14))
    #expect(table.introduced["headerTopPadding"] == IOSVersion(major: 15))
    #expect(table.introduced["traitOverrides"] == IOSVersion(major: 17))
    #expect(table.introduced["UICollectionViewFlowLayout"] == nil)
  }

  /// The scan that spares a parse finds the table's names as words only.
  @Test func aBlockMayNameTheTablesWordsOnlyAsWords() {
    let table = IOSAvailability(introduced: [
      "headerTopPadding": IOSVersion(major: 15), "traitOverrides": IOSVersion(major: 17),
    ])
    #expect(table.mayName("list.headerTopPadding = 0"))
    #expect(table.mayName("view.`traitOverrides`"))
    #expect(table.mayName("headerTopPadding"))
    #expect(!table.mayName("let myheaderTopPadding2 = headerTopPadding2"))
    #expect(!table.mayName("let layout = UICollectionViewFlowLayout() // 集合"))
    #expect(!IOSAvailability(introduced: [:]).mayName("headerTopPadding"))
  }

  @Test func versionsParseAndPrintAsApplesPagesWriteThem() {
    #expect(IOSVersion("14.5") == IOSVersion(major: 14, minor: 5))
    #expect(IOSVersion("15") == IOSVersion(major: 15))
    #expect(IOSVersion("15.0.1") == IOSVersion(major: 15))
    #expect(IOSVersion("fifteen") == nil)
    #expect(IOSVersion("15.") == nil)
    #expect(IOSVersion(major: 15).description == "15")
    #expect(IOSVersion(major: 14, minor: 5).description == "14.5")
    #expect(IOSVersion(major: 14, minor: 5) < IOSVersion(major: 15))
  }
}
