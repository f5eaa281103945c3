import Dispatch
import Foundation
import Synchronization

/// The process groups coldocs has started and not yet waited for: example
/// runners and compilers. Each runs in a group of its own (so that a
/// terminal's Ctrl-C never reaches it), so when coldocs is interrupted it
/// must end them itself, or they would run on without a parent.
enum RunningProcesses {
  private struct State {
    var groups: Set<pid_t> = []
    var interrupted = false
  }

  private static let state = Mutex(State())

  /// Records a started process group; ends it at once if coldocs is
  /// already being interrupted.
  static func started(_ group: pid_t) {
    let interrupted = state.withLock { state in
      state.groups.insert(group)
      return state.interrupted
    }
    if interrupted { end(group) }
  }

  static func finished(_ group: pid_t) {
    _ = state.withLock { $0.groups.remove(group) }
  }

  /// Kills every recorded group; from now on, groups are killed as they start.
  static func endAll() {
    let groups = state.withLock { state in
      state.interrupted = true
      return state.groups
    }
    for group in groups { end(group) }
  }

  private static func end(_ group: pid_t) {
    kill(-group, SIGKILL)
    kill(group, SIGKILL)
  }
}

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
