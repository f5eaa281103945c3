import Dispatch
import Foundation

/// What coldocs does on SIGINT, SIGTERM or SIGHUP: end every process it
/// started, then exit as a process ended by that signal would (128 + the
/// signal's number). A build interrupted mid-write leaves the previous site
/// whole; the next build repairs the rest.
public enum Interruption {
  /// Installs the handlers; call once, early, from the command line.
  public static func install() {
    for number in [SIGINT, SIGTERM, SIGHUP] {
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler {
        RunningProcesses.endAll()
        exit(128 + number)
      }
      source.resume()
      // A signal source lives as long as its handler is installed: it is
      // kept for the rest of the process, on purpose.
      _ = Unmanaged.passRetained(source as AnyObject)
    }
  }
}
