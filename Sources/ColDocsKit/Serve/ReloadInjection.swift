import Foundation

/// The markup the server adds to every HTML page it serves (never to the
/// built files): a script that reloads the page when a newer build is
/// announced, and the problems of the last build over the page.
enum ReloadInjection {
  static let eventsPath = "/__coldocs/events"

  /// The script listens only while its tab is visible: a browser opens few
  /// connections to one server at once, and hidden tabs holding them would
  /// leave a newly opened page waiting. On coming back it reconnects, and
  /// the first event, the current build's number, reloads it if it missed
  /// a build.
  static func inject(into html: String, problems: [Diagnostic], build: Int) -> String {
    var addition = """
      <script>(function(){var shown="\(build)",events=null;\
      function listen(){if(events||document.hidden)return;events=new EventSource("\(eventsPath)");\
      events.onmessage=function(e){if(e.data!==shown){location.reload();}};}\
      function pause(){if(events){events.close();events=null;}}\
      document.addEventListener("visibilitychange",function(){document.hidden?pause():listen();});\
      addEventListener("pagehide",pause);addEventListener("pageshow",listen);listen();})();</script>

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
