import Foundation
@testable import gesture_sim
import Testing

/// The package's traces/conflicts directory, derived from this file's path.
private let galleryDirectory: String = {
  var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
  parts.removeLast(4)  // …/Tests/gesture-simTests/Commands/GalleryCommandTests.swift
  return parts.joined(separator: "/") + "/traces/conflicts"
}()

private func gallery(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
  var out = ""
  var err = ""
  let code = CommandSpec.run(GalleryCommand.self, arguments: arguments, output: &out, errors: &err)
  return (code, out, err)
}

@Suite struct GalleryCommandTests {
  /// The listing names every conflict of issue 29's gallery, 1 to 8, in order, each
  /// with two or more traces (one per side of its decision).
  @Test func listsEveryConflictWithItsTraces() {
    let result = gallery(["--directory", galleryDirectory])
    #expect(result.code == 0, "\(result.err)")
    let titles = result.out.split(separator: "\n").filter { $0.first?.isNumber == true }
    #expect(titles.map { String($0.prefix(while: { $0 != "." })) } == (1...8).map(String.init))
    for line in result.out.split(separator: "\n") where line.hasPrefix("   traces: ") {
      #expect(line.split(separator: ",").count >= 2, "\(line)")
    }
  }

  /// A made-up gallery: folders without a screen or a number are not conflicts, and
  /// the traces and fixes are listed by name.
  @Test func listsOnlyNumberedFoldersWithAScreen() {
    let scratch = ScratchDirectory()
    defer { scratch.cleanUp() }
    for folder in ["2-b", "10-z", "notes", "1-a"] {
      try? FileManager.default.createDirectory(atPath: scratch.path + "/" + folder, withIntermediateDirectories: true)
    }
    scratch.write("1-a/screen.json", "{}")
    scratch.write("1-a/b.csv", "")
    scratch.write("1-a/a.csv", "")
    scratch.write("1-a/fix-x.json", "{}")
    scratch.write("2-b/a.csv", "")
    scratch.write("notes/screen.json", "{}")
    let result = gallery(["--directory", scratch.path])
    #expect(result.code == 0)
    #expect(result.out.hasPrefix("1. \(ConflictGallery.titles[1]!)\n   traces: a.csv, b.csv\n   fixes: x\nRun one:"))
  }

  /// Conflict 4's vertical drag: the story table shows the list's pan beginning and the
  /// carousel's pan failing (docs/conflicts.md, conflict 4).
  @Test func replaysOneTraceThroughItsScreen() {
    let result = gallery(["4", "--trace", "vertical.csv", "--directory", galleryDirectory])
    #expect(result.code == 0, "\(result.err)")
    #expect(result.out.hasPrefix("4. \(ConflictGallery.titles[4]!) (4-carousel-in-list/screen.json)\n\n== vertical.csv: "))
    #expect(result.out.contains("list.pan (pan on list) began"))
    #expect(result.out.contains("carousel.pan (pan on carousel) failed"))
  }

  /// Each of a conflict's traces is replayed, under its own heading.
  @Test func replaysEveryTraceOfAConflict() {
    let result = gallery(["4", "--format", "json", "--directory", galleryDirectory])
    #expect(result.code == 0, "\(result.err)")
    #expect(result.out.components(separatedBy: "\n== ").count - 1 == 3)
  }

  @Test func viewWritesThePageOfOneTrace() {
    let scratch = ScratchDirectory()
    defer { scratch.cleanUp() }
    let result = gallery(["4", "--view", "-o", scratch.path + "/page.html", "--directory", galleryDirectory])
    #expect(result.code == 0, "\(result.err)")
    let page = scratch.read("page.html") ?? ""
    #expect(page.hasPrefix("<!DOCTYPE html>"))
    #expect(page.contains("diagonal.csv"))
  }

  @Test func badRequestsAreUsageErrors() {
    #expect(gallery(["9"]).code == 64)
    #expect(gallery(["x"]).code == 64)
    #expect(gallery(["--trace", "a.csv"]).code == 64)
    #expect(gallery(["4", "-o", "page.html"]).code == 64)
    #expect(gallery(["4", "--view", "--format", "json"]).code == 64)
    let typo = gallery(["4", "--trace", "vertcal.csv", "--directory", galleryDirectory])
    #expect(typo.code == 64)
    #expect(typo.err == "error: conflict 4 has no trace 'vertcal.csv'. Did you mean 'vertical.csv'?\n")
    let missing = gallery(["--directory", "/nonexistent/gallery"])
    #expect(missing.code == 66)
    #expect(missing.err == "error: /nonexistent/gallery: cannot list the gallery's folder\n")
  }

  /// The request is typed, and holds where the gallery is: `--directory`'s folder,
  /// or the folders it is looked for in, found in `resolve` from the process's
  /// working directory and executable.
  @Test func theRequestSaysWhereTheGalleryIs() throws {
    let given = try CommandSpec.resolve(GalleryCommand.self, arguments: ["4", "--format", "jsonl", "--directory", "/g"])
    #expect(given.format == .jsonl)
    guard case .given("/g") = given.location else {
      Issue.record("\(given.location)")
      return
    }
    let searched = try CommandSpec.resolve(GalleryCommand.self, arguments: [])
    #expect(searched.format == .table)
    guard case .searched(let folders) = searched.location else {
      Issue.record("\(searched.location)")
      return
    }
    #expect(folders.first == FileManager.default.currentDirectoryPath + "/traces/conflicts")
  }

  /// The folders looked in: `traces/conflicts` below the working directory, then
  /// below each folder that holds the executable, up to (not including) the root.
  @Test func theGalleryIsLookedForBelowTheWorkingDirectoryThenAboveTheExecutable() {
    #expect(ConflictGallery.searchedFolders(workingDirectory: "/w", executablePath: "/a/b/gesture-sim") == [
      "/w/traces/conflicts", "/a/b/traces/conflicts", "/a/traces/conflicts",
    ])
    #expect(ConflictGallery.searchedFolders(workingDirectory: nil, executablePath: nil) == [])
  }

  /// `execute` reads only its request: the first searched folder that exists is the
  /// gallery, and none is a missing input (66).
  @Test func executeLooksOnlyWhereItsRequestSays() {
    func run(_ folders: [String]) -> (code: Int32, out: String, err: String) {
      var out = ""
      var err = ""
      let request = GalleryCommand.Request(
        number: nil, trace: nil, fix: nil, format: .table, view: false, output: nil, location: .searched(folders))
      let code = GalleryCommand.execute(request, output: &out, errors: &err)
      return (code, out, err)
    }
    let found = run(["/nonexistent/traces/conflicts", galleryDirectory])
    #expect(found.code == 0, "\(found.err)")
    #expect(found.out == gallery(["--directory", galleryDirectory]).out)
    let none = run(["/nonexistent/traces/conflicts"])
    #expect(none.code == 66)
    #expect(none.err.hasPrefix("error: the gallery's folder traces/conflicts is not in the working directory nor above the executable"))
  }
}
