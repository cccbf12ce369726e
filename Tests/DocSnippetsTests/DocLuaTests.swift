import Foundation
import MenuLua
import MenuModel
import MenuRender
import MenuSession
import Testing

/// Every ```lua block of the README and the manual runs, as its fence's marker says:
/// - ```` ```lua ````: a whole script. It is loaded from a file in a folder of its own (with
///   docs/examples' files beside it, for what it reads), and its view is drawn as the CLI draws
///   it, label functions and all; it may warn of nothing.
/// - ```` ```lua plugin ````: a plugin file, loaded from a plugin folder with a small menu, its
///   hooks run by the drawing.
/// - ```` ```lua fragment ````: part of a script, compiled by Lua but not run. Kept rare.
/// - ```` ```lua pick ````: a `lua:FILE` of `pick`'s, run with a line under the cursor and
///   with none; it must return text or a list of lines.
///
/// A block whose first line is `-- PATH` of a file in the package, and nothing more, is an
/// excerpt of that file (which the example tests run): its lines are the file's, in order.
@Suite struct DocLuaTests {
    /// A folder of its own holding docs/examples' files, `files` over them.
    static func folder(with files: [String: String]) throws -> String {
        let folder = NSTemporaryDirectory() + "/luamenu-doc-lua-\(UUID().uuidString)"
        try FileManager.default.copyItem(atPath: DocSnippet.root + "/docs/examples", toPath: folder)
        for (name, text) in files {
            try FileManager.default.createDirectory(atPath: folder + "/" + (name as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
        }
        return folder
    }

    /// Loads `script` (with the plugins in `plugins`) and draws its view as text; the warnings.
    static func run(_ script: String, plugins: [String] = []) throws -> [String] {
        let warnings = WarningList()                      // told on the runtime's thread, this one
        let options = MenuRuntime.Options(printDescriptor: -1, warn: { warnings.append($0) }, plugins: plugins)
        let runtime = try MenuRuntime(script: script, options: options)
        let view = try runtime.view()
        _ = try runtime.evaluating { () throws(EvaluationStopped) in try TextRenderer(width: 60).render(view) }
        return warnings.take()
    }

    /// What a block does wrong when run as its marker says; nil when it runs.
    static func failure(of block: DocSnippet) -> String? {
        do {
            if block.excerptOf != nil { return try block.excerptMismatch() }
            switch block.marker {
            case []:
                let folder = try folder(with: ["snippet.lua": block.code])
                let warnings = try run(folder + "/snippet.lua")
                return warnings.isEmpty ? nil : "warned: \(warnings)"
            case ["plugin"]:
                let folder = try folder(with: ["menu.lua": "local m = menu.new{}\nm:section{ title = \"S\", items = { \"coldbrew\" } }\nreturn m",
                                               "plugins/snippet.lua": block.code])
                let warnings = try run(folder + "/menu.lua", plugins: [folder + "/plugins"])
                return warnings.isEmpty ? nil : "warned: \(warnings)"
            case ["pick"]:
                let folder = try folder(with: ["pick.lua": block.code])
                let runtime = try MenuRuntime(options: MenuRuntime.Options(printDescriptor: -1))
                for line in [LuaValue.string("feature/login"), .nil] {
                    let argument = LuaValue.table(array: [], fields: ["line": line, "index": .number(1), "query": .string("lo"),
                                                                      "marked": .table(array: [], fields: [:])])
                    let value = try runtime.value(ofFile: folder + "/pick.lua", argument: argument)
                    guard value.string != nil || !value.array.isEmpty && value.array.allSatisfy({ $0.string != nil }) else {
                        return "returned \(value) (expected text or a list of lines)"
                    }
                }
                return nil
            case ["fragment"]:
                let source = "assert(load(\(LuaLongString.long(block.code)), \"=fragment\"))\nreturn menu.new{}"
                _ = try MenuRuntime(source: source, name: "fragment.lua", options: MenuRuntime.Options(printDescriptor: -1))
                return nil
            default:
                return "no such marker: \(block.marker) (lua, lua plugin, lua pick or lua fragment)"
            }
        } catch {
            return "\(error)"
        }
    }

    @Test func everyLuaBlockOfTheDocsRuns() throws {
        let blocks = try DocSnippet.all("lua")
        #expect(blocks.count >= 14)
        for block in blocks {
            let failure = Self.failure(of: block)
            #expect(failure == nil, "\(block.file):\(block.line): \(failure ?? "")\n\(block.code)")
        }
        #expect(blocks.filter { $0.marker == ["fragment"] }.count <= 2, "fragments are rare: a block is a whole script")
    }

    @Test func aBrokenBlockIsCaughtWhateverItsMarker() {
        let broken = [DocSnippet(file: "x.md", line: 1, code: "local m = menu.new{}\nm:section{ title = 'S', items = { { title = function() error('no') end } } }"),
                      DocSnippet(file: "x.md", line: 1, code: "local m = menu.new{}\nm:section{ titel = 'S', items = {} }\nreturn m"),
                      DocSnippet(file: "x.md", line: 1, code: "menu.on('tapp', print)", marker: ["plugin"]),
                      DocSnippet(file: "x.md", line: 1, code: "m:section { id = ", marker: ["fragment"]),
                      DocSnippet(file: "x.md", line: 1, code: "return menu.new{}", marker: ["fragmant"])]
        for block in broken {
            #expect(Self.failure(of: block) != nil, "\(block.code)")
        }
    }
}

/// Lua's long brackets around a text, with enough `=` that the text can't close them.
enum LuaLongString {
    static func long(_ text: String) -> String {
        var level = ""
        while text.contains("]\(level)]") { level += "=" }
        return "[\(level)[\n\(text)]\(level)]"
    }
}
