/// A BCP 47 language tag as pages declare it in `<html lang>`: letters and
/// digits in parts of one to eight, joined by hyphens (`en`, `pt-BR`,
/// `zh-Hans`). Anything else is refused, so the attribute needs no escaping.
struct LanguageTag {
  let value: String

  init?(_ text: String) {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard let first = parts.first, (2...8).contains(first.count),
      first.allSatisfy({ $0.isASCII && $0.isLetter }),
      parts.dropFirst().allSatisfy({
        (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
      })
    else { return nil }
    value = text
  }
}
