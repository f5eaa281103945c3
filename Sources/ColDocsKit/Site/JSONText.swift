import Foundation

/// JSON string literals that are also safe inside an HTML `<script>`.
enum JSONText {
  static func string(_ text: String) -> String {
    var out: [UInt8] = [UInt8(ascii: "\"")]
    out.reserveCapacity(text.utf8.count + 2)
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""): out += [92, 34]
      case UInt8(ascii: "\\"): out += [92, 92]
      case UInt8(ascii: "<"): out += Array("\\u003c".utf8)
      case 0x0A: out += [92, UInt8(ascii: "n")]
      case 0x0D: out += [92, UInt8(ascii: "r")]
      case 0x09: out += [92, UInt8(ascii: "t")]
      case 0..<0x20: out += Array(String(format: "\\u%04x", byte).utf8)
      default: out.append(byte)
      }
    }
    out.append(UInt8(ascii: "\""))
    return String(decoding: out, as: UTF8.self)
  }
}
