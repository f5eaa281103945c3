/// What to tell an author whose code uses Objective-C: `@objc` protocols
/// with `optional` requirements are common in iOS libraries (delegates
/// copied from UIKit's style), and Swift on Linux, where coldocs compiles
/// them, has no Objective-C runtime. The compiler only says
/// "Objective-C interoperability is disabled", which does not say why or
/// what to change.
enum ObjectiveCAdvice {
  /// The compiler's messages that mean the code needs the Objective-C
  /// runtime (Swift 6.3 on Linux).
  static let messages = [
    "Objective-C interoperability is disabled",
    "can only be applied to members of an '@objc' protocol",
    "'@objc' can only be used with members of classes",
  ]

  /// The advice, when `message` is one of those errors.
  static func fix(for message: String) -> String? {
    guard messages.contains(where: message.contains) else { return nil }
    return
      "Swift on Linux has no Objective-C runtime, so @objc declarations and optional protocol requirements do not compile here; keep them for Apple platforms with '#if canImport(ObjectiveC)' and give Linux a plain Swift protocol whose optional members have default implementations in an extension (the README shows the pattern)"
  }
}
