import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Writes a built site into its folder atomically: everything is written to
/// a sibling folder first, then swapped in, so a failed build leaves the
/// previous site untouched. coldocs only replaces folders it created (they
/// hold a marker file), and pages that are no longer built disappear.
public struct SiteWriter {
  /// The file that marks a folder as coldocs's.
  public static let marker = ".coldocs-site"
  static let markerText =
    "This folder is written by coldocs build. Edit content/ and templates/ instead.\n"

  let folder: URL
  let displayFolder: String

  /// An output folder that is a symbolic link (a site kept on another disk,
  /// say) is written through: the new site is staged beside the link's
  /// target and swapped with it, and the link stays as it was. A link to
  /// nothing is refused by `checkOwnership`.
  init(folder: URL, displayFolder: String) {
    self.folder = Self.isLink(folder) ? ContainedPath.real(folder) ?? folder : folder
    self.displayFolder = displayFolder
  }

  static func isLink(_ url: URL) -> Bool {
    var status = stat()
    return lstat(url.path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFLNK
  }

  /// Refuses a folder that exists, is not empty and was not made by coldocs.
  func checkOwnership() throws {
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    if Self.isLink(folder) {
      throw Diagnostic(
        file: displayFolder,
        message: "the output folder is a symbolic link to nothing (or a loop of links)",
        fix: "make the folder it points to, or remove the link to write a folder here")
    }
    guard manager.fileExists(atPath: folder.path, isDirectory: &isDirectory) else { return }
    guard isDirectory.boolValue else {
      throw Diagnostic(
        file: displayFolder, message: "the output path is a file, not a folder",
        fix: "choose another --output")
    }
    let entries = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
    let ignorable: Set<String> = [".gitkeep", ".DS_Store"]
    guard entries.contains(Self.marker) || entries.allSatisfy(ignorable.contains) else {
      throw Diagnostic(
        file: displayFolder,
        message: "the output folder is not empty and was not written by coldocs",
        fix: "choose an empty folder with --output, or remove the folder's contents yourself")
    }
  }

  /// The sibling folder a new site is written into before it is swapped in;
  /// after a swap it briefly holds the previous site while that is removed.
  var staging: URL {
    folder.deletingLastPathComponent().appendingPathComponent(
      ".\(folder.lastPathComponent).coldocs-new")
  }

  /// Where the previous site waits during a two-step swap (only on file
  /// systems that cannot exchange two folders in one step).
  var retired: URL {
    folder.deletingLastPathComponent().appendingPathComponent(
      ".\(folder.lastPathComponent).coldocs-old")
  }

  /// Repairs what a build killed while writing left behind: when the output
  /// folder is missing but a two-step swap had already moved the previous
  /// site aside, moves it back; then removes the staging and retired folders.
  /// Run only by the holder of the build lock.
  func recoverInterruptedWrite() throws {
    let manager = FileManager.default
    if !manager.fileExists(atPath: folder.path),
      manager.fileExists(atPath: retired.appendingPathComponent(Self.marker).path)
    {
      try manager.moveItem(at: retired, to: folder)
    }
    for leftover in [staging, retired] where manager.fileExists(atPath: leftover.path) {
      do {
        try manager.removeItem(at: leftover)
      } catch {
        throw Diagnostic(
          file: displayFolder,
          message:
            "could not remove the leftover folder \(leftover.lastPathComponent) of an earlier build: \(FileErrorReason.withPath(error))",
          fix: "remove it yourself, then build again")
      }
    }
  }

  /// Runs the swap of the output folder it is given, inside whatever lock
  /// the folder's readers take: `serve` holds the lock its requests take,
  /// so a request never sees a missing or partial site. A plain build just
  /// swaps.
  public typealias SwapGuard = (_ swap: () throws -> Void) throws -> Void

  /// Writes a whole site at once.
  func write(_ files: [String: Data], swapGuard: SwapGuard = { try $0() }) throws {
    let ordered = files.sorted { $0.key < $1.key }
    try writing(swapGuard: swapGuard) { staged in
      _ = try Parallel.map(ordered.indices) { index in
        try staged.add(ordered[index].key, ordered[index].value)
      }
    }
  }

  /// The whole write: an interrupted earlier write repaired and the folder's
  /// ownership checked (before anything is made, so even a build that then
  /// fails leaves the previous site in place), `produce` adding the new
  /// site's files to the staging folder, and the swap; when `produce` or the
  /// swap fails, the staging folder is removed and the previous site kept.
  /// Run by the holder of the build lock.
  func writing<Value>(
    swapGuard: SwapGuard = { try $0() }, _ produce: (StagedSite) throws -> Value
  ) throws -> Value {
    try recoverInterruptedWrite()
    try checkOwnership()
    let staged = try begin()
    let result: Value
    do {
      result = try produce(staged)
    } catch {
      throw abandon(staged, error)
    }
    try commit(staged, swapGuard: swapGuard)
    return result
  }

  /// Starts a new site in the staging folder; files added to it are written
  /// at once.
  ///
  /// A process killed at any moment leaves the output folder holding either
  /// the previous site or the new one: the new site is complete in the
  /// staging folder before `commit` exchanges the two folders in one
  /// `renameat2` call. What may be left is the staging folder (a partial new
  /// site, or the previous site not yet removed), which the next build
  /// removes first.
  private func begin() throws -> StagedSite {
    let manager = FileManager.default
    let hadSite = manager.fileExists(atPath: folder.appendingPathComponent(Self.marker).path)
    do {
      try manager.createDirectory(
        at: folder.deletingLastPathComponent(), withIntermediateDirectories: true)
      try manager.createDirectory(at: staging, withIntermediateDirectories: false)
    } catch {
      throw failure(
        "could not create \(staging.lastPathComponent) beside it: \(FileErrorReason.withPath(error))",
        hadSite: hadSite)
    }
    return StagedSite(root: staging.path, previous: hadSite ? folder.path : nil)
  }

  /// Puts a complete staged site in place of the output folder; the swap
  /// runs inside `swapGuard`, so a reader holding the lock it takes never
  /// sees a missing or partial site.
  private func commit(_ staged: StagedSite, swapGuard: SwapGuard) throws {
    do {
      try StagedSite.writeFile(
        Data(Self.markerText.utf8), to: staged.root + "/" + Self.marker)
      try swapGuard { try swap() }
    } catch {
      throw abandon(staged, error)
    }
    // The staging folder now holds the previous site; a kill before it is
    // gone leaves it for the next build to remove.
    try? FileManager.default.removeItem(at: staging)
    try? FileManager.default.removeItem(at: retired)
  }

  /// Removes a staged site that will not be committed, puts back a previous
  /// site a failed swap had moved aside, and gives the error to report.
  private func abandon(_ staged: StagedSite, _ error: Error) -> Error {
    let manager = FileManager.default
    try? manager.removeItem(at: staging)
    if !manager.fileExists(atPath: folder.path), manager.fileExists(atPath: retired.path) {
      try? manager.moveItem(at: retired, to: folder)
    }
    // A build's own problems are reported as they are; only the system's
    // refusals are failures to write.
    if error is Diagnostic || error is DiagnosticList { return error }
    return failure(FileErrorReason.withPath(error), hadSite: staged.previous != nil)
  }

  /// Puts the complete staging folder in place of the output folder.
  private func swap() throws {
    let manager = FileManager.default
    guard manager.fileExists(atPath: folder.path) else {
      try manager.moveItem(at: staging, to: folder)
      return
    }
    if Self.exchange(staging.path, folder.path) { return }
    // No atomic exchange here: two renames, repaired by
    // `recoverInterruptedWrite` if the process dies between them.
    try manager.moveItem(at: folder, to: retired)
    try manager.moveItem(at: staging, to: folder)
  }

  /// Exchanges two paths in one step (Linux `renameat2` with
  /// `RENAME_EXCHANGE`); false when the system or file system cannot.
  static func exchange(_ first: String, _ second: String) -> Bool {
    typealias RenameAt2 =
      @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
    guard let symbol = UnsafeMutableRawPointer(bitPattern: renameAt2Address) else { return false }
    let renameAt2 = unsafeBitCast(symbol, to: RenameAt2.self)
    let exchangeFlag: UInt32 = 2  // RENAME_EXCHANGE
    return renameAt2(AT_FDCWD, first, AT_FDCWD, second, exchangeFlag) == 0
  }

  /// Where `renameat2` is (0 if nowhere): in glibc 2.28 and later, but not
  /// in Swift's Glibc module. Kept as a number, which any thread may read.
  static let renameAt2Address = Int(
    bitPattern: dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2"))

  /// The diagnostic for a failed write, saying what happened to the old site.
  private func failure(_ reason: String, hadSite: Bool) -> Diagnostic {
    Diagnostic(
      file: displayFolder, message: "writing the site failed: \(reason)",
      fix: hadSite
        ? "the previous site in \(displayFolder)/ was kept; free disk space or fix the folder's permissions, then build again"
        : "no site was written; free disk space or fix the folder's permissions, then build again")
  }

  /// Whatever in the folder is neither a file nor a folder (a symbolic
  /// link above all, which a static host would follow to any file of its
  /// machine): a build never writes one.
  func linksAndOddities() -> [String] {
    FileTree.oddEntries(under: folder)
  }

  /// The files of the folder as it is now (without the marker), for comparison.
  func currentFiles() -> [String: Data] {
    var files: [String: Data] = [:]
    for file in FileTree.files(under: folder)
    where file.relative != Self.marker && file.relative != ".gitkeep" {
      files[file.relative] = try? Data(contentsOf: file.url)
    }
    return files
  }
}
