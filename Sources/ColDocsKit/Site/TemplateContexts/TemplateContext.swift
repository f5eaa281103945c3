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
