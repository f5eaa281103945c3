import Foundation

/// HTML and SVG written element by element.
///
/// Figures carry text coldocs does not control: cell labels and element
/// kinds from the examples, what an example printed, the guide's own words.
/// Written through this builder, every piece of text and every attribute
/// value is escaped here, by `HTML.escape`, and nowhere else; the only way
/// around it is `raw`, for what is markup already (highlighted code, a
/// stylesheet, another writer's output), so each exception can be seen at
/// its call.
///
/// Nothing is added that the writer does not ask for: attributes come out
/// in the order given, and there is no whitespace between elements except
/// `newline()`, so the same figure is the same bytes in every build.
/// Tag and attribute names are coldocs's own constants and are written as
/// they are.
struct HTMLBuilder {
  /// The markup written so far.
  private(set) var markup = ""

  init() {}

  /// An element's attributes, in the order written. A nil value leaves its
  /// attribute out, so that an attribute some elements have and others do
  /// not stays in its place in one literal:
  /// `["class": "cd-el", "opacity": alpha < 1 ? "0.5" : nil]`.
  struct Attributes: ExpressibleByDictionaryLiteral {
    typealias Key = String
    typealias Value = String?

    fileprivate let pairs: [(name: String, value: String)]

    init(dictionaryLiteral elements: (String, String?)...) {
      var pairs: [(name: String, value: String)] = []
      for (name, value) in elements {
        if let value { pairs.append((name: name, value: value)) }
      }
      self.pairs = pairs
    }
  }

  /// `<tag attributes>`, for an element whose content follows; `close(tag)`
  /// ends it. Also writes HTML's void elements (`input`), which have no end.
  mutating func open(_ tag: String, _ attributes: Attributes = [:]) {
    markup += "<\(tag)"
    write(attributes)
    markup += ">"
  }

  /// `</tag>`.
  mutating func close(_ tag: String) {
    markup += "</\(tag)>"
  }

  /// `<tag attributes/>`: an SVG element without content, in XML's short
  /// form, with no space before the slash.
  mutating func selfClosing(_ tag: String, _ attributes: Attributes = [:]) {
    markup += "<\(tag)"
    write(attributes)
    markup += "/>"
  }

  /// `<tag attributes>text</tag>`, the text escaped.
  mutating func element(_ tag: String, _ attributes: Attributes = [:], text: String) {
    open(tag, attributes)
    self.text(text)
    close(tag)
  }

  /// `<tag attributes>…</tag>`, `content` writing what is between.
  mutating func element(
    _ tag: String, _ attributes: Attributes = [:], content: (inout HTMLBuilder) -> Void
  ) {
    open(tag, attributes)
    content(&self)
    close(tag)
  }

  /// Text, escaped: `&`, `<`, `>` and `"` become entities.
  mutating func text(_ text: String) {
    markup += HTML.escape(text)
  }

  /// Markup written as it is. Only for what is markup already and was
  /// escaped where it was made; each call says why its text is safe.
  mutating func raw(_ markup: String) {
    self.markup += markup
  }

  /// A line break between elements, where the page has always had one.
  mutating func newline() {
    markup += "\n"
  }

  /// ` name="value"` for each attribute, the value escaped: a quote in it
  /// cannot end the attribute.
  private mutating func write(_ attributes: Attributes) {
    for (name, value) in attributes.pairs {
      markup += " \(name)=\"\(HTML.escape(value))\""
    }
  }
}

/// A piece of a page that writes itself into a builder, so that a page is
/// built in one pass; `html` is the piece on its own (for tests and for
/// callers that need one piece).
protocol MarkupWriter {
  func write(into html: inout HTMLBuilder)
}

extension MarkupWriter {
  var html: String {
    var builder = HTMLBuilder()
    write(into: &builder)
    return builder.markup
  }
}
