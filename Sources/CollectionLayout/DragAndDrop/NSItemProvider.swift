import Foundation

#if !canImport(ObjectiveC)
  /// What an item provider can be made from. On Apple platforms Foundation
  /// declares it and its conformances; Foundation on Linux has neither.
  public protocol NSItemProviderWriting: NSObjectProtocol {}

  extension NSString: NSItemProviderWriting {}
  extension NSURL: NSItemProviderWriting {}

  /// The carrier of a drag item's data between apps, reduced to what code
  /// written for UIKit needs to compile: Foundation on Linux has no
  /// `NSItemProvider`. Headlessly no data ever crosses an app's boundary, so
  /// nothing is kept or loaded: drops within one collection view read the
  /// drop item's `sourceIndexPath` or the drag item's `localObject`, as apps
  /// do for local drags.
  open class NSItemProvider: NSObject {
    public override init() {
      super.init()
    }

    /// A provider for `object`, which is not kept (see above).
    public convenience init(object: any NSItemProviderWriting) {
      self.init()
    }
  }
#endif
