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

  /// Values an example computed reach these functions: none may trap.
  @Test func hugeAndNonFiniteValuesAreWrittenWithoutTrapping() {
    #expect(PlainNumber.text(CGFloat(9.3e18)) == "9300000000000000000")
    #expect(PlainNumber.text(-0x1p63) == "-9223372036854775808")
    #expect(PlainNumber.text(Double.nan) == "NaN")
    #expect(PlainNumber.text(-Double.infinity) == "-inf")
    #expect(PlainNumber.clampedInt(1e300) == 1 << 62)
    #expect(PlainNumber.clampedInt(-.infinity) == -(1 << 62))
    #expect(PlainNumber.clampedInt(.nan) == 0)
    #expect(PlainNumber.clampedInt(41.9) == 41)
  }
}
