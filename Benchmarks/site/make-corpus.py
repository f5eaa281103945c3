#!/usr/bin/env python3
"""Writes one Markdown corpus for both coldocs and Hugo: PAGES pages shaped
like the chapters of a long bilingual guide, about 5 KB each.

Every page has level-2 and level-3 headings, English and Chinese paragraphs,
nested lists (ordered and unordered, two levels), a GFM pipe table with
aligned columns and inline code and emphasis in its cells, block quotes (one
holding a list), one or two Swift code blocks of 15 to 40 lines, a code block
without a language, and links to other pages of the corpus and to outside
sites. The text is drawn from fixed word lists by a pseudo-random generator
seeded per page, so a page is the same in every corpus that has it.

The two copies of a page differ in one way only: the front matter's title
is quoted for Hugo. Swift blocks open with a plain ```swift in both, as an
author writes them: coldocs shows and highlights them, and compiles none,
since no page has an example; Chroma highlights them for Hugo, which it does
to fenced code by default.

--shape parts (the default) groups the chapters in coldocs.yml into parts of
100, as a guide that long would be organised; --shape flat lists every
chapter directly under 'chapters:', so every page's sidebar lists every page.
Hugo's side is the same for both shapes.

Usage: make-corpus.py [--shape parts|flat] OUTPUT-FOLDER [PAGES]"""
import argparse
import os
import random
import re

SEED = 7
PART_SIZE = 100

# MARK: Vocabulary

NOUNS = [
    "layout", "item", "section", "section inset", "line spacing", "column", "header",
    "footer", "cell", "collection view", "scroll offset", "bounds", "frame", "origin",
    "content size", "item width", "row height", "grid", "flow layout", "carousel",
    "waterfall", "batch update", "animation", "timeline", "attribute", "transform",
    "alpha value", "index path", "viewport", "data source", "delegate",
    "supplementary view", "decoration view", "invalidation context", "prefetch window",
    "snapshot", "page", "pan gesture", "velocity", "target offset", "reuse queue",
    "estimated size", "safe area", "trait collection",
]
ADJECTIVES = [
    "tall", "narrow", "pinned", "self-sizing", "horizontal", "vertical", "paged",
    "invalidated", "cached", "estimated", "visible", "empty", "nested", "stale",
]
CODE_TERMS = [
    "prepare()", "layoutAttributesForElements(in:)", "invalidateLayout()",
    "collectionViewContentSize", "shouldInvalidateLayout(forBoundsChange:)",
    "targetContentOffset(forProposedContentOffset:withScrollingVelocity:)",
    "performBatchUpdates(_:completion:)", "collectionView(_:layout:sizeForItemAt:)", "minimumLineSpacing",
    "sectionInset", "estimatedItemSize", "UICollectionViewFlowLayout",
    "UICollectionViewLayoutAttributes", "IndexPath", "CGRect", "zIndex",
    "indexPathsForVisibleItems", "dequeueReusableCell(withReuseIdentifier:for:)",
    "contentInsetAdjustmentBehavior", "scrollToItem(at:at:animated:)",
]
# The entries of CODE_TERMS that are methods, for sentences that call one.
METHODS = [term for term in CODE_TERMS if term.endswith(")")]
ENGLISH = [
    "The {n} is computed from the {n} before any {n} is drawn.",
    "When the {n} changes, the layout calls `{m}` and every {n} is measured again.",
    "A {a} {n} keeps its {n} fixed, so scrolling only moves the {n}.",
    "Most introductions explain the {n} first, but the {n} is where the work happens.",
    "If you set `{c}` too early, the {n} still reports the old {n}.",
    "Each {n} gets its own {n}; the {n} is shared by the whole section.",
    "This is cheap for a hundred items and *noticeably slower* for a hundred thousand.",
    "The order matters: read the {n}, then the {n}, and only then ask for the {n}.",
    "In practice the {n} rarely exceeds the {n}, but the code below does not assume it.",
    "Nothing in `{m}` touches the {n}, which is why it can run on every frame.",
    "Think of the {n} as a cache of the {n}: it is **rebuilt**, never patched.",
    "UIKit asks for the {n} lazily, one {n} at a time, as the {n} comes into view.",
    "A {a} {n} is the usual cause when the {n} jumps during a {n}.",
    "The default {n} works for most screens; a {a} {n} needs a value of its own.",
    "Keep the {n} and the {n} in one place, or the two will drift apart after a rotation.",
    "Measure the {n} once per width, not once per {n}.",
]
EXTERNAL = [
    ("the UICollectionViewFlowLayout reference",
     "https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout"),
    ("the compositional layout documentation",
     "https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout"),
    ("the Swift API design guidelines", "https://www.swift.org/documentation/api-design-guidelines/"),
    ("the GitHub Flavored Markdown spec", "https://github.github.com/gfm/"),
    ("the CommonMark spec", "https://spec.commonmark.org/0.30/"),
    ("the Swift language book", "https://docs.swift.org/swift-book/"),
    ("Unicode text segmentation", "https://www.unicode.org/reports/tr29/"),
]

ZH_NOUNS = [
    "布局", "集合视图", "单元格", "分区", "页眉", "页脚", "间距", "行间距", "内边距",
    "偏移量", "内容尺寸", "宽度", "高度", "坐标", "原点", "边界", "动画", "数据源",
    "代理", "索引路径", "布局属性", "缓存", "瀑布流", "网格", "列数", "补充视图",
    "装饰视图", "滚动位置", "可见区域", "估算尺寸", "重用队列", "手势", "滚动速度",
    "目标偏移量", "批量更新", "快照", "安全区域", "屏幕方向",
]
ZH_ACTIONS = [
    "滚动列表", "拖动单元格", "旋转屏幕", "快速滑动", "下拉刷新", "插入新的项目",
    "删除一个分区", "改变窗口大小", "切换布局",
]
ZH_SCENES = ["长列表", "图片墙", "横向轮播", "设置页面", "聊天界面", "相册", "商品列表", "新闻列表"]
CHINESE = [
    "在{s}中，{z}的{z}由{z}决定。",
    "如果{z}发生变化，{z}需要重新计算{z}。",
    "每次{v}时，{z}只会更新可见区域内的{z}。",
    "{z}和{z}共同决定了{z}的位置。",
    "为了提高性能，我们把{z}缓存起来，避免重复计算{z}。",
    "当用户{v}时，{z}会不断改变{z}。",
    "通常情况下，{z}比{z}更适合{s}。",
    "这一节介绍{z}与{z}之间的关系。",
    "注意：{z}不能小于{z}，否则单元格会互相重叠。",
    "调用 `{m}` 之后，{z}会重新读取{z}。",
    "在{s}里，{z}往往比{z}更重要。",
    "{z}的默认值适用于大多数{s}，但{z}通常需要单独设置。",
    "第一次显示{z}时，系统会先计算{z}，然后再创建{z}。",
    "我们可以用一个简单的例子说明{z}是如何影响{z}的。",
    "{z}并不是越大越好，过大的{z}会让{s}显得松散。",
]

HEADINGS_2 = [
    "Measuring the {n}", "Why the {n} matters", "When the {n} changes", "The {n} and the {n}",
    "A {a} {n}", "Caching the {n}", "Animating the {n}", "Reading the {n} back",
]
HEADINGS_3 = [
    "Edge cases", "What UIKit asks for", "A worked example", "Trade-offs", "In a {a} {n}",
    "Reusing the {n}", "{z}与{z}", "如何计算{z}", "关于{z}",
]


class Text:
    """Words, sentences and paragraphs drawn from one page's generator."""

    def __init__(self, rng):
        self.rng = rng

    def fill(self, template):
        pick = {"n": NOUNS, "a": ADJECTIVES, "c": CODE_TERMS, "m": METHODS, "z": ZH_NOUNS,
                "v": ZH_ACTIONS, "s": ZH_SCENES}
        text = re.sub(r"\{(\w)\}", lambda m: self.rng.choice(pick[m.group(1)]), template)
        return re.sub(r"\b([Aa]) (?=[aeiou])", r"\1n ", text)  # "an estimated size"

    def english(self, count):
        return " ".join(self.fill(t) for t in self.rng.sample(ENGLISH, count))

    def chinese(self, count):
        return "".join(self.fill(t) for t in self.rng.sample(CHINESE, count))

    def heading(self, pool):
        text = self.fill(self.rng.choice(pool))
        return text[0].upper() + text[1:]


# MARK: Swift

STRUCT_PREFIXES = ["Waterfall", "Carousel", "Grid", "Shelf", "Masonry", "Banner", "Timeline", "Badge"]
CLASS_PREFIXES = ["Sticky", "Paging", "Stacked", "Agenda", "Gallery", "Feed", "Column", "Spiral"]
ENUM_PREFIXES = ["Alignment", "Density", "Placement", "Presentation", "SizeClass", "Edge"]
CASE_SETS = [("leading", "center", "trailing"), ("compact", "regular", "wide"),
             ("list", "grid", "carousel"), ("top", "middle", "bottom")]
COMMENTS = [
    "Recomputed only when the width changes.", "Items go left to right, then top to bottom.",
    "Cached: UIKit asks for these many times per frame.", "The last line may be shorter than the rest.",
    "Values are in points, not pixels.", "Called on the main thread only.",
    "Cheap enough to run on every bounds change.", "只在宽度变化时重新计算。",
    "这里的单位是点，不是像素。", "Kept in index order so a binary search works.",
]
LABELS = ["Fits the reading width", "Fills the screen", "Two columns on iPad", "One row, scrolling",
          "Pinned to the top", "Centred in its section", "紧凑排列", "宽松排列"]


def number(rng, low, high, step=0.5):
    value = round(rng.uniform(low, high) / step) * step
    return f"{value:g}"


def struct_members(rng, name):
    spacing = rng.choice(["spacing", "gutter", "lineGap", "padding"])
    count = rng.choice(["columns", "rows", "lanes"])
    width = number(rng, 120, 220, 4)
    members = [
        [f"  /// {rng.choice(COMMENTS)}",
         "  func frames(in width: CGFloat, count: Int) -> [CGRect] {",
         f"    let {count} = max(1, Int(width / {width}))",
         f"    var heights = Array(repeating: CGFloat(0), count: {count})",
         "    return (0..<count).map { index in",
         "      // The shortest column takes the next item.",
         "      let column = heights.indices.min { heights[$0] < heights[$1] } ?? 0",
         f"      let height = {number(rng, 60, 120, 4)} + CGFloat(index % {rng.randint(3, 7)}) * {number(rng, 8, 32, 4)}",
         f"      let frame = CGRect(x: CGFloat(column) * {width}, y: heights[column], width: {width} - {spacing}, height: height)",
         f"      heights[column] = frame.maxY + {spacing}",
         "      return frame",
         "    }",
         "  }"],
        ["  var description: String {",
         f'    "{name}(\\(title), {spacing}: \\({spacing}), {count}: \\({count}))"',
         "  }"],
        [f"  /// {rng.choice(COMMENTS)}",
         "  mutating func adjust(for traits: UITraitCollection) {",
         "    if traits.horizontalSizeClass == .compact {",
         f"      {count} = max(1, {count} - 1)",
         "    } else {",
         f"      {count} += 1",
         "    }",
         f"    {spacing} = traits.displayScale > 2 ? {number(rng, 4, 12)} : {number(rng, 6, 16)}",
         "  }"],
        ["  func visibleIndices(of frames: [CGRect], in rect: CGRect) -> [Int] {",
         "    frames.indices",
         "      .filter { frames[$0].intersects(rect) }",
         "      .sorted { frames[$0].minY < frames[$1].minY }",
         "  }"],
        ['  static let help = """',
         f"    {Text(rng).english(1)}",
         f"    {Text(rng).english(1)}",
         '    """'],
        ["  var onChange: ((Int, Int) -> Void)? = nil",
         "",
         f"  mutating func set{count.capitalize()}(_ value: Int) {{",
         f"    let old = {count}",
         f"    {count} = value",
         "    onChange?(old, value)",
         "  }"],
        ["  func loadSizes(from source: some SizeSource) async throws -> [CGSize] {",
         "    let ids = try await source.identifiers()",
         "    var sizes: [CGSize] = []",
         '    for id in ids where !id.hasPrefix("placeholder-") {',
         "      sizes.append(try await source.size(for: id))",
         "    }",
         "    return sizes",
         "  }"],
        ["  func validate() throws {",
         f"    guard {spacing} >= 0 else {{",
         f'      throw LayoutError.invalid("{spacing} must not be negative, got \\({spacing})")',
         "    }",
         '    guard !title.isEmpty else { throw LayoutError.invalid("a title is required") }',
         "  }"],
    ]
    head = [f"/// {rng.choice(COMMENTS)}", f"struct {name} {{", "  let title: String",
            f"  var {spacing}: CGFloat = {number(rng, 2, 16)}", f"  var {count}: Int = {rng.randint(1, 6)}", ""]
    usage = ["",
             f'var metrics = {name}(title: "{rng.choice(LABELS)}")',
             f"metrics.{count} = {rng.randint(2, 5)}",
             f"let frames = metrics.frames(in: {rng.choice([320, 375, 390, 414, 768, 1024])}, count: {rng.randint(8, 60)})",
             'print(frames.map { "\\(Int($0.minY))" }.joined(separator: ", "))']
    return head, members, usage


def class_members(rng, name):
    inset = number(rng, 4, 24, 2)
    height = number(rng, 44, 160, 4)
    gap = number(rng, 2, 16, 1)
    scale = number(rng, 0.9, 1.1, 0.02)
    members = [
        ["  override func prepare() {",
         "    super.prepare()",
         "    guard cache.isEmpty, let collectionView else { return }",
         f"    let width = collectionView.bounds.width - {inset} * 2",
         f"    var y: CGFloat = {inset}",
         "    for item in 0..<collectionView.numberOfItems(inSection: 0) {",
         "      let indexPath = IndexPath(item: item, section: 0)",
         "      let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)",
         f"      attributes.frame = CGRect(x: {inset}, y: y, width: width, height: {height})",
         "      cache[indexPath] = attributes",
         f"      y += {height} + {gap}",
         "    }",
         "    contentHeight = y",
         "  }"],
        ["  override func layoutAttributesForElements(in rect: CGRect)",
         "    -> [UICollectionViewLayoutAttributes]?",
         "  {",
         f"    // {rng.choice(COMMENTS)}",
         "    cache.values.filter { $0.frame.intersects(rect) }",
         "  }"],
        ["  override var collectionViewContentSize: CGSize {",
         "    CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)",
         "  }"],
        ["  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {",
         "    let changed = newBounds.width != collectionView?.bounds.width",
         "    if changed { onInvalidate?(newBounds) }",
         "    return changed",
         "  }"],
        ["  override func invalidateLayout() {",
         "    super.invalidateLayout()",
         "    cache.removeAll(keepingCapacity: true)",
         "  }"],
        [f"  /// {rng.choice(COMMENTS)}",
         "  func animateSelection(of cell: UICollectionViewCell) {",
         f"    UIView.animate(withDuration: {number(rng, 0.1, 0.5, 0.05)}, delay: 0, options: [.curveEaseOut]) {{",
         f"      cell.transform = CGAffineTransform(scaleX: {scale}, y: {scale})",
         f"      cell.alpha = {number(rng, 0.5, 1, 0.05)}",
         "    } completion: { _ in",
         "      cell.transform = .identity",
         "    }",
         "  }"],
        ["  override func targetContentOffset(",
         "    forProposedContentOffset proposed: CGPoint, withScrollingVelocity velocity: CGPoint",
         "  ) -> CGPoint {",
         f"    let page = (proposed.y / {height}).rounded(velocity.y > 0 ? .up : .down)",
         f"    return CGPoint(x: proposed.x, y: page * ({height} + {gap}))",
         "  }"],
        ["  override var debugDescription: String {",
         f'    "<{name}: \\(cache.count) cached, height \\(contentHeight)>"',
         "  }"],
    ]
    head = [f"/// {rng.choice(COMMENTS)}", f"final class {name}: UICollectionViewLayout {{",
            "  private var cache: [IndexPath: UICollectionViewLayoutAttributes] = [:]",
            "  private var contentHeight: CGFloat = 0", "  var onInvalidate: ((CGRect) -> Void)?", ""]
    usage = ["",
             "func install(in collectionView: UICollectionView) {",
             f"  let layout = {name}()",
             "  layout.onInvalidate = { bounds in",
             f'    print("{rng.choice(LABELS)}: \\(bounds.width) points wide")',
             "  }",
             "  collectionView.setCollectionViewLayout(layout, animated: false)",
             "}"]
    return head, members, usage


def enum_members(rng, name):
    a, b, c = rng.choice(CASE_SETS)
    members = [
        ["  var label: String {",
         "    switch self {",
         f'    case .{a}: return "{rng.choice(LABELS)}"',
         f'    case .{b}: return "{rng.choice(LABELS)}"',
         f'    case .{c}: return "{rng.choice(LABELS)}"',
         "    }",
         "  }"],
        ["  func columns(for width: CGFloat) -> Int {",
         "    switch self {",
         f"    case .{a}: return 1",
         f"    case .{b}: return width > {rng.choice([480, 600, 700])} ? 2 : 1",
         f"    case .{c}: return max(1, Int(width / {number(rng, 140, 240, 4)}))",
         "    }",
         "  }"],
        ["  var threshold: CGFloat {",
         "    switch self {",
         f"    case .{a}: {rng.randint(300, 420)}",
         f"    case .{b}: {rng.randint(600, 820)}",
         f"    case .{c}: .infinity",
         "    }",
         "  }"],
        [f"  /// {rng.choice(COMMENTS)}",
         f"  static func matching(_ width: CGFloat) -> {name} {{",
         f"    allCases.first {{ $0.threshold >= width }} ?? .{c}",
         "  }"],
        ["  func next() -> Self {",
         "    let all = Self.allCases",
         "    let index = all.firstIndex(of: self)!",
         "    return all[(index + 1) % all.count]",
         "  }"],
    ]
    head = [f"/// {rng.choice(COMMENTS)}", f"enum {name}: String, CaseIterable {{",
            f"  case {a}, {b}, {c}", ""]
    usage = ["",
             f"extension {name}: CustomStringConvertible {{",
             f'  var description: String {{ "{name}.\\(rawValue)" }}',
             "}"]
    return head, members, usage


def swift_block(rng):
    """A type with a few members, 15 to 40 lines, and maybe a use of it."""
    kind = rng.choice([struct_members, struct_members, class_members, class_members, enum_members])
    suffix = {struct_members: ["Metrics", "Configuration", "State", "Model"],
              class_members: ["Layout", "FlowLayout"],
              enum_members: ["Style", "Mode", ""]}[kind]
    prefixes = {struct_members: STRUCT_PREFIXES, class_members: CLASS_PREFIXES,
                enum_members: ENUM_PREFIXES}[kind]
    name = rng.choice(prefixes) + rng.choice(suffix)
    head, members, usage = kind(rng, name)
    # The first member always comes first (the use below may call it); the
    # others come in any order.
    rest = members[1:]
    rng.shuffle(rest)
    members = members[:1] + rest
    target = rng.randint(15, 40)
    lines = list(head)
    if len(lines) + 1 + len(usage) <= target:
        closing = ["}"] + usage
    else:
        closing = ["}"]
    for member in members:
        if len(lines) + len(member) + 1 + len(closing) > 40:
            continue
        lines += member + [""]
        if len(lines) - 1 + len(closing) >= target:
            break
    lines.pop()  # the blank line after the last member
    return "\n".join(["```swift"] + lines + closing + ["```"])


# MARK: Page parts

def plain_block(rng):
    kind = rng.randrange(3)
    if kind == 0:
        width = rng.choice([160, 172, 180])
        y = [0.0] * 2
        rows = []
        for item in range(rng.randint(4, 8)):
            column = y.index(min(y))
            height = rng.choice([64, 80, 96, 112, 128])
            rows.append(f"item {item:2d}  ({column * (width + 8):5.1f}, {y[column]:6.1f}, {width:.1f}, {height:.1f})")
            y[column] += height + 8
        return "```\n" + "\n".join(rows) + "\n```"
    if kind == 1:
        steps = rng.sample(["prepare", "attributes", "content size", "visible cells", "prefetch", "snapshot"], 4)
        return "```\n" + "\n".join(
            f"{rng.uniform(0.1, 9.9):5.2f} ms  {step}" for step in steps) + "\n```"
    return ("```\n" + "+---------+---------+\n|  item 0 |  item 1 |\n+---------+---------+\n"
            "|  item 2 (wide)      |\n+-------------------+\n```")


def table(rng, text):
    columns = rng.randint(3, 5)
    alignments = [":---"] + rng.sample([":---:", "---:"], 2) + [rng.choice(["---", ":---", "---:"])
                                                                for _ in range(columns - 3)]
    kinds = ["name"] + rng.sample(["type", "value", "note", "zh"], columns - 1)
    titles = {"name": "Property", "type": "Type", "value": "Default", "note": "What it changes",
              "zh": "说明"}
    types = ["`CGFloat`", "`Int`", "`Bool`", "`CGSize`", "`UIEdgeInsets`", "`TimeInterval`"]
    values = ["0", "8 pt", "10 pt", "0.25 s", "**1**", "`.zero`", "`nil`", "44 × 44", "1,024"]

    def cell(kind):
        if kind == "name":
            return f"`{rng.choice(CODE_TERMS)}`"
        if kind == "type":
            return rng.choice(types)
        if kind == "value":
            return rng.choice(values)
        if kind == "zh":
            return text.fill("{z}的{z}")
        note = text.fill(rng.choice(["the {n}", "every {a} {n}", "only the {n}", "the {n} and the {n}"]))
        return rng.choice([note, f"*{note}*", f"{note}, _not_ the {rng.choice(NOUNS)}"])

    rows = ["| " + " | ".join(titles[k] for k in kinds) + " |", "| " + " | ".join(alignments) + " |"]
    for _ in range(rng.randint(3, 6)):
        rows.append("| " + " | ".join(cell(k) for k in kinds) + " |")
    return "\n".join(rows)


def bullet_list(rng, text):
    items = []
    for item in range(rng.randint(2, 3)):
        items.append(f"- **{rng.choice(NOUNS)}**: {text.english(1)}")
        for _ in range(rng.randint(1 if item == 0 else 0, 2)):  # the first has a second level
            items.append(f"  - `{rng.choice(CODE_TERMS)}` {rng.choice(['sets', 'reads', 'resets'])} "
                         f"the {rng.choice(NOUNS)}.")
    return "\n".join(items)


def ordered_list(rng, text):
    items = []
    for step in range(1, rng.randint(2, 3) + 1):
        items.append(f"{step}. {text.english(1)}")
        sub = rng.randint(1 if step == 1 else 0, 2)  # the first has a second level
        ordered = rng.random() < 0.5
        for number in range(1, sub + 1):
            marker = f"{number}." if ordered else "-"
            line = text.chinese(1) if rng.random() < 0.3 else f"Check the {rng.choice(NOUNS)}."
            items.append(f"   {marker} {line}")
    return "\n".join(items)


def quote(rng, text):
    if rng.random() < 0.5:
        return f"> **Note:** {text.english(2)}"
    return f"> **提示：** {text.chinese(2)}"


def quote_with_list(rng, text):
    lines = ["> **Before you change it**", ">"]
    for _ in range(2):
        lines.append(f"> - {text.english(1)}")
        if rng.random() < 0.5:
            lines.append(f">   - {text.chinese(1)}")
    return "\n".join(lines)


def link(number, pages, text):
    return f"[{text}](page-{max(1, min(pages, number)):04d}.html)"


def page(number, pages):
    rng = random.Random(SEED * 1_000_003 + number)
    text = Text(rng)
    external = rng.sample(EXTERNAL, 2)
    nearby = 1 + int(rng.random() * pages)  # one draw whatever the corpus size
    sections = [
        [text.english(rng.randint(1, 2)), text.chinese(rng.randint(2, 3)),
         "### " + text.heading(HEADINGS_3),
         f"{text.english(1)} The previous chapter, {link(number - 1, pages, 'page ' + str(max(1, number - 1)))}, "
         f"covers the {rng.choice(NOUNS)}; [{external[0][0]}]({external[0][1]}) has the full list.",
         bullet_list(rng, text)],
        [text.english(rng.randint(1, 3)), swift_block(rng), text.chinese(rng.randint(2, 3)),
         "### " + text.heading(HEADINGS_3), text.english(1), table(rng, text), text.english(1)],
        [text.english(rng.randint(1, 2)), ordered_list(rng, text), quote(rng, text),
         "### " + text.heading(HEADINGS_3), text.chinese(rng.randint(2, 3)), plain_block(rng)],
        [text.english(1), quote_with_list(rng, text), text.chinese(2)]
        + ([swift_block(rng)] if rng.random() < 0.25 else [])
        + [f"See {link(nearby, pages, 'page ' + str(nearby))} for {text.fill('a {a} {n}')}, "
           f"{link(number + 1, pages, 'the next chapter')} for the {rng.choice(NOUNS)}, "
           f"and [{external[1][0]}]({external[1][1]})."],
    ]
    rng.shuffle(sections)
    blocks = []
    for section in sections:
        blocks.append("## " + text.heading(HEADINGS_2))
        blocks += section
    return "\n\n".join(blocks) + "\n"


# MARK: Writing the corpus

def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("output")
    parser.add_argument("pages", nargs="?", type=int, default=1000)
    parser.add_argument("--shape", choices=["parts", "flat"], default="parts")
    arguments = parser.parse_args()
    out, pages = arguments.output, arguments.pages

    coldocs = os.path.join(out, "coldocs", "content")
    hugo = os.path.join(out, "hugo", "content")
    os.makedirs(coldocs, exist_ok=True)
    os.makedirs(hugo, exist_ok=True)
    names = []
    total = 0
    for number in range(1, pages + 1):
        name = f"page-{number:04d}.md"
        names.append(name)
        body = page(number, pages)
        title = f"Page {number}"
        text = f"---\ntitle: {title}\n---\n" + body
        with open(os.path.join(coldocs, name), "w", encoding="utf-8") as f:
            f.write(text)
        total += len(text.encode())
        with open(os.path.join(hugo, name), "w", encoding="utf-8") as f:
            f.write(f"---\ntitle: \"{title}\"\n---\n{body}")

    with open(os.path.join(coldocs, "coldocs.yml"), "w", encoding="utf-8") as f:
        f.write("title: Corpus\nchapters:\n")
        if arguments.shape == "flat":
            f.write("".join(f"  - {n}\n" for n in names))
        else:
            # The sidebar lists the open part's pages and one link per other part.
            for start in range(0, len(names), PART_SIZE):
                f.write(f"  - part: Part {start // PART_SIZE + 1}\n    chapters:\n")
                f.write("".join(f"      - {n}\n" for n in names[start:start + PART_SIZE]))

    site = os.path.join(out, "hugo")
    os.makedirs(os.path.join(site, "layouts", "_default"), exist_ok=True)
    with open(os.path.join(site, "hugo.toml"), "w", encoding="utf-8") as f:
        # Chroma highlights fenced code by default; writing it out keeps it on,
        # and class names (rather than inline styles) match what coldocs writes.
        f.write('baseURL = "/"\ntitle = "Corpus"\nrelativeURLs = true\nuglyURLs = true\n'
                'disableKinds = ["taxonomy", "term", "RSS", "sitemap"]\n'
                '[markup.highlight]\ncodeFences = true\nnoClasses = false\n')
    # The same page shape as coldocs's templates without parts: a sidebar
    # listing every page, then the body.
    layout = """<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>{{ .Title }}</title></head>
<body><nav><ol>{{ range .Site.RegularPages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ol></nav>
<main><h1>{{ .Title }}</h1>{{ .TableOfContents }}{{ .Content }}</main></body></html>
"""
    for name in ("single.html", "list.html"):
        with open(os.path.join(site, "layouts", "_default", name), "w", encoding="utf-8") as f:
            f.write(layout)
    print(f"{pages} pages ({arguments.shape}), {total / 1e6:.1f} MB of Markdown, "
          f"{total / pages / 1000:.1f} KB a page, in {out}")


if __name__ == "__main__":
    main()
