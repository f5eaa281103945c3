import Foundation

/// Wall-clock figures of repeated runs, in seconds.
struct Timing {
  var samples: [Double]

  var median: Double { samples.sorted()[samples.count / 2] }
  var minimum: Double { samples.min()! }

  func divided(by count: Int) -> Timing {
    Timing(samples: samples.map { $0 / Double(count) })
  }
}

/// Runs `body` once to warm up, then `iterations` times, timing each run.
func measure(iterations: Int, _ body: () -> Void) -> Timing {
  body()
  return Timing(samples: (0..<iterations).map { _ in measureOnce(body).samples[0] })
}

func measureOnce(_ body: () -> Void) -> Timing {
  let start = DispatchTime.now().uptimeNanoseconds
  body()
  let end = DispatchTime.now().uptimeNanoseconds
  return Timing(samples: [Double(end - start) / 1e9])
}

/// Collects the figures and prints them as Markdown.
final class BenchmarkReport {
  private var rows: [(String, Timing)] = []
  var ratio = 0.0
  var averageHits = 0
  var memory: [(ItemSizing, Double)] = []

  func add(_ name: String, _ timing: Timing) {
    rows.append((name, timing))
    FileHandle.standardError.write(Data("measured \(name)\n".utf8))
  }

  func print() {
    Swift.print("| measurement | median | fastest |")
    Swift.print("|---|---:|---:|")
    for (name, timing) in rows {
      Swift.print("| \(name) | \(format(timing.median)) | \(format(timing.minimum)) |")
    }
    guard averageHits > 0 || !memory.isEmpty else { return }
    Swift.print("")
    if averageHits > 0 { printQueryRatio() }
    for (sizing, bytes) in memory {
      Swift.print(
        "Resident memory per item, 1,000,000 items, \(sizing): \(String(format: "%.1f", bytes)) bytes."
      )
    }
  }

  private func printQueryRatio() {
    Swift.print("Indexed viewport query vs filtering every attribute: \(Int(ratio))× faster")
    Swift.print("(\(averageHits) elements returned per viewport on average).")
  }

  private func format(_ seconds: Double) -> String {
    if seconds >= 1e-3 { return String(format: "%.2f ms", seconds * 1e3) }
    return String(format: "%.2f µs", seconds * 1e6)
  }
}
