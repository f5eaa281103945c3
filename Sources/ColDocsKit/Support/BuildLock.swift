import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// An exclusive `flock` on `build.lock` in the scratch folder, held for a
/// whole build. The kernel releases it when the process ends, however it
/// ends, so a killed build never leaves the project locked. The holder
/// writes its process id into the file for the message of whoever waits.
struct BuildLock {
  let descriptor: Int32

  /// Waits for and takes the lock `name` in `scratch`; `holder` names, in
  /// the message shown while waiting, what else holds it.
  static func acquire(
    in scratch: URL, name: String = "build.lock", holder: String = "another build of this project",
    log: (String) -> Void
  ) throws -> BuildLock {
    let path = scratch.appendingPathComponent(name).path
    do {
      try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    } catch {
      throw Diagnostic(
        file: path,
        message: "could not create the build lock's folder: \(FileErrorReason.withPath(error))",
        fix: "check the permissions of \(scratch.path)")
    }
    let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw Diagnostic(
        file: path, message: "could not open the build lock: \(String(cString: strerror(errno)))",
        fix: "check the permissions of \(scratch.path)")
    }
    if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      let pid = holderID(descriptor)
      log("waiting for \(holder)\(pid.map { " (pid \($0))" } ?? "")…")
      while flock(descriptor, LOCK_EX) != 0 {
        guard errno == EINTR else {
          let reason = String(cString: strerror(errno))
          close(descriptor)
          throw Diagnostic(
            file: path, message: "could not lock the project for building: \(reason)",
            fix: "check that no other coldocs is stuck")
        }
      }
    }
    let text = "\(getpid())\n"
    _ = ftruncate(descriptor, 0)
    _ = text.withCString { pwrite(descriptor, $0, strlen($0), 0) }
    return BuildLock(descriptor: descriptor)
  }

  /// The process id the current holder wrote, when there is one.
  private static func holderID(_ descriptor: Int32) -> Int32? {
    var buffer = [UInt8](repeating: 0, count: 32)
    let count = pread(descriptor, &buffer, 31, 0)
    guard count > 0 else { return nil }
    let text = String(decoding: buffer.prefix(count), as: UTF8.self)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    return Int32(text)
  }

  func release() {
    _ = ftruncate(descriptor, 0)
    flock(descriptor, LOCK_UN)
    close(descriptor)
  }
}
