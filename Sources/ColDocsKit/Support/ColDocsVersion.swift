import Foundation

/// The version of coldocs, part of every cache key.
public enum ColDocsVersion {
  public static let current = "0.1.0"
}
