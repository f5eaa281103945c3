import CollectionLayout
import Foundation

/// The entry point of the generated example runner.
///
/// `ExampleRunner ID OUTPUT` runs the example named ID and writes its result
/// as JSON to the file OUTPUT. Each example runs in a process of its own, so a
/// trap or a time-out loses only that example.
public enum ExampleMain {
  public typealias Example = () throws -> any ExampleOutput

  public static func run(_ examples: [String: Example]) -> Never {
    let arguments = CommandLine.arguments
    guard arguments.count == 3 else {
      fail("usage: ExampleRunner EXAMPLE-ID OUTPUT-FILE", code: 64)
    }
    guard let example = examples[arguments[1]] else {
      fail("no example named \(arguments[1])", code: 65)
    }
    let result: ExampleResult
    do {
      let output = try example()
      result = ExampleResult(panels: output.examplePanels, failures: AssertionLog.failures)
    } catch {
      fail("the example threw an error: \(error)", code: 66)
    }
    do {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys]
      try encoder.encode(result).write(to: URL(fileURLWithPath: arguments[2]))
    } catch {
      fail("could not write the result: \(error)", code: 67)
    }
    exit(0)
  }

  private static func fail(_ message: String, code: Int32) -> Never {
    FileHandle.standardError.write(Data("coldocs-runner: \(message)\n".utf8))
    exit(code)
  }
}
