import Foundation

/// Where a list draws the lines between its rows.
///
/// UIKit's list layout draws separators itself, as decoration views above
/// the cells (z index 100), one pixel thick (one point at the accessibility
/// text sizes), rather than leaving them to the cells. Which lines show by
/// default depends on the appearance (UIKit's list section, as its public
/// disassembly reads):
/// - every row has a line at its bottom, inset from the leading edge to
///   where the row's text starts;
/// - the last row of a plain list keeps its line; of a grouped list its
///   line runs the full width; inset-grouped sections and sidebars have
///   none below their last row;
/// - a grouped list also draws a full-width line above its first row;
/// - in `.firstItemInSection` mode the header row has no line below it
///   (except in a sidebar).
///
/// Where a row's text starts is what its cell answers with its preferred
/// attributes, as UIKit's list cells do: past an image, past a leading
/// accessory, or indented with its outline level (Apple documents that
/// with a system content configuration the separator "automatically"
/// lines up with the primary text). A row whose cell said nothing, or is
/// not a list content view, starts at the list's row margin.
///
/// [?] UIKit also places hidden separators (alpha 0) for the lines that do
/// not show; the engine places only the lines a phone draws. The element
/// kinds are the engine's; UIKit's are private.
struct ListSeparators {
  static let topKind = "UICollectionElementKindListTopSeparator"
  static let bottomKind = "UICollectionElementKindListBottomSeparator"

  let configuration: UIListSeparatorConfiguration
  let handler: UICollectionLayoutListConfiguration.ItemSeparatorHandler?
  let appearance: UICollectionLayoutListConfiguration.Appearance
  let headerIsFirstItem: Bool
  /// Where a row's text starts unless its cell said otherwise: a
  /// separator's automatic leading inset.
  let rowMargin: CGFloat

  init(_ list: UICollectionLayoutListConfiguration, rowMargin: CGFloat) {
    configuration = list.separatorConfiguration
    handler = list.itemSeparatorHandler
    appearance = list.appearance
    headerIsFirstItem = list.headerMode == .firstItemInSection
    self.rowMargin = rowMargin
  }

  /// One line: its kind and its logical frame.
  struct Line {
    let kind: String
    let frame: CGRect
    let color: UIColor
  }

  /// The lines of row `item` of a section of `count` rows, whose logical
  /// frame is `row`; `thickness` is one pixel or, at accessibility sizes,
  /// one point; `textLeading`, where its cell's text starts, if it said.
  func lines(
    item: Int, section: Int, count: Int, row: CGRect, thickness: CGFloat,
    textLeading: CGFloat? = nil
  ) -> [Line] {
    var resolved = self.resolved(item: item, count: count, textLeading: textLeading)
    if let handler {
      let changed = handler(IndexPath(item: item, section: section), resolved)
      resolved = Self.merging(changed, into: resolved)
    }
    /// A line across the row at `y`, inset at its ends.
    func line(_ kind: String, y: CGFloat, _ insets: NSDirectionalEdgeInsets) -> Line {
      Line(
        kind: kind,
        frame: CGRect(
          x: row.minX + insets.leading, y: y,
          width: max(0, row.width - insets.leading - insets.trailing), height: thickness),
        color: resolved.color)
    }
    var lines: [Line] = []
    if resolved.topSeparatorVisibility == .visible {
      lines.append(line(Self.topKind, y: row.minY, resolved.topSeparatorInsets))
    }
    if resolved.bottomSeparatorVisibility == .visible {
      lines.append(line(Self.bottomKind, y: row.maxY - thickness, resolved.bottomSeparatorInsets))
    }
    return lines
  }

  /// The configuration with every automatic field decided for the row.
  func resolved(item: Int, count: Int, textLeading: CGFloat? = nil)
    -> UIListSeparatorConfiguration
  {
    var resolved = configuration
    let isFirst = item == 0
    let isLast = item == count - 1
    let inset = NSDirectionalEdgeInsets(
      top: 0, leading: textLeading ?? rowMargin, bottom: 0, trailing: 0)
    let fullWidth = NSDirectionalEdgeInsets.zero
    var topShows = false
    var bottomShows = true
    var bottomInsets = inset
    switch appearance {
    case .plain:
      break
    case .grouped:
      topShows = isFirst
      if isLast { bottomInsets = fullWidth }
    case .insetGrouped, .sidebar, .sidebarPlain:
      if isLast { bottomShows = false }
    }
    if headerIsFirstItem, isFirst, appearance != .sidebar, appearance != .sidebarPlain {
      bottomShows = false
    }
    if resolved.topSeparatorVisibility == .automatic {
      resolved.topSeparatorVisibility = topShows ? .visible : .hidden
    }
    if resolved.bottomSeparatorVisibility == .automatic {
      resolved.bottomSeparatorVisibility = bottomShows ? .visible : .hidden
    }
    resolved.topSeparatorInsets = Self.filling(resolved.topSeparatorInsets, with: fullWidth)
    resolved.bottomSeparatorInsets = Self.filling(
      resolved.bottomSeparatorInsets, with: bottomInsets)
    return resolved
  }

  /// What a handler returned, with anything it left automatic taken from
  /// the resolved configuration, as UIKit documents.
  static func merging(
    _ changed: UIListSeparatorConfiguration, into resolved: UIListSeparatorConfiguration
  ) -> UIListSeparatorConfiguration {
    var merged = changed
    if merged.topSeparatorVisibility == .automatic {
      merged.topSeparatorVisibility = resolved.topSeparatorVisibility
    }
    if merged.bottomSeparatorVisibility == .automatic {
      merged.bottomSeparatorVisibility = resolved.bottomSeparatorVisibility
    }
    merged.topSeparatorInsets = filling(
      merged.topSeparatorInsets, with: resolved.topSeparatorInsets)
    merged.bottomSeparatorInsets = filling(
      merged.bottomSeparatorInsets, with: resolved.bottomSeparatorInsets)
    return merged
  }

  /// `insets` with each automatic edge replaced by `automatic`'s.
  static func filling(_ insets: NSDirectionalEdgeInsets, with automatic: NSDirectionalEdgeInsets)
    -> NSDirectionalEdgeInsets
  {
    let marker = UIListSeparatorConfiguration.automaticInsets.top
    return NSDirectionalEdgeInsets(
      top: insets.top == marker ? automatic.top : insets.top,
      leading: insets.leading == marker ? automatic.leading : insets.leading,
      bottom: insets.bottom == marker ? automatic.bottom : insets.bottom,
      trailing: insets.trailing == marker ? automatic.trailing : insets.trailing)
  }
}
