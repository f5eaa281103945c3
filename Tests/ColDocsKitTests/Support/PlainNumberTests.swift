import Foundation
import Testing

@testable import ColDocsKit

@Suite struct PlainNumberTests {
  @Test(arguments: [
    (1_255_124.0, "1,255,124"), (62_500.5, "62,500.5"), (10_000.0, "10,000"), (9999.0, "9999"),
    (1500.0, "1500"), (-12_345.25, "-12,345.25"), (0.0, "0"), (164_990.0, "164,990"),
  ])
  func largeNumbersAreGroupedInThrees(value: Double, text: String) {
    #expect(PlainNumber.grouped(CGFloat(value)) == text)
  }
}
