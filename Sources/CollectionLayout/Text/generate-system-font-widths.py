#!/usr/bin/env python3
"""Writes SystemFontWidths.swift, the engine's table of system-font advance widths.

Apple's system font (SF Pro) cannot be redistributed, so the engine measures
text with the widths of Inter, an open font of very similar proportions. This
script reads Inter from Debian's `fonts-inter` package and writes, next to
itself, `SystemFontWidths.swift`: for the nine weights UIFont.Weight names
(ultraLight 100 ... black 900), the advance of every character in a few
Latin and punctuation ranges, in thousandths of an em (the font's
units-per-em scaled to 1000, rounded to the nearest integer), plus the
advance of a tabular digit (the `tnum` feature) and a fallback width for
characters the table lacks.

Font files: the upright text family "Inter" of the files that `dpkg -L
fonts-inter` lists (Debian 12 ships static CFF fonts,
/usr/share/fonts/opentype/inter/Inter-<Style>.otf, one per weight). Each
weight is taken from the static file whose OS/2 weight class matches; if the
package ships only a variable font for that weight, a static instance is cut
from it with fontTools.varLib.instancer (wght at the weight, any optical-size
axis at its minimum, the text size).

Run it on Debian or Ubuntu, from anywhere:

    apt-get install -y -qq fonts-inter
    python3 -m pip install --quiet fonttools
    python3 Sources/CollectionLayout/Text/generate-system-font-widths.py

The output is deterministic (the same package gives byte-identical output) and
is committed: building the engine needs neither Python nor the font. Run the
script again only when the table should change, and commit both files.

`--measure TEXT [--size PT] [--weight W]` prints the width of TEXT measured
with the written table and with the font's own advances (no kerning), as a
check; it writes nothing.
"""

import argparse
import os
import subprocess
import sys

from fontTools.ttLib import TTFont

PACKAGE = "fonts-inter"
FAMILY = "Inter"

# The weights the table has, with the UIFont.Weight name of each.
WEIGHTS = [
    (100, "ultraLight"),
    (200, "thin"),
    (300, "light"),
    (400, "regular"),
    (500, "medium"),
    (600, "semibold"),
    (700, "bold"),
    (800, "heavy"),
    (900, "black"),
]

# The ranges tabulated, inclusive at both ends, with the Swift name of each.
RANGES = [
    (0x0020, 0x007E, "basicLatin"),
    (0x00A0, 0x017F, "latin1AndExtendedA"),
    (0x2010, 0x2027, "punctuationA"),
    (0x2030, 0x203A, "punctuationB"),
]

# Stored for a scalar in a range that the font has no glyph for.
MISSING = 0xFFFF

HERE = os.path.dirname(os.path.abspath(__file__))
OUTPUT = os.path.join(HERE, "SystemFontWidths.swift")


def package_version():
    """The installed version of the font package, as dpkg reports it."""
    result = subprocess.run(
        ["dpkg-query", "-W", "-f=${Version}", PACKAGE],
        capture_output=True, text=True, check=False)
    if result.returncode != 0 or not result.stdout.strip():
        sys.exit(f"{PACKAGE} is not installed: apt-get install -y -qq {PACKAGE}")
    return result.stdout.strip()


def package_fonts():
    """The font files of the package, sorted so every run sees one order."""
    listing = subprocess.run(
        ["dpkg", "-L", PACKAGE], capture_output=True, text=True, check=True).stdout
    return sorted(
        path for path in listing.splitlines()
        if path.lower().endswith((".otf", ".ttf")) and os.path.isfile(path))


def family_name(font):
    """The typographic family name (name ID 16), else the legacy one (ID 1)."""
    name = font["name"]
    return str(name.getDebugName(16) or name.getDebugName(1) or "")


def is_italic(font):
    return bool(font["OS/2"].fsSelection & 1) or bool(font["head"].macStyle & 2)


def upright_text_fonts(paths):
    """Opens each file and keeps the upright ones of the text family.

    Returns (static, variable): static maps weight class to (path, font),
    variable is a list of (path, font) with a `wght` axis.
    """
    static, variable = {}, []
    for path in paths:
        font = TTFont(path, lazy=True)
        if family_name(font) != FAMILY or is_italic(font):
            continue
        if "fvar" in font:
            if any(axis.axisTag == "wght" for axis in font["fvar"].axes):
                variable.append((path, font))
        else:
            static.setdefault(font["OS/2"].usWeightClass, (path, font))
    return static, variable


def instance(path, weight):
    """A static instance of a variable font at `weight`, at its text size."""
    from fontTools.varLib import instancer

    font = TTFont(path)
    location = {}
    for axis in font["fvar"].axes:
        if axis.axisTag == "wght":
            location["wght"] = max(axis.minValue, min(axis.maxValue, weight))
        elif axis.axisTag == "opsz":
            location["opsz"] = axis.minValue
        else:
            location[axis.axisTag] = axis.defaultValue
    return instancer.instantiateVariableFont(font, location)


def font_for_weight(weight, static, variable):
    """(description, font) for one weight: the static file, else an instance."""
    if weight in static:
        path, font = static[weight]
        return os.path.basename(path), font
    for path, _ in variable:
        return f"{os.path.basename(path)} at wght={weight}", instance(path, weight)
    sys.exit(f"{PACKAGE} has no upright {FAMILY} font of weight {weight}")


def single_substitutions(gsub, lookup_index):
    """The glyph-to-glyph mapping of a single-substitution lookup."""
    lookup = gsub.LookupList.Lookup[lookup_index]
    mapping = {}
    for subtable in lookup.SubTable:
        if lookup.LookupType == 7:  # extension: the real subtable is inside
            if subtable.ExtensionLookupType != 1:
                continue
            subtable = subtable.ExtSubTable
        elif lookup.LookupType != 1:
            continue
        for source, target in subtable.mapping.items():
            mapping.setdefault(source, target)
    return mapping


def tabular_digit_advance(font, cmap, advance):
    """The advance the digits 0-9 get with the `tnum` feature on.

    Follows the font's `tnum` single substitutions from each digit's default
    glyph. Returns (width, odd): the width most of the ten share, and the
    digits whose width differs (Inter 3.19 substitutes no tabular glyph for
    "4" in its heavier weights, whose default "4" is a little narrower).
    """
    mapping = {}
    if "GSUB" in font:
        gsub = font["GSUB"].table
        for record in gsub.FeatureList.FeatureRecord:
            if record.FeatureTag == "tnum":
                for index in record.Feature.LookupListIndex:
                    for source, target in single_substitutions(gsub, index).items():
                        mapping.setdefault(source, target)
    widths = {}
    for digit in "0123456789":
        glyph = cmap[ord(digit)]
        widths[digit] = advance(mapping.get(glyph, glyph))
    counts = {}
    for width in widths.values():
        counts[width] = counts.get(width, 0) + 1
    # Most common width; the smaller one on a tie, so the choice is stable.
    width = min(counts, key=lambda w: (-counts[w], w))
    if counts[width] < 8:
        sys.exit(f"{family_name(font)} has no tabular digits: widths {widths}")
    odd = "".join(d for d, w in widths.items() if w != width)
    return width, odd


def measure_font(font):
    """Everything the table needs from one font, in thousandths of an em."""
    units_per_em = font["head"].unitsPerEm
    hmtx = font["hmtx"]
    cmap = font.getBestCmap()

    def thousandths(glyph):
        # Round half up, the same everywhere (Python's round() would not).
        return (hmtx[glyph][0] * 2000 // units_per_em + 1) // 2

    ranges = []
    for first, last, _ in RANGES:
        ranges.append([
            thousandths(cmap[scalar]) if scalar in cmap else MISSING
            for scalar in range(first, last + 1)])
    tabular = tabular_digit_advance(font, cmap, thousandths)
    lowercase = [thousandths(cmap[ord(c)]) for c in "abcdefghijklmnopqrstuvwxyz"]
    fallback = (sum(lowercase) * 2 + len(lowercase)) // (2 * len(lowercase))
    return {
        "ranges": ranges,
        "tabular": tabular[0],
        "tabularOdd": tabular[1],
        "fallback": fallback,
        "unitsPerEm": units_per_em,
        "version": str(font["name"].getDebugName(5) or "").split(";")[0].replace("Version ", ""),
    }


def swift_rows(values, indent, width=100):
    """Comma-separated integers wrapped to lines of at most `width` columns."""
    lines, items = [], []
    for value in values:
        item = f"{value},"
        if items and len(indent + " ".join(items + [item])) > width:
            lines.append(indent + " ".join(items))
            items = []
        items.append(item)
    if items:
        lines.append(indent + " ".join(items))
    return lines


def render(version, sources, tables):
    first = tables[0]
    font_version = first["version"]
    lengths = [last - start + 1 for start, last, _ in RANGES]
    out = []
    emit = out.append
    emit(f"// Generated by generate-system-font-widths.py from Inter ({PACKAGE} {version});"
         " do not edit.")
    emit(f"// Font version {font_version}, {first['unitsPerEm']} units per em; files, lightest first:")
    emit("// " + ", ".join(sources[:5]) + ",")
    emit("// " + ", ".join(sources[5:]) + ".")
    emit("")
    emit("/// Advance widths of the engine's stand-in for the system font, in thousandths of")
    emit("/// an em: a character's width at a point size is `advance × size / 1000`.")
    emit("///")
    emit("/// The values are Inter's, whose proportions are close to SF Pro's. Each weight")
    emit("/// (100 ultraLight … 900 black, as `UIFont.Weight` orders them) has one row: the")
    emit("/// scalars of each tabulated range in order, the ranges one after another.")
    emit("/// Kerning and ligatures are not included. Scalars outside the ranges, and the")
    emit("/// few in them the font lacks, have no entry (`advance(of:weight:)` returns nil);")
    emit("/// CJK ideographs, kana, Hangul and fullwidth forms are drawn one em wide by the")
    emit("/// caller, not from this table.")
    emit("enum SystemFontWidths {")
    emit("  /// The weights tabulated, lightest first; `rows[i]` is for `weights[i]`.")
    emit("  static let weights: [Int] = [" + ", ".join(str(w) for w, _ in WEIGHTS) + "]")
    emit("")
    emit("  /// The advance of each digit 0–9 with tabular figures (OpenType `tnum`) on,")
    emit("  /// per weight: the digit width of `monospacedDigitSystemFont`.")
    odd = [(w, t["tabularOdd"]) for (w, _), t in zip(WEIGHTS, tables) if t["tabularOdd"]]
    if odd:
        weights = ", ".join(str(w) for w, _ in odd)
        digits = "".join(sorted(set("".join(d for _, d in odd))))
        emit(f"  /// (At weights {weights} the font's `tnum` leaves \"{digits}\" at its own,")
        emit("  /// slightly narrower, width; the value here is the one the other digits share.)")
    emit("  static let tabularDigit: [UInt16] = ["
         + ", ".join(str(t["tabular"]) for t in tables) + "]")
    emit("")
    emit("  /// The width given, per weight, to a character the table has no entry for:")
    emit("  /// the mean advance of the lowercase letters a–z, rounded.")
    emit("  static let fallback: [UInt16] = ["
         + ", ".join(str(t["fallback"]) for t in tables) + "]")
    emit("")
    lacking = sorted({
        start + i
        for table in tables
        for (start, _, _), values in zip(RANGES, table["ranges"])
        for i, value in enumerate(values) if value == MISSING})
    emit("  /// Stored for a scalar inside a range that the font has no glyph for"
         + (": " + ", ".join(f"U+{c:04X}" for c in lacking) + "." if lacking else "."))
    emit(f"  static let missing: UInt16 = 0x{MISSING:X}")
    emit("")
    emit("  /// The ranges tabulated, with where each starts in a row.")
    offset = 0
    for (start, last, name), length in zip(RANGES, lengths):
        emit(f"  /// U+{start:04X}–U+{last:04X}: {length} entries from index {offset}.")
        offset += length
    emit(f"  static let rowLength = {offset}")
    emit("")
    emit("  /// The index in a row of `value`, or nil when no range holds it.")
    emit("  @inline(__always)")
    emit("  static func index(of value: UInt32) -> Int? {")
    emit("    switch value {")
    offset = 0
    for (start, last, _), length in zip(RANGES, lengths):
        base = f"Int(value) - 0x{start:04X}"
        expression = base if offset == 0 else f"{base} + {offset}"
        emit(f"    case 0x{start:04X}...0x{last:04X}: return {expression}")
        offset += length
    emit("    default: return nil")
    emit("    }")
    emit("  }")
    emit("")
    emit("  /// The row for `weight` (100…900, clamped): the nearest tabulated weight,")
    emit("  /// the heavier one when two are equally near.")
    emit("  @inline(__always)")
    emit("  static func weightIndex(_ weight: Int) -> Int {")
    emit(f"    let clamped = min(max(weight, {WEIGHTS[0][0]}), {WEIGHTS[-1][0]})")
    emit(f"    return (clamped - {WEIGHTS[0][0]} + 50) / 100")
    emit("  }")
    emit("")
    emit("  /// The advance of `scalar` at `weight`, in thousandths of an em, or nil when")
    emit("  /// the table has none.")
    emit("  static func advance(of scalar: Unicode.Scalar, weight: Int) -> Int? {")
    emit("    guard let slot = index(of: scalar.value) else { return nil }")
    emit("    let value = rows[weightIndex(weight)][slot]")
    emit("    return value == missing ? nil : Int(value)")
    emit("  }")
    emit("")
    emit("  /// The tabular digit advance at `weight`, in thousandths of an em.")
    emit("  static func tabularDigitAdvance(weight: Int) -> Int {")
    emit("    Int(tabularDigit[weightIndex(weight)])")
    emit("  }")
    emit("")
    emit("  /// The fallback advance at `weight`, in thousandths of an em.")
    emit("  static func fallbackAdvance(weight: Int) -> Int {")
    emit("    Int(fallback[weightIndex(weight)])")
    emit("  }")
    emit("")
    emit("  /// One row per weight, in the order of `weights`.")
    emit("  static let rows: [[UInt16]] = [")
    for _, name in WEIGHTS:
        emit(f"    {name},")
    emit("  ]")
    for (weight, name), source, table in zip(WEIGHTS, sources, tables):
        emit("")
        emit(f"  /// Weight {weight} ({name}), from {source}.")
        emit(f"  private static let {name}: [UInt16] = [")
        for (start, last, _), values in zip(RANGES, table["ranges"]):
            emit(f"    // U+{start:04X}–U+{last:04X}")
            out.extend(swift_rows(values, "    "))
        emit("  ]")
    emit("}")
    return "\n".join(out) + "\n"


def load_tables():
    static, variable = upright_text_fonts(package_fonts())
    sources, tables = [], []
    for weight, _ in WEIGHTS:
        source, font = font_for_weight(weight, static, variable)
        sources.append(source)
        tables.append(measure_font(font))
    return sources, tables


def measure(text, size, weight, tables):
    """Prints TEXT's width from the table and from the font's advances."""
    static, variable = upright_text_fonts(package_fonts())
    _, font = font_for_weight(weight, static, variable)
    row = tables[[w for w, _ in WEIGHTS].index(weight)]
    total = 0
    for character in text:
        scalar = ord(character)
        value = None
        offset = 0
        for (start, last, _), values in zip(RANGES, row["ranges"]):
            if start <= scalar <= last:
                value = values[scalar - start]
                break
            offset += last - start + 1
        total += row["fallback"] if value in (None, MISSING) else value
    cmap, hmtx = font.getBestCmap(), font["hmtx"]
    units = sum(hmtx[cmap[ord(c)]][0] for c in text)
    print(f"{text!r} at {size} pt, weight {weight}:")
    print(f"  table: {total} thousandths of an em -> {total * size / 1000} pt")
    print(f"  font:  {units} of {font['head'].unitsPerEm} units per em"
          f" -> {units * size / font['head'].unitsPerEm} pt (no kerning)")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--measure", metavar="TEXT", help="print TEXT's width; write nothing")
    parser.add_argument("--size", type=float, default=17.0)
    parser.add_argument("--weight", type=int, default=400, choices=[w for w, _ in WEIGHTS])
    arguments = parser.parse_args()
    version = package_version()
    sources, tables = load_tables()
    if arguments.measure is not None:
        measure(arguments.measure, arguments.size, arguments.weight, tables)
        return
    text = render(version, sources, tables)
    with open(OUTPUT, "w", encoding="utf-8", newline="\n") as output:
        output.write(text)
    print(f"wrote {OUTPUT} ({len(text.encode('utf-8'))} bytes)")


if __name__ == "__main__":
    main()
