import Foundation

/// A touch or other input event. Nothing is ever delivered to a headless
/// view, so no instance carries anything; the type exists so that
/// `point(inside:with:)` and `hitTest(_:with:)` keep UIKit's signatures and
/// their overrides compile unchanged. Callers pass `nil`.
open class UIEvent: NSObject {}
