import Testing

@testable import ColDocsKit

@Suite struct HoistedImportsTests {
  @Test(arguments: [
    "import UIKit", "  import QuartzCore", "@testable import TagLayouts",
    "import Foundation.NSData",
    "import struct CoreGraphics.CGRect", "import UIKit ",
  ])
  func importLinesAreRecognised(line: String) {
    #expect(HoistedImports.isImport(line))
  }

  @Test(arguments: [
    "let important = 1", "imports.append(x)", "import", "import 1abc", "// import UIKit",
    "import UIKit; let x = 1", "import a b",
  ])
  func otherLinesAreNot(line: String) {
    #expect(!HoistedImports.isImport(line))
  }

  @Test func theBodyKeepsItsLineNumbers() {
    let hoisted = HoistedImports("import UIKit\nlet a = 1\n  import TagLayouts\nreturn a")
    #expect(hoisted.imports.map(\.offset) == [0, 2])
    #expect(hoisted.imports.map(\.text) == ["import UIKit", "import TagLayouts"])
    #expect(hoisted.body == "\nlet a = 1\n\nreturn a")
  }
}
