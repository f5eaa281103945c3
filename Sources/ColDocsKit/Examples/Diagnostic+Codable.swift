extension Diagnostic: Codable {
  enum CodingKeys: String, CodingKey { case file, line, column, severity, message, fix }

  public init(from decoder: Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      file: try c.decode(String.self, forKey: .file), line: try c.decode(Int.self, forKey: .line),
      column: try c.decode(Int.self, forKey: .column),
      severity: Severity(rawValue: try c.decode(String.self, forKey: .severity)) ?? .error,
      message: try c.decode(String.self, forKey: .message),
      fix: try c.decode(String.self, forKey: .fix))
  }

  public func encode(to encoder: Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(file, forKey: .file)
    try c.encode(line, forKey: .line)
    try c.encode(column, forKey: .column)
    try c.encode(severity.rawValue, forKey: .severity)
    try c.encode(message, forKey: .message)
    try c.encode(fix, forKey: .fix)
  }
}
