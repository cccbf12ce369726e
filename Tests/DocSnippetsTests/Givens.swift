import Foundation
import MenuLua

// What the docs' Swift snippets take as given (a program's own names): the values are real, so
// the snippets run. `Garage` is examples/embed's own file (Garage.swift links to it).

/// The options a session is made with (`options` in the manual's session snippet).
let options = MenuRuntime.Options()

/// A folder of this run's own, where the snippets' files go.
let snippetFolder: String = {
    let folder = NSTemporaryDirectory() + "/luamenu-snippets-\(UUID().uuidString)"
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return folder
}()

/// The garage script as a file (`path`), and where its state goes (`stateFolder`).
let path: String = {
    let file = snippetFolder + "/garage.lua"
    try? Garage.script.write(toFile: file, atomically: true, encoding: .utf8)
    return file
}()
let stateFolder = snippetFolder

/// A program's activity indicator, on the main actor (`spinner`).
@MainActor final class Spinner {
    var isVisible = false
}
@MainActor let spinner = Spinner()

/// A program's drawing of the menu (`redraw()`): here, a count of the calls.
nonisolated(unsafe) var redrawn = 0
func redraw() {
    redrawn += 1
}
