import Foundation

/// The markup the server adds to every HTML page it serves (never to the
/// built files): a script that reloads the page when told to, and the
/// problems of the last build over the page.
enum ReloadInjection {
  static let socketPath = "/__coldocs/reload"

  static func inject(into html: String, problems: [Diagnostic]) -> String {
    var addition = """
      <script>(function(){var url=(location.protocol==="https:"?"wss://":"ws://")+location.host+"\(socketPath)";\
      function connect(){var s=new WebSocket(url);s.onmessage=function(e){if(e.data==="reload"){location.reload();}};\
      s.onclose=function(){setTimeout(connect,500);};}connect();})();</script>

      """
    if !problems.isEmpty {
      let items = problems.prefix(20).map { "<li><code>\(HTML.escape($0.description))</code></li>" }
        .joined()
      addition +=
        "<div id=\"coldocs-overlay\" role=\"alert\" style=\"position:fixed;inset:auto 1rem 1rem 1rem;"
        + "max-height:50vh;overflow:auto;background:#2b0b0b;color:#ffdcd7;border:2px solid #ff8a80;"
        + "border-radius:8px;padding:1rem;z-index:1000;font:14px/1.5 ui-monospace,monospace\">"
        + "<p style=\"margin:0 0 .5rem;font-weight:700\">coldocs: the last build has problems "
        + "(the pages show the last good state)</p><ul style=\"margin:0;padding-left:1.2rem\">\(items)</ul></div>\n"
    }
    guard let end = html.range(of: "</body>", options: .backwards) else { return html + addition }
    return html.replacingCharacters(in: end.lowerBound..<end.lowerBound, with: addition)
  }
}
