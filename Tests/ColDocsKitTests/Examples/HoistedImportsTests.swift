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

  /// Libraries such as CarLensCollectionViewLayout write
  /// `import UIKit.UICollectionView`; the engine's UIKit has no
  /// submodules, so the import becomes one of the whole module. Other
  /// modules' submodules stay as written.
  @Test func importsOfPartsOfUIKitImportTheWhole() {
    #expect(HoistedImports.appModuleImport("import UIKit.UICollectionView") == "import UIKit")
    #expect(
      HoistedImports.appModuleImport("  import struct CoreGraphics.CGRect")
        == "  import CoreGraphics")
    #expect(
      HoistedImports.appModuleImport("import Foundation.NSData") == "import Foundation.NSData")
    #expect(HoistedImports.appModuleImport("let x = UIKit.y") == "let x = UIKit.y")
    let hoisted = HoistedImports("import UIKit.UICollectionView\nreturn a")
    #expect(hoisted.imports.map(\.text) == ["import UIKit"])
    #expect(
      HoistedImports.mappingAppModules("import UIKit.UIView\nfinal class A {}\n")
        == "import UIKit\nfinal class A {}\n")
  }
}
