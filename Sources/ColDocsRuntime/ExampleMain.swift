import CollectionLayout
import Foundation
import Synchronization

/// The entry point of the example runner.
///
/// `ExampleRunner LIBRARY ID OUTPUT [FRAMES-PER-SECOND]` loads the chapter
/// library LIBRARY, runs its example named ID and writes the result as JSON
/// to the file OUTPUT; timelines recorded without a rate of their own use
/// FRAMES-PER-SECOND (the guide's `examples.framesPerSecond`). Each example
/// runs in a process of its own, so a trap or a time-out loses only that
/// example.
///
/// One runner serves every guide: it is compiled once with the engine, and
/// a chapter is a shared library that hands the runner its examples when
/// loaded (`register`), so an edited chapter needs no runner linked again.
public enum ExampleMain {
  public typealias Example = @Sendable () throws -> any ExampleOutput

  /// The name of the C function every chapter library exports; it calls
  /// `register` with the chapter's examples.
  public static let registrationSymbol = "coldocs_register_examples"

  /// Called by a chapter library's registration function.
  public static func register(_ examples: [String: Example]) {
    registered.withLock { $0.merge(examples) { first, _ in first } }
  }

  private static let registered = Mutex<[String: Example]>([:])

  public static func main() -> Never {
    let arguments = CommandLine.arguments
    guard arguments.count == 4 || arguments.count == 5 else {
      fail(
        "usage: ExampleRunner CHAPTER-LIBRARY EXAMPLE-ID OUTPUT-FILE [FRAMES-PER-SECOND]", code: 64)
    }
    load(arguments[1])
    run(
      registered.withLock { $0 }, id: arguments[2], output: arguments[3],
      rate: arguments.count == 5 ? arguments[4] : nil)
  }

  /// Opens the chapter library and calls its registration function.
  private static func load(_ path: String) {
    guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
      fail(
        "could not load the chapter library: \(dlerror().map { String(cString: $0) } ?? path)",
        code: 68)
    }
    guard let symbol = dlsym(handle, registrationSymbol) else {
      fail("the chapter library has no \(registrationSymbol)", code: 68)
    }
    typealias Registration = @convention(c) () -> Void
    unsafeBitCast(symbol, to: Registration.self)()
  }

  private static func run(_ examples: [String: Example], id: String, output: String, rate: String?)
    -> Never
  {
    let framesPerSecond = rate.map { Double($0) } ?? LayoutTimeline.defaultFramesPerSecond
    guard let framesPerSecond, framesPerSecond > 0, framesPerSecond.isFinite else {
      fail("the frame rate must be a positive number, not \(rate ?? "")", code: 64)
    }
    guard let example = examples[id] else {
      fail("no example named \(id)", code: 65)
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
      try encoder.encode(result).write(to: URL(fileURLWithPath: output))
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
