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
