import Foundation

/// How much one example may take, and one compile of the author's code:
/// the `examples:` limits of coldocs.yml.
///
/// Each limit has a default that suits a tutorial's examples and a range an
/// author may set it within. The range's top is a ceiling, not a taste: it
/// keeps one guide (or one pull request to it, checked in CI) from holding
/// a whole machine. Its bottom is the least the runner or the compiler
/// needs to start at all.
public struct ExampleLimits: Equatable, Sendable {
  /// The most memory (RLIMIT_DATA) one example may allocate, in bytes.
  public var memory = 512 << 20
  /// The most each of the sandbox's memory-backed folders (`/tmp` and
  /// `/dev/shm`) may hold, in bytes: files there are memory that no process
  /// limit counts.
  public var temporaryFiles = 64 << 20
  /// The most processes and threads one example may have at once.
  public var processes = 256
  /// The most of each of standard output and error that is kept, in bytes.
  public var output = 1 << 20
  /// The most a result file may hold, in bytes; a larger one is not read.
  public var resultSize = 64 << 20
  /// The most time and memory one compiler call over the author's code (a
  /// chapter, or a target of the documented package) may take.
  public var compileTime = 600
  public var compileMemory = 4 << 30

  public init() {}

  /// One limit as coldocs.yml writes it: its key under `examples:`, its
  /// unit, the range it may be set within (in that unit), and the field.
  struct Setting: Sendable {
    let key: String
    let unit: Unit
    let range: ClosedRange<Int>
    let field: WritableKeyPath<ExampleLimits, Int> & Sendable

    enum Unit: Sendable {
      case megabytes, seconds, count

      var bytesOrCount: Int { self == .megabytes ? 1 << 20 : 1 }
    }

    /// What a wrong value is told: the unit, and the range.
    var expectation: String {
      let what =
        switch unit {
        case .megabytes: "a whole number of megabytes"
        case .seconds: "a whole number of seconds"
        case .count: "a whole number"
        }
      return "examples.\(key) must be \(what) from \(range.lowerBound) to \(range.upperBound)"
    }
  }

  /// Every limit coldocs.yml may set, in the order the README lists them.
  static let settings: [Setting] = [
    Setting(key: "memory", unit: .megabytes, range: 64...8192, field: \.memory),
    Setting(key: "temporaryFiles", unit: .megabytes, range: 1...1024, field: \.temporaryFiles),
    Setting(key: "processes", unit: .count, range: 16...4096, field: \.processes),
    Setting(key: "output", unit: .megabytes, range: 1...64, field: \.output),
    Setting(key: "resultSize", unit: .megabytes, range: 1...1024, field: \.resultSize),
    Setting(key: "compileTime", unit: .seconds, range: 10...3600, field: \.compileTime),
    Setting(key: "compileMemory", unit: .megabytes, range: 512...16384, field: \.compileMemory),
  ]

  /// Sets the limit `setting` from coldocs.yml's `value`; false when the
  /// value is not a whole number in the setting's range.
  mutating func set(_ setting: Setting, to value: Any) -> Bool {
    guard let number = value as? Int, setting.range.contains(number) else { return false }
    self[keyPath: setting.field] = number * setting.unit.bytesOrCount
    return true
  }

  /// Every limit in one line, for the results cache's key: an example that
  /// ran out of memory may pass with more.
  var summary: String {
    Self.settings.map { setting in
      "\(setting.key) \(self[keyPath: setting.field])"
    }.joined(separator: " ")
  }
}
