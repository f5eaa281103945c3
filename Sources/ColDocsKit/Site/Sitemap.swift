/// `sitemap.xml` for a site with a configured base URL.
enum Sitemap {
  static func xml(baseURL: String, pages: [String]) -> String {
    let base = baseURL.hasSuffix("/") ? baseURL : baseURL + "/"
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    xml += "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
    for page in pages { xml += "  <url><loc>\(HTML.escape(base + page))</loc></url>\n" }
    xml += "</urlset>\n"
    return xml
  }
}
