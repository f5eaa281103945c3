import Foundation

/// The plain cause of a failed file operation ("Permission denied", "File
/// name too long"), taken from the POSIX error underneath Foundation's, so
/// that a diagnostic never shows `Error Domain=NSCocoaErrorDomain Code=513`.
enum FileErrorReason {
  static func of(_ error: Error) -> String {
    if let posix = error as? POSIXError { return text(posix.code.rawValue) }
    let error = error as NSError
    if error.domain == NSPOSIXErrorDomain { return text(Int32(error.code)) }
    if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain
    {
      return text(Int32(underlying.code))
    }
    switch CocoaError.Code(rawValue: error.code) {
    case .fileWriteNoPermission, .fileReadNoPermission: return text(EACCES)
    case .fileWriteInvalidFileName, .fileReadInvalidFileName: return "the file name is not valid"
    case .fileWriteOutOfSpace: return text(ENOSPC)
    case .fileWriteFileExists: return "a file is in the way"
    case .fileWriteVolumeReadOnly: return text(EROFS)
    case .fileNoSuchFile, .fileReadNoSuchFile: return text(ENOENT)
    default:
      let path = error.userInfo[NSFilePathErrorKey] as? String
      return path.flatMap(probe) ?? "the system refused (\(error.domain) \(error.code))"
    }
  }

  /// `of(error)`, then the path the error names, in parentheses, where it
  /// names one: "Permission denied (/site/index.html)".
  static func withPath(_ error: Error) -> String {
    let path = ((error as NSError).userInfo[NSFilePathErrorKey] as? String).map { " (\($0))" }
    return of(error) + (path ?? "")
  }

  /// Foundation reports some failures (a path through a file, say) with a
  /// generic code and no system error; the path itself tells what is wrong.
  private static func probe(_ path: String) -> String? {
    var folder = URL(fileURLWithPath: path).deletingLastPathComponent()
    var ancestors: [URL] = []
    while folder.path != "/" {
      ancestors.insert(folder, at: 0)
      folder.deleteLastPathComponent()
    }
    for ancestor in ancestors {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: ancestor.path, isDirectory: &isFolder) else {
        return text(ENOENT)
      }
      if !isFolder.boolValue { return text(ENOTDIR) }
    }
    return nil
  }

  private static func text(_ code: Int32) -> String {
    String(cString: strerror(code))
  }
}
