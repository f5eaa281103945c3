// Release-mode measurements of the layout engine:
//   swift run -c release CollectionLayoutBenchmarks
// Prints a Markdown table; Benchmarks/README.md keeps the figures of a run.
import CollectionLayout
import Foundation

let report = BenchmarkReport()
for count in [1_000, 10_000, 100_000, 1_000_000] {
  for sizing in [ItemSizing.uniform, .variable] {
    let scene = FlowScene(count: count, sizing: sizing)
    let iterations = count >= 1_000_000 ? 5 : 21
    let timing = measure(iterations: iterations) { scene.reprepare() }
    report.add("prepare, \(count.formatted()) items, \(sizing)", timing)
  }
}

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

measureFling(into: report)
measureBatchInsert(into: report)

for sizing in [ItemSizing.uniform, .variable] {
  report.memory.append((sizing, bytesPerItem(count: 1_000_000, sizing: sizing)))
}
report.print()
