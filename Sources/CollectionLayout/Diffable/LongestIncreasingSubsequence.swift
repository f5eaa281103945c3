import Foundation

extension Array where Element == Int {
  /// The positions of a longest strictly increasing subsequence, in
  /// O(n log n) (patience sorting).
  ///
  /// Given, for the elements that survive a change in their old order, their
  /// new positions, this is the largest set that keeps its relative order:
  /// the elements that stay put while every other one is reported as a move.
  func longestIncreasingSubsequence() -> Set<Int> {
    // tails[k]: the position whose value ends the best run of length k + 1.
    var tails: [Int] = []
    var previous = [Int](repeating: -1, count: count)
    for (position, value) in enumerated() {
      var low = 0
      var high = tails.count
      while low < high {
        let middle = (low + high) / 2
        if self[tails[middle]] < value { low = middle + 1 } else { high = middle }
      }
      if low > 0 { previous[position] = tails[low - 1] }
      if low == tails.count { tails.append(position) } else { tails[low] = position }
    }
    var kept = Set<Int>()
    var position = tails.last ?? -1
    while position >= 0 {
      kept.insert(position)
      position = previous[position]
    }
    return kept
  }
}
