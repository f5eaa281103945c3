import Foundation

/// A zip archive of stored (uncompressed) files whose bytes depend only on
/// the files' paths and contents, so that two builds write the same zip.
///
/// The format is PKWARE's APPNOTE: a local header and the data of each
/// file, then a central directory, then its end record. Every timestamp is
/// the format's earliest (1 January 1980, 00:00), entries are in path
/// order, and no extra fields are written. Files are stored rather than
/// deflated: a chapter's sources are a few tens of kilobytes, and storing
/// needs no compressor whose output could change between versions.
struct ZipArchive {
  private var entries: [String: Data] = [:]

  /// Adds a file at `path` (folders separated by `/`); the folders on its
  /// way get entries of their own, as archivers list them.
  mutating func add(_ path: String, _ data: Data) {
    entries[path] = data
  }

  mutating func add(_ path: String, _ text: String) { add(path, Data(text.utf8)) }

  /// The archive's bytes.
  var data: Data {
    var folders = Set<String>()
    for path in entries.keys {
      var parts = path.split(separator: "/").dropLast()
      while !parts.isEmpty {
        folders.insert(parts.joined(separator: "/") + "/")
        parts = parts.dropLast()
      }
    }
    let files = (Array(folders).map { ($0, Data()) } + entries.map { ($0.key, $0.value) })
      .sorted { $0.0 < $1.0 }
    var output = Data()
    var directory = Data()
    for (path, contents) in files {
      let name = Data(path.utf8)
      let header = Header(
        name: name, crc: CRC32.checksum(contents), size: UInt32(contents.count),
        offset: UInt32(output.count), isFolder: path.hasSuffix("/"))
      output += header.local + name + contents
      directory += header.central + name
    }
    let end = EndRecord(
      count: UInt16(files.count), size: UInt32(directory.count), offset: UInt32(output.count))
    return output + directory + end.bytes
  }

  /// The fields a file's local header and its central directory entry
  /// share.
  private struct Header {
    let name: Data
    let crc: UInt32
    let size: UInt32
    let offset: UInt32
    let isFolder: Bool

    /// 1 January 1980, 00:00, in MS-DOS form: the earliest a zip can say.
    static let dosTime: UInt16 = 0
    static let dosDate: UInt16 = (0 << 9) | (1 << 5) | 1

    /// What the local header and the directory entry both hold, in the
    /// same order: from the version needed to read it to the name's length.
    private var shared: Data {
      var bytes = Data()
      bytes.append(le: UInt16(20))  // version needed: 2.0
      bytes.append(le: UInt16(0x0800))  // names in UTF-8
      bytes.append(le: UInt16(0))  // stored
      bytes.append(le: Self.dosTime)
      bytes.append(le: Self.dosDate)
      bytes.append(le: crc)
      bytes.append(le: size)  // compressed: stored, the same
      bytes.append(le: size)
      bytes.append(le: UInt16(name.count))
      return bytes
    }

    var local: Data {
      var bytes = Data()
      bytes.append(le: UInt32(0x0403_4b50))
      bytes += shared
      bytes.append(le: UInt16(0))  // extra field
      return bytes
    }

    var central: Data {
      var bytes = Data()
      bytes.append(le: UInt32(0x0201_4b50))
      bytes.append(le: UInt16(0x0314))  // made by: Unix, 2.0 (for the permissions below)
      bytes += shared
      bytes.append(le: UInt16(0))  // extra field
      bytes.append(le: UInt16(0))  // comment
      bytes.append(le: UInt16(0))  // disk
      bytes.append(le: UInt16(0))  // internal attributes
      // Unix mode in the high half: rwxr-xr-x folders, rw-r--r-- files;
      // 0x10 is MS-DOS's folder bit.
      let mode: UInt32 = isFolder ? 0o040755 : 0o100644
      bytes.append(le: mode << 16 | (isFolder ? 0x10 : 0))
      bytes.append(le: offset)
      return bytes
    }
  }

  private struct EndRecord {
    let count: UInt16
    let size: UInt32
    let offset: UInt32

    var bytes: Data {
      var bytes = Data()
      bytes.append(le: UInt32(0x0605_4b50))
      bytes.append(le: UInt16(0))
      bytes.append(le: UInt16(0))
      bytes.append(le: count)
      bytes.append(le: count)
      bytes.append(le: size)
      bytes.append(le: offset)
      bytes.append(le: UInt16(0))
      return bytes
    }
  }
}

/// The CRC-32 a zip records for each file (the polynomial of ISO 3309,
/// reflected, 0xEDB88320).
enum CRC32 {
  private static let table: [UInt32] = (0..<256).map { index in
    var value = UInt32(index)
    for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
    return value
  }

  static func checksum(_ data: Data) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in data { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
    return crc ^ 0xFFFF_FFFF
  }
}

extension Data {
  /// Appends `value` little-endian, as every number in a zip is.
  fileprivate mutating func append<Value: FixedWidthInteger>(le value: Value) {
    Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) }
  }
}
