#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MenuLua
import MenuModel
import MenuSession

/// The script's whole life, as an app that keeps a menu open owns it: a ``ScriptSession``
/// loads the script from a file, keeps the state (and the store) in a state file between
/// launches, and loads the script again, keeping the state, when the file changes.
enum SessionDemo {
    static func run() throws {
        var template = Array("/tmp/embed-XXXXXX".utf8CString)
        let folder = String(cString: template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!)! })
        let script = folder + "/garage.lua"
        try FileText.write(Garage.script, to: script)

        var configuration = ScriptSession.Configuration(script: script, options: options)
        configuration.stateFile = folder + "/state.json"
        configuration.holder = "embed"

        // First launch: the user picks a chip; closing saves the state file.
        let first = try ScriptSession(configuration) { print("  event: \(describe($0))") }
        print("$ session: first launch")
        try first.tap("kind/family")
        try first.close()

        // Next launch: the chip is as the user left it.
        let next = try ScriptSession(configuration) { print("  event: \(describe($0))") }
        print("$ session: next launch, chip \(next.state.filter["kind"] ?? "none")")

        // The script is edited on disk: the session loads it again, keeping the state.
        try FileText.write(Garage.script.replacing("\"Garage\"", with: "\"Garage (edited)\""), to: script)
        print("$ session: the file changed: reloaded \(next.reloadIfChanged())")
        print("  title \(try next.drawing { $0.title ?? "" }), chip \(next.state.filter["kind"] ?? "none")")

        // A broken edit: the last good menu stays, and its error stands until a load works.
        try FileText.write("return menu.new{ title = ", to: script)
        _ = next.reloadIfChanged()
        try next.tap("kind/city")
        print("  after a tap: chip \(next.state.filter["kind"] ?? "none"), still broken: \(next.loadError != nil)")
        try next.close()
    }

    /// The runtime's options: the program's own `menu.host.price`.
    static var options: MenuRuntime.Options {
        var options = MenuRuntime.Options()
        options.hostFunctions["price"] = Garage.price
        return options
    }

    /// An event, in a word or two (the error without its folder, which changes each run).
    static func describe(_ event: SessionEvent) -> String {
        switch event {
        case .viewChanged(let change): "view changed (\(change.rawValue))"
        case .log(let entry): "\(entry.level.rawValue): \(entry.text)"
        case .errorSet(let error, let stays): "load error (\(error.kind.rawValue)), last good menu stays: \(stays)"
        case .errorCleared: "load error cleared"
        case .waitingForStateFile: "waiting for the state file"
        }
    }
}
