// `import UIKit` makes CGFloat, CGPoint, CGSize, CGRect, IndexPath and
// NSObject visible; `import CollectionLayout` must too, so that a UIKit file
// ports by changing its import and nothing else.
@_exported import Foundation
