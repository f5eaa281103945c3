import Foundation

/// A 128-bit fingerprint of text and files, stable across runs and machines:
/// two FNV-1a hashes with different offsets. It keys the results cache, where
/// an accidental collision would need 2⁶⁴ distinct inputs to become likely.
struct ContentHash {
  private var low: UInt64 = 0xcbf2_9ce4_8422_2325
  private var high: UInt64 = 0x6c62_272e_07bb_0142
  private static let prime: UInt64 = 0x0000_0100_0000_01b3

  mutating func add(_ bytes: some Sequence<UInt8>) {
    mix(bytes)
    endPart()
  }

  /// Bytes of a part that goes on: a part added in pieces hashes as the
  /// same part added whole.
  fileprivate mutating func mix(_ bytes: some Sequence<UInt8>) {
    for byte in bytes {
      low = (low ^ UInt64(byte)) &* Self.prime
      high = (high ^ UInt64(byte ^ 0x5a)) &* Self.prime
    }
  }

  fileprivate mutating func endPart() {
    // A separator, so that "ab" + "c" and "a" + "bc" differ.
    low = (low ^ 0xff) &* Self.prime
    high = (high ^ 0xa5) &* Self.prime
  }

  mutating func add(_ text: String) {
    add(text.utf8)
  }

  /// Every regular file under `folder`, by sorted relative path and contents.
  mutating func addFiles(under folder: URL) {
    for file in FileTree.files(under: folder) {
      add(file.relative)
      add((try? Data(contentsOf: file.url)) ?? Data())
    }
  }

  var hex: String {
    String(format: "%016llx%016llx", high, low)
  }
}

extension ContentHash {
  /// A file's bytes, read a block at a time, so a large file costs no more
  /// memory than a small one.
  mutating func add(contentsOf url: URL) throws {
    let handle = try FileHandle(forReadingFrom: url)
    defer { try? handle.close() }
    while let block = try handle.read(upToCount: 1 << 20), !block.isEmpty {
      mix(block)
    }
    endPart()
  }
}
