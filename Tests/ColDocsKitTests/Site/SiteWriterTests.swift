import Foundation
import Testing

@testable import ColDocsKit

@Suite struct SiteWriterTests {
  private func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "writer-\(UUID().uuidString)/site")
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    return url
  }

  @Test func writesReplacesAndRemovesStalePages() throws {
    let url = try folder()
    let writer = SiteWriter(folder: url, displayFolder: "site")
    try writer.write(["index.html": Data("a".utf8), "old.html": Data("o".utf8)])
    try writer.write(["index.html": Data("b".utf8), "assets/x.css": Data("c".utf8)])
    #expect(
      writer.currentFiles() == ["index.html": Data("b".utf8), "assets/x.css": Data("c".utf8)])
    #expect(
      FileManager.default.fileExists(atPath: url.appendingPathComponent(SiteWriter.marker).path))
  }

  @Test func refusesAFolderItDidNotCreate() throws {
    let url = try folder()
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    try Data("mine".utf8).write(to: url.appendingPathComponent("notes.txt"))
    let writer = SiteWriter(folder: url, displayFolder: "site")
    #expect(throws: Diagnostic.self) { try writer.write(["index.html": Data()]) }
    #expect(
      try String(contentsOf: url.appendingPathComponent("notes.txt"), encoding: .utf8) == "mine")
  }

  @Test func aFailedWriteKeepsThePreviousSite() throws {
    let url = try folder()
    let writer = SiteWriter(folder: url, displayFolder: "site")
    try writer.write(["index.html": Data("good".utf8)])
    // "page" is a file, so "page/child.html" cannot be written.
    #expect(throws: Diagnostic.self) {
      try writer.write(["page": Data("x".utf8), "page/child.html": Data("y".utf8)])
    }
    #expect(writer.currentFiles() == ["index.html": Data("good".utf8)])
  }

  @Test func templateErrorsAreLocated() throws {
    let url = try folder()
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    try "<html>\n{{#open}}\n</html>\n".write(
      to: url.appendingPathComponent("page.mustache"), atomically: true, encoding: .utf8)
    try "ok".write(
      to: url.appendingPathComponent("index.mustache"), atomically: true, encoding: .utf8)
    do {
      _ = try templateSet(url)
      Issue.record("expected an error")
    } catch let list as DiagnosticList {
      #expect(list.diagnostics.first?.file == "templates/page.mustache")
      #expect(list.diagnostics.first?.message.contains("template syntax error") == true)
    }
  }

  @Test func aMissingPartialIsNamedAtTheGuidesTemplate() throws {
    let url = try folder()
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    try "x\n{{> footer}}".write(
      to: url.appendingPathComponent("page.mustache"), atomically: true, encoding: .utf8)
    let set = try templateSet(url)
    do {
      _ = try set.render("page", NoValues(), displayFolder: "templates")
      Issue.record("expected an error")
    } catch let diagnostic as Diagnostic {
      #expect(diagnostic.message.contains("partial 'footer' is missing"))
      #expect(diagnostic.file == "templates/page.mustache" && diagnostic.line == 2)
    }
  }

  /// A partial that includes itself, directly or through another, would
  /// recurse until coldocs's stack ran out: it is an error at the tag.
  @Test func aPartialThatIncludesItselfIsAnErrorAtItsTag() throws {
    let url = try folder()
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    try "<nav>\n{{#parts}}\n{{> entry}}{{/parts}}".write(
      to: url.appendingPathComponent("nav.mustache"), atomically: true, encoding: .utf8)
    try "<li>\n{{> nav}}</li>".write(
      to: url.appendingPathComponent("entry.mustache"), atomically: true, encoding: .utf8)
    try "x\n{{> nav}}".write(
      to: url.appendingPathComponent("page.mustache"), atomically: true, encoding: .utf8)
    do {
      _ = try templateSet(url)
      Issue.record("expected an error")
    } catch let list as DiagnosticList {
      let loop = list.diagnostics.first
      #expect(loop?.file == "templates/nav.mustache" && loop?.line == 3, "\(list)")
      #expect(loop?.message.contains("(entry → nav → entry)") == true, "\(list)")
    }
  }

  /// A site folder that is a link (to another disk, say) is written
  /// through: the link stays, its target gets the site.
  @Test func anOutputFolderThatIsALinkIsWrittenThrough() throws {
    let url = try folder()
    let target = url.deletingLastPathComponent().appendingPathComponent("elsewhere")
    try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(at: url, withDestinationURL: target)
    let writer = SiteWriter(folder: url, displayFolder: "site")
    try writer.write(["index.html": Data("one".utf8)])
    try writer.write(["index.html": Data("two".utf8)])
    #expect(SiteWriter.isLink(url), "the link is kept")
    #expect(
      try String(contentsOf: target.appendingPathComponent("index.html"), encoding: .utf8) == "two")
  }

  @Test func anOutputFolderThatIsALinkToNothingIsRefused() throws {
    let url = try folder()
    try FileManager.default.createSymbolicLink(
      atPath: url.path, withDestinationPath: url.deletingLastPathComponent().path + "/missing")
    let writer = SiteWriter(folder: url, displayFolder: "site")
    #expect(throws: Diagnostic.self) { try writer.write(["index.html": Data()]) }
    #expect(SiteWriter.isLink(url))
  }

  /// A site written inside content/ would be read back by the next build.
  @Test func anOutputFolderInsideTheContentIsRefused() throws {
    let test = try TestProject(chapters: ["01-a.md": chapter("A", "Text.\n")])
    defer { test.remove() }
    var project = test.project
    project.output = project.content.appendingPathComponent("site")
    do {
      _ = try SiteBuilder(project: project).buildAndWrite()
      Issue.record("expected an error")
    } catch let diagnostic as Diagnostic {
      #expect(diagnostic.file == "content/site")
      #expect(diagnostic.message.contains("inside content/"), "\(diagnostic)")
    }
    #expect(!FileManager.default.fileExists(atPath: project.output.path))
  }

  @Test func linksAndAnchorsAreChecked() {
    let files: [String: Data] = [
      "index.html": Data(
        #"<a href="a.html#intro">x</a><a href="a.html#nope">y</a><a href="gone.html">z</a><a href="https://e.org">w</a>"#
          .utf8),
      "a.html": Data(#"<h2 id="intro">I</h2><img src="assets/p.png">"#.utf8),
    ]
    let problems = LinkChecker(files: files, displayFolder: "site").problems
    #expect(problems.count == 3)
    #expect(problems.contains { $0.message.contains("'a.html#nope'") })
    #expect(problems.contains { $0.message.contains("'gone.html'") })
    #expect(problems.contains { $0.message.contains("'assets/p.png'") })
  }
}

/// A context with no values: the test above fails before anything is read.
private struct NoValues: TemplateContext {}
