import Foundation

/// Reading text files strictly: UTF-8 or a located error.
enum TextFile {
  static func read(_ url: URL, displayPath: String) throws -> String {
    if let problem = unreadable(url) {
      throw Diagnostic(file: displayPath, message: problem.message, fix: problem.fix)
    }
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw Diagnostic(
        file: displayPath, message: "cannot read the file (\(String(cString: strerror(errno))))",
        fix: "check that it is readable")
    }
    return try decode(data, displayPath: displayPath)
  }

  /// Bytes already read, as text: UTF-8 without NUL bytes, line endings made
  /// LF, or a located error.
  static func decode(_ data: Data, displayPath: String) throws -> String {
    guard let text = String(data: data, encoding: .utf8) else {
      let (line, column) = firstInvalidUTF8(data)
      throw Diagnostic(
        file: displayPath, line: line, column: column, message: "the file is not UTF-8 text",
        fix: "save it with UTF-8 encoding")
    }
    // cmark and libyaml read C strings: a NUL byte would cut the text short.
    let nulOffset = data.withUnsafeBytes { buffer -> Int? in
      guard let base = buffer.baseAddress, let found = memchr(base, 0, buffer.count) else {
        return nil
      }
      return base.distance(to: UnsafeRawPointer(found))
    }
    if let offset = nulOffset {
      let nul = data.startIndex + offset
      let before = data[data.startIndex..<nul]
      let line = before.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
      let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? data.startIndex
      throw Diagnostic(
        file: displayPath, line: line, column: nul - lineStart + 1,
        message: "the file holds a NUL byte", fix: "remove it; a text file has none")
    }
    // A byte-order mark (Windows editors write one) is no part of the text:
    // left in, it would hide a page's front matter from its opening `---`.
    let bom = Data([0xEF, 0xBB, 0xBF])
    guard data.starts(with: bom) else { return normalizingLineEndings(text, in: data) }
    let rest = data.dropFirst(3)
    return normalizingLineEndings(String(decoding: rest, as: UTF8.self), in: Data(rest))
  }

  /// Why a path cannot be read as a text file, before trying: reading a
  /// FIFO would wait forever, and Foundation's errors for the rest name no
  /// cause a reader can act on.
  static func unreadable(_ url: URL) -> (message: String, fix: String, isMissing: Bool)? {
    var link = stat()
    guard lstat(url.path, &link) == 0 else {
      return errno == ENAMETOOLONG
        ? ("the file name is too long for this system", "give it a shorter name", false)
        : ("the file does not exist", "create it, or fix the name that refers to it", true)
    }
    var status = stat()
    guard stat(url.path, &status) == 0 else {
      return (
        "the file is a symbolic link that leads to no file (broken, or a loop of links)",
        "point the link at a file, or replace it with the file", false
      )
    }
    switch status.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: return ("this is a folder, not a file", "name a Markdown file", false)
    default:
      return ("this is not a regular file (a FIFO, socket or device)", "name a regular file", false)
    }
    guard access(url.path, R_OK) == 0 else {
      return ("the file cannot be read: permission denied", "make it readable (chmod +r)", false)
    }
    return nil
  }

  /// The text with every CRLF and lone CR turned into LF, as cmark counts
  /// lines. Swift keeps "\r\n" as one `Character`, so a file saved on
  /// Windows would otherwise hide its line breaks from every `split`.
  static func normalizingLineEndings(_ text: String, in data: Data) -> String {
    let hasCR = data.withUnsafeBytes { buffer in
      buffer.baseAddress.map { memchr($0, 0x0D, buffer.count) != nil } ?? false
    }
    guard hasCR else { return text }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(data.count)
    var previousWasCR = false
    for byte in data {
      if byte == 0x0A, previousWasCR {
        previousWasCR = false
        continue
      }
      previousWasCR = byte == 0x0D
      bytes.append(previousWasCR ? 0x0A : byte)
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The line and column of the first byte that is not valid UTF-8.
  static func firstInvalidUTF8(_ data: Data) -> (Int, Int) {
    var line = 1
    var lineStart = 0
    var index = 0
    let bytes = [UInt8](data)
    while index < bytes.count {
      let byte = bytes[index]
      let length: Int
      switch byte {
      case 0..<0x80: length = 1
      case 0xC2..<0xE0: length = 2
      case 0xE0..<0xF0: length = 3
      case 0xF0..<0xF5: length = 4
      default: return (line, index - lineStart + 1)
      }
      guard index + length <= bytes.count,
        String(bytes: bytes[index..<(index + length)], encoding: .utf8) != nil
      else { return (line, index - lineStart + 1) }
      if byte == 0x0A {
        line += 1
        lineStart = index + 1
      }
      index += length
    }
    return (line, 1)
  }

  /// The line where `key:` first appears at the start of a line, else 1.
  static func line(ofKey key: String, in text: String) -> Int {
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    where line.trimmingCharacters(in: .whitespaces).hasPrefix("\(key):") {
      return number + 1
    }
    return 1
  }
}
