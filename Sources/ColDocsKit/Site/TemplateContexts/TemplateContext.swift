import Foundation

/// What a page's template is rendered with: one struct per kind of page.
///
/// swift-mustache reads a struct by reflection (`Mirror`): each stored
/// property is a name the templates may use, under the property's own name,
/// so these structs are the list of what a template can say, checked by the
/// compiler instead of spelled in dictionary keys. A property's name is part
/// of the theme's interface: renaming one silently empties that variable in
/// every guide's own templates.
///
/// Only stored properties are seen, and a nested struct is reached with a
/// dotted name (`{{link.title}}`), so the fields every page shares are
/// repeated in each context rather than gathered in one nested value.
///
/// Encodable documents the shape (and lets a test look at it as JSON); the
/// encoded keys are the names a template sees, a nil optional left out just
/// as a template finds nothing there.
protocol TemplateContext: Encodable, Sendable {}

extension TemplateContext {
  /// The context as the nested dictionaries and arrays the template library
  /// reads fastest, made with one reflection pass per page. Handing it the
  /// struct itself would reflect the struct again for every tag of every
  /// page (about a quarter of a 1,000-page build); the names, nil optionals
  /// left out, are the same either way.
  var templateValues: [String: Any] {
    Self.plain(self) as? [String: Any] ?? [:]
  }

  private static func plain(_ value: Any) -> Any? {
    switch value {
    case is String, is Int, is Bool, is Double, is [String: String]: return value
    default: break
    }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
      return mirror.children.first.flatMap { plain($0.value) }
    case .collection:
      return mirror.children.compactMap { plain($0.value) }
    case .struct:
      var fields: [String: Any] = [:]
      for child in mirror.children {
        if let label = child.label, let field = plain(child.value) { fields[label] = field }
      }
      return fields
    default:
      return value
    }
  }
}
