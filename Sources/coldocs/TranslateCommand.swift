import ArgumentParser
import ColDocsKit
import Foundation

struct Translate: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Follow a translation of the guide: its status, and first drafts of chapters.",
    discussion: """
      An edition (editions: [zh-Hans] in coldocs.yml) translates the guide in the content \
      folder's subfolder of its language, chapter by chapter under the same file names. A \
      translation holds prose only, each block under a tag naming the original's block it \
      translates: <!-- source: 3fa9c2d1 -->. When the original's block changes, its hash \
      changes, and the translation is reported stale until it is updated and tagged anew.
      """,
    subcommands: [Status.self, Start.self])

  struct Status: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Print, per chapter, how many blocks are fresh, stale, missing and orphaned.",
      discussion: """
        Every stale, missing and orphaned block is listed at its place, with the tag a \
        translation of it carries. Exits 1 with --strict when a block is anything but fresh.
        """)

    @OptionGroup var options: ProjectOptions

    @Option(help: "Only this edition (a language tag that 'editions:' lists).")
    var edition: String?

    @Flag(help: "List every block that needs work, not only the counts.")
    var verbose = false

    @Flag(help: "Exit 1 unless every block of every chapter is translated and current.")
    var strict = false

    func run() throws {
      try Report.guarding {
        let statuses = try Translations(project: options.project).status(only: edition)
        if statuses.isEmpty {
          Report.progress("the guide has no editions ('editions:' in coldocs.yml)")
        }
        for status in statuses {
          if verbose { Report.problems(status.problems) }
          print(status.summary)
        }
        if strict, statuses.contains(where: { !$0.problems.isEmpty }) { throw ExitCode.failure }
      }
    }
  }

  struct Start: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Write first drafts of chapters' translations, to translate in place.",
      discussion: """
        The draft holds the chapter's front matter and each of its prose blocks under its \
        tag, without code: a translated page shows the original's code and examples. \
        Never replaces a file.
        """)

    @OptionGroup var options: ProjectOptions

    @Argument(help: "The edition's language tag, e.g. zh-Hans.")
    var edition: String

    @Argument(help: "Chapters as coldocs.yml lists them, e.g. 02-flow-layout.md, or index.md.")
    var chapters: [String] = []

    @Flag(help: "Every chapter (and index.md) that has no translation yet.")
    var all = false

    func validate() throws {
      guard all != !chapters.isEmpty else {
        throw ValidationError("name the chapters to start, or pass --all (not both)")
      }
    }

    func run() throws {
      try Report.guarding {
        let translations = Translations(project: options.project)
        let names = all ? try translations.untranslated(lang: edition) : chapters
        for written in try translations.startDrafts(lang: edition, chapters: names) {
          Report.progress("wrote \(written)")
        }
        if names.isEmpty { Report.progress("every chapter has a translation already") }
      }
    }
  }
}
