import Foundation

/// Turns a template context into the nested dictionaries, arrays and
/// scalars swift-mustache reads, through the context's own `Encodable`
/// conformance: the compiler writes each struct's `encode(to:)`, so every
/// field is visited by direct calls, where `Mirror` looked each up at run
/// time and boxed it (3.6 % of a 10,000-page build).
///
/// Keys are the fields' names, as `Encodable` synthesises them, and a nil
/// optional is left out (`encodeIfPresent`), as a template finds nothing
/// there either way.
enum TemplateValues {
  static func of<Value: Encodable>(_ value: Value) -> Any {
    switch value {
    case let text as String: return text
    case let number as Int: return number
    case let flag as Bool: return flag
    case let number as Double: return number
    case let table as [String: String]: return table
    default:
      let encoder = TemplateValueEncoder()
      // The contexts' fields are strings, numbers, flags, tables and
      // structs of them: none throws.
      try? value.encode(to: encoder)
      return encoder.value
    }
  }
}

/// Collects what one value encodes: fields, elements or a single value.
private final class TemplateValueEncoder: Encoder {
  var codingPath: [any CodingKey] = []
  var userInfo: [CodingUserInfoKey: Any] = [:]
  var fields: [String: Any] = [:]
  var elements: [Any] = []
  var single: Any?
  private var isList = false

  var value: Any { single ?? (isList ? elements : fields) }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    KeyedEncodingContainer(Fields<Key>(encoder: self))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    isList = true
    return Elements(encoder: self)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    Single(encoder: self)
  }

  private struct Fields<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: TemplateValueEncoder
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) {}

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) {
      encoder.fields[key.stringValue] = TemplateValues.of(value)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
      keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
      // Not used by synthesised conformances; the nested value is dropped.
      TemplateValueEncoder().container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
      TemplateValueEncoder().unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { TemplateValueEncoder() }
    mutating func superEncoder(forKey key: Key) -> any Encoder { TemplateValueEncoder() }
  }

  private struct Elements: UnkeyedEncodingContainer {
    let encoder: TemplateValueEncoder
    var codingPath: [any CodingKey] { [] }
    var count: Int { encoder.elements.count }

    mutating func encodeNil() {}

    mutating func encode<T: Encodable>(_ value: T) {
      encoder.elements.append(TemplateValues.of(value))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
      -> KeyedEncodingContainer<NestedKey>
    {
      TemplateValueEncoder().container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
      TemplateValueEncoder().unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { TemplateValueEncoder() }
  }

  private struct Single: SingleValueEncodingContainer {
    let encoder: TemplateValueEncoder
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil() {}

    mutating func encode<T: Encodable>(_ value: T) {
      encoder.single = TemplateValues.of(value)
    }
  }
}
