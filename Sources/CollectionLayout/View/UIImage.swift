import Foundation

/// An image, as far as the engine knows one: a system symbol by name.
///
/// The engine draws no pictures and has no asset catalogue, so an image is
/// only the space it takes: a list row reserves room for it, and its view
/// draws a rounded square in its tint colour where the symbol would be.
/// Code that makes images from files or asset names does not compile here.
public final class UIImage: NSObject, @unchecked Sendable {
  /// The symbol's name, such as `"wifi"`.
  public let symbolName: String

  /// The system symbol of that name. [?] The engine knows no list of
  /// symbols, so every name gives an image; on a phone an unknown name
  /// gives nil.
  @available(iOS 13.0, *)
  public init?(systemName name: String) {
    guard !name.isEmpty else { return nil }
    symbolName = name
    super.init()
  }

  /// Always true: the engine's images are symbols.
  @available(iOS 13.0, *)
  public var isSymbolImage: Bool { true }

  public override var description: String { "UIImage(systemName: \"\(symbolName)\")" }

  public override func isEqual(_ object: Any?) -> Bool {
    (object as? UIImage)?.symbolName == symbolName
  }

  public override var hash: Int { symbolName.hashValue }
}
