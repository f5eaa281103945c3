import Foundation
import Testing

@testable import ColDocsKit

/// The app's zip: stored files a reader's unzip reads back, with bytes that
/// depend only on the files.
@Suite struct ZipArchiveTests {
  /// The files of `zip` read back through its central directory, as an
  /// unzip program finds them: path → contents, with each CRC checked.
  static func entries(of zip: Data) throws -> [String: Data] {
    let bytes = [UInt8](zip)
    func number(_ at: Int, _ size: Int) -> Int {
      (0..<size).reduce(0) { $0 | Int(bytes[at + $1]) << (8 * $1) }
    }
    let end = bytes.count - 22
    try #require(number(end, 4) == 0x0605_4b50, "the end record closes the file")
    let count = number(end + 10, 2)
    var at = number(end + 16, 4)
    var files: [String: Data] = [:]
    for _ in 0..<count {
      try #require(number(at, 4) == 0x0201_4b50)
      let crc = UInt32(number(at + 16, 4))
      let size = number(at + 20, 4)
      let nameLength = number(at + 28, 2)
      let local = number(at + 42, 4)
      let name = String(decoding: bytes[(at + 46)..<(at + 46 + nameLength)], as: UTF8.self)
      try #require(number(local, 4) == 0x0403_4b50)
      let start = local + 30 + number(local + 26, 2) + number(local + 28, 2)
      let contents = Data(bytes[start..<(start + size)])
      #expect(CRC32.checksum(contents) == crc, "\(name)")
      files[name] = contents
      at += 46 + nameLength + number(at + 30, 2) + number(at + 32, 2)
    }
    return files
  }

  @Test func theChecksumIsTheStandardOne() {
    // The check value every CRC-32 implementation publishes.
    #expect(CRC32.checksum(Data("123456789".utf8)) == 0xCBF4_3926)
  }

  @Test func filesComeBackWithTheirFoldersAndTheSameBytesEachTime() throws {
    func archive(_ order: [String]) -> Data {
      var zip = ZipArchive()
      for path in order { zip.add(path, "contents of \(path)") }
      return zip.data
    }
    let zip = archive(["a.swiftpm/Package.swift", "a.swiftpm/Sources/App.swift"])
    #expect(zip == archive(["a.swiftpm/Sources/App.swift", "a.swiftpm/Package.swift"]))
    let files = try Self.entries(of: zip)
    #expect(
      files.keys.sorted() == [
        "a.swiftpm/", "a.swiftpm/Package.swift", "a.swiftpm/Sources/",
        "a.swiftpm/Sources/App.swift",
      ])
    #expect(files["a.swiftpm/Package.swift"] == Data("contents of a.swiftpm/Package.swift".utf8))
  }
}
