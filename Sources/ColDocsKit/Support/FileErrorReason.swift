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
    default: return "the system refused (\(error.domain) \(error.code))"
    }
  }

  private static func text(_ code: Int32) -> String {
    String(cString: strerror(code))
  }
}
