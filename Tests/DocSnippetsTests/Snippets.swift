// Generated from the ```swift blocks of README.md and docs/manual.md and docs/tutorial.md by DocSnippetTests;
// don't edit: change the docs, then write it again with
// LUAMENU_WRITE_SNIPPETS=1 swift test --filter DocSnippetTests
// Each block is a function, so its top-level code builds here against the package; the
// names it takes as given are in Givens.swift.
import MenuLua
import MenuModel
import MenuRender
import MenuSession

/// Every block built here, by its place in the docs, for the test that runs them.
let snippets: [(place: String, run: @Sendable () async throws -> Void)] = [
    ("docs/manual.md, block 2", manual_2),
    ("docs/manual.md, block 3", manual_3),
    ("docs/manual.md, block 4", manual_4),
]

/// docs/manual.md, block 2
func manual_2() async throws {
    var options = MenuRuntime.Options()              // sandbox, --timeout and --memory defaults
    options.hostFunctions["price"] = Garage.price    // ([LuaValue]) throws -> LuaValue
    let runtime = try MenuRuntime(source: Garage.script, name: "garage.lua", options: options)
    _ = options
    _ = runtime
}

/// docs/manual.md, block 3
func manual_3() async throws {
    var configuration = ScriptSession.Configuration(script: path, options: options)
    configuration.stateFile = stateFolder + "/garage.json"
    configuration.onBusy = { busy in Task { @MainActor in spinner.isVisible = busy != .ended } }
    let session = try ScriptSession(configuration) { event in
        if case .viewChanged = event { redraw() }             // also .log, .errorSet, .errorCleared
    }
    try session.tap("kind/family")
    session.reloadIfChanged()                               // the script was saved? loaded again, state kept
    try session.close()                                     // saves the state file, lets it go
    _ = configuration
    _ = session
}

/// docs/manual.md, block 4
func manual_4() async throws {
    /// Owns one menu: every call into its runtime runs on the actor, one at a time.
    actor MenuHost {
        private let runtime: MenuRuntime

        init(script: String) throws(ScriptError) {
            runtime = try MenuRuntime(script: script)
        }

        /// Taps `path`; the view model after it, as JSON text.
        func tap(_ path: String) throws(ScriptError) -> String {
            try runtime.tap(path)
            let view = try runtime.view()
            return try runtime.evaluating { () throws(EvaluationStopped) in try JSONViewModel.document(view).text }
        }
    }

    let host = try MenuHost(script: "examples/tigers.lua")
    let json = try await host.tap("pitcher")
    _ = host
    _ = json
}
