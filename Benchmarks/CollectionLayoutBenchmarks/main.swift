// Release-mode measurements of the layout engine:
//   swift run -c release CollectionLayoutBenchmarks
// Prints a Markdown table; Benchmarks/README.md keeps the figures of a run.
// Name scenes to run only those (for profiling one of them):
//   .build/release/CollectionLayoutBenchmarks fling batch
// Scenes: prepare, query, compositional, fling, headers, batch, selfsizing, list, memory.
import CollectionLayout
import Foundation

let chosenScenes = Set(CommandLine.arguments.dropFirst())

/// Whether `scene` runs: every scene when none is named.
func runs(_ scene: String) -> Bool { chosenScenes.isEmpty || chosenScenes.contains(scene) }

let report = BenchmarkReport()
if runs("prepare") { measurePrepare(into: report) }
if runs("query") { measureQueries(into: report) }
if runs("compositional") { measureCompositional(into: report) }
if runs("fling") { measureFling(into: report) }
if runs("headers") { measureHeadersFling(into: report) }
if runs("batch") { measureBatchInsert(into: report) }
if runs("selfsizing") { measureSelfSizing(into: report) }
if runs("list") { measureList(into: report) }
if runs("memory") {
  for sizing in [ItemSizing.uniform, .variable] {
    report.memory.append((sizing, bytesPerItem(count: 1_000_000, sizing: sizing)))
  }
}
report.print()

/// Re-preparing flow layouts of growing size, uniform and variable.
func measurePrepare(into report: BenchmarkReport) {
  for count in [1_000, 10_000, 100_000, 1_000_000] {
    for sizing in [ItemSizing.uniform, .variable] {
      let scene = FlowScene(count: count, sizing: sizing)
      let iterations = count >= 1_000_000 ? 5 : 21
      let timing = measure(iterations: iterations) { scene.reprepare() }
      report.add("prepare, \(count.formatted()) items, \(sizing)", timing)
    }
  }
}

/// Viewport queries against an index, cold and warm, and a linear scan.
func measureQueries(into report: BenchmarkReport) {
  let queryScene = FlowScene(count: 100_000, sizing: .variable)
  let viewports = queryScene.viewports(count: 200)
  let cold = measureOnce { for rect in viewports { _ = queryScene.query(rect) } }
  report.add(
    "viewport query, 100,000 items, first touch (per query)", cold.divided(by: viewports.count))
  let warm = measure(iterations: 21) { for rect in viewports { _ = queryScene.query(rect) } }
  report.add("viewport query, 100,000 items, warm (per query)", warm.divided(by: viewports.count))
  let everything = queryScene.allAttributes()
  let scan = measure(iterations: 21) {
    for rect in viewports.prefix(10) { _ = everything.filter { $0.frame.intersects(rect) } }
  }
  report.add("filter of all 100,000 attributes (per query)", scan.divided(by: 10))
  report.ratio = scan.median / 10 / (warm.median / Double(viewports.count))
  report.averageHits = viewports.map { queryScene.query($0).count }.reduce(0, +) / viewports.count
}
