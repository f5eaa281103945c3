import Foundation

/// UIKit's two-level index paths. Foundation on Linux lacks the `item`,
/// `row` and `section` accessors that UIKit adds, so the engine adds them.
extension IndexPath {
  public init(item: Int, section: Int) {
    self.init(indexes: [section, item])
  }

  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  /// The section index: the first index of the path.
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }

  /// The item index within its section: the second index of the path.
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }

  /// A synonym for `item`, as in UIKit.
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}
