import Yams

/// Positions and short messages out of Yams' errors.
enum YAMLErrors {
  static func line(of error: YamlError) -> Int {
    switch error {
    case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _):
      return mark.line
    default:
      return 1
    }
  }

  static func column(of error: YamlError) -> Int {
    switch error {
    case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _):
      return mark.column
    default:
      return 1
    }
  }

  static func summary(of error: YamlError) -> String {
    switch error {
    case .scanner(_, let problem, _, _), .parser(_, let problem, _, _),
      .composer(_, let problem, _, _):
      return problem
    default:
      return "\(error)"
    }
  }
}
