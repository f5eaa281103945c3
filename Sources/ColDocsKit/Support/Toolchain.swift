import Foundation

/// The Swift toolchain's own description of itself, read once per run.
enum Toolchain {
  static let version: String = {
    guard let swift = Subprocess.onPath("swift"),
      let outcome = try? Subprocess(executable: swift, arguments: ["--version"]).run(timeout: 30)
    else { return "unknown toolchain" }
    return outcome.output + outcome.errorOutput
  }()
}
