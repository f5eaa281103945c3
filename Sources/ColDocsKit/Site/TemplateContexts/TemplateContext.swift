import Foundation

/// What a page's template is rendered with: one struct per kind of page.
///
/// Each stored property is a name the templates may use, under the
/// property's own name, so these structs are the list of what a template
/// can say, checked by the
/// compiler instead of spelled in dictionary keys. A property's name is part
/// of the theme's interface: renaming one silently empties that variable in
/// every guide's own templates.
///
/// Only stored properties are seen, and a nested struct is reached with a
/// dotted name (`{{link.title}}`), so the fields every page shares are
/// repeated in each context rather than gathered in one nested value.
///
/// The template is given the context as `Encodable` writes it
/// (`TemplateValues`), which also lets a test look at it as JSON: the
/// encoded keys are the names a template sees, a nil optional left out
/// just as a template finds nothing there.
protocol TemplateContext: Encodable, Sendable {}

extension TemplateContext {
  /// The context as the nested dictionaries and arrays the template library
  /// reads fastest, made once per page (`TemplateValues`). Handing it the
  /// struct itself would reflect the struct again for every tag of every
  /// page (about a quarter of a 1,000-page build); the names, nil optionals
  /// left out, are the same either way.
  var templateValues: [String: Any] {
    TemplateValues.of(self) as? [String: Any] ?? [:]
  }
}
