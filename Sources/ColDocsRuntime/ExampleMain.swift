import CollectionLayout
import Foundation
import Synchronization

/// The entry point of the generated example runner.
///
/// `ExampleRunner ID OUTPUT [FRAMES-PER-SECOND]` runs the example named ID
/// and writes its result as JSON to the file OUTPUT; timelines recorded
/// without a rate of their own use FRAMES-PER-SECOND (the guide's
/// `examples.framesPerSecond`). Each example runs in a process of its own, so
/// a trap or a time-out loses only that example.
public enum ExampleMain {
  public typealias Example = () throws -> any ExampleOutput

  public static func run(_ examples: [String: Example]) -> Never {
    let arguments = CommandLine.arguments
    guard arguments.count == 3 || arguments.count == 4 else {
      fail("usage: ExampleRunner EXAMPLE-ID OUTPUT-FILE [FRAMES-PER-SECOND]", code: 64)
    }
    let framesPerSecond =
      arguments.count == 4 ? Double(arguments[3]) : LayoutTimeline.defaultFramesPerSecond
    guard let framesPerSecond, framesPerSecond > 0, framesPerSecond.isFinite else {
      fail("the frame rate must be a positive number, not \(arguments[3])", code: 64)
    }
    guard let example = examples[arguments[1]] else {
      fail("no example named \(arguments[1])", code: 65)
    }
    watchForEarlyExit()
    // Line-buffered, so what the example printed before a trap is not lost
    // in a buffer the crash never flushes.
    setvbuf(standardOutputStream(), nil, _IOLBF, 0)
    let result: ExampleResult
    do {
      let output = try LayoutTimeline.$defaultFramesPerSecond.withValue(framesPerSecond) {
        try example()
      }
      result = ExampleResult(panels: output.examplePanels, failures: AssertionLog.failures)
    } catch {
      fail("the example threw an error: \(describe(error))", code: 66)
    }
    do {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys]
      try encoder.encode(result).write(to: URL(fileURLWithPath: arguments[2]))
    } catch {
      fail("could not write the result: \(error)", code: 67)
    }
    finished.store(true, ordering: .releasing)
    exit(0)
  }

  /// A thrown error in plain words: Foundation's file and system errors by
  /// their description and path, anything else as Swift prints it.
  static func describe(_ error: Error) -> String {
    let bridged = error as NSError
    guard bridged.domain == NSCocoaErrorDomain || bridged.domain == NSPOSIXErrorDomain else {
      return "\(error)"
    }
    let path = (bridged.userInfo[NSFilePathErrorKey] as? String).map { " (\($0))" } ?? ""
    return bridged.localizedDescription + path
  }

  /// Set once the runner itself ends the process; read by the exit hook,
  /// which may run on any thread.
  private static let finished = Atomic(false)

  /// An example that calls `exit` ends the process before it returns a
  /// result; say so on the error output, where coldocs looks for it. (The
  /// backtrace of a trap raised here would not reach the example's line: the
  /// C library's exit frames break the chain the backtracer follows.)
  private static func watchForEarlyExit() {
    #if os(Linux)
      on_exit(
        { status, _ in
          if !ExampleMain.finished.load(ordering: .acquiring) {
            ExampleMain.reportExit("exit(\(status))")
          }
        }, nil)
    #else
      atexit {
        if !ExampleMain.finished.load(ordering: .acquiring) { ExampleMain.reportExit("exit") }
      }
    #endif
  }

  /// The C library's `stdout`. Swift 6 refuses to read that global
  /// variable (nothing guards it), so its value is read through its symbol,
  /// once, before the example starts any thread of its own.
  private static func standardOutputStream() -> UnsafeMutablePointer<FILE>? {
    dlsym(UnsafeMutableRawPointer(bitPattern: 0), "stdout")?
      .assumingMemoryBound(to: UnsafeMutablePointer<FILE>?.self).pointee
  }

  private static func reportExit(_ call: String) {
    fflush(nil)  // every output stream, standard output among them
    FileHandle.standardError.write(
      Data("coldocs-runner: the example called \(call) before returning its result\n".utf8))
  }

  private static func fail(_ message: String, code: Int32) -> Never {
    finished.store(true, ordering: .releasing)
    FileHandle.standardError.write(Data("coldocs-runner: \(message)\n".utf8))
    exit(code)
  }
}
