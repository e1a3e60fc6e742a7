import Foundation
import Gestures
import ScrollPhysics
import Testing

/// The package's traces/ directory, derived from this file's path.
let importTraces: String = {
  var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
  parts.removeLast(4)  // …/Tests/GesturesTests/Import/ImportTestSupport.swift
  return parts.joined(separator: "/") + "/traces/"
}()

/// What one import produced.
struct Imported {
  var events: [TouchEvent]
  var warnings: [ImportWarning]
  var metadata: TraceMetadata
  var assumptions: [String]
}

/// Imports `bytes` whole and in chunks of `chunk` bytes; the two must agree.
func importBytes(_ format: ImportFormat, _ bytes: [UInt8], options: ImportOptions = ImportOptions(), path: String? = "rec.txt", chunk: Int = 7) throws(ImportError) -> Imported {
  func run(_ size: Int) throws(ImportError) -> Imported {
    var importer = try TouchImporter(format: format, source: MemoryByteSource(bytes: bytes, chunkSize: size), path: path, options: options)
    var events: [TouchEvent] = []
    while let event = try importer.next() { events.append(event) }
    return Imported(events: events, warnings: importer.takeWarnings(), metadata: importer.metadata, assumptions: importer.assumptions)
  }
  let whole = try run(.max)
  let chunked = try run(chunk)
  #expect(whole.events == chunked.events, "reading in chunks of \(chunk) bytes gives other events")
  #expect(whole.warnings == chunked.warnings, "reading in chunks of \(chunk) bytes gives other warnings")
  return whole
}

func importText(_ format: ImportFormat, _ text: String, options: ImportOptions = ImportOptions()) throws(ImportError) -> Imported {
  try importBytes(format, Array(text.utf8), options: options)
}

/// The error importing `text` throws, or nil.
func importError(_ format: ImportFormat, _ text: String, options: ImportOptions = ImportOptions()) -> ImportError? {
  do {
    _ = try importText(format, text, options: options)
    return nil
  } catch {
    return error
  }
}

func recording(_ name: String) throws -> [UInt8] {
  Array(try Data(contentsOf: URL(fileURLWithPath: importTraces + "recordings/" + name)))
}

/// (phase, x, y) of every touch of finger `id`, in order.
func path(of id: Int, in events: [TouchEvent]) -> [(TouchPhase, Double, Double)] {
  events.flatMap { $0.touches.filter { $0.id == id }.map { ($0.phase, $0.location.x, $0.location.y) } }
}
