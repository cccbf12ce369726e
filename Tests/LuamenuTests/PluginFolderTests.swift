import Foundation
import Testing

/// Where plugins come from and how a user manages them: the user's folder
/// (`$XDG_CONFIG_HOME/luamenu/plugins`), `LUAMENU_PLUGINS`, `--plugin`, `--no-default-plugins`,
/// `--skip-plugin`, `--plugin-option`, and `luamenu plugins`, which lists them.
@Suite struct PluginFolderTests {
    /// A folder holding `files` (name → source); its path.
    static func folder(_ files: [String: String]) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plugins-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for (name, source) in files { try source.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8) }
        return folder
    }

    /// A plugin that adds a section named after itself, so the output says it loaded.
    static func adding(_ name: String) -> String {
        "menu.on('build', function(m) m:section{ id = '\(name)', title = 'from \(name)', items = {} } end)\n"
    }

    static let script = "return menu.new{ title = 'M' }\n"

    @Test func theUsersFolderAndLuamenuPluginsLoadBeforeThePluginOption() throws {
        let config = try Self.folder([:])
        let user = config + "/luamenu/plugins"
        try FileManager.default.createDirectory(atPath: user, withIntermediateDirectories: true)
        try Self.adding("mine").write(toFile: user + "/mine.lua", atomically: true, encoding: .utf8)
        let shared = try Self.folder(["shared.lua": Self.adding("shared")])
        let given = try Self.folder(["given.lua": Self.adding("given")])
        let script = try Luamenu.script(Self.script)
        let environment = ["XDG_CONFIG_HOME": config, "LUAMENU_PLUGINS": shared + ":" + shared]
        let all = try Luamenu(arguments: ["run", script, "--plugin", given], environment: environment)
        #expect(all.status == 0)
        #expect(all.stdout.components(separatedBy: "from ").dropFirst().map { $0.prefix(while: { $0 != "\n" }) }
                == ["mine", "shared", "given"], "in that order, a folder named twice once")
        let onlyGiven = try Luamenu(arguments: ["run", script, "--plugin", given, "--no-default-plugins"], environment: environment)
        #expect(!onlyGiven.stdout.contains("from mine") && !onlyGiven.stdout.contains("from shared") && onlyGiven.stdout.contains("from given"))
        let skipped = try Luamenu(arguments: ["run", script, "--skip-plugin", "shared"], environment: environment)
        #expect(skipped.stdout.contains("from mine") && !skipped.stdout.contains("from shared"))
    }

    @Test func aPluginReadsItsOptionsTypedByItsDefaults() throws {
        let plugins = try Self.folder(["recent.lua": """
            local options = menu.options{ keep = 5, title = "최근", show = true }
            menu.on("build", function(m)
              m:section{ id = "r", title = options.title .. " " .. math.type(options.keep) .. " " .. options.keep
                .. " " .. tostring(options.show) .. " " .. tostring(options.extra), items = {} }
            end)
            """])
        let script = try Luamenu.script(Self.script + "-- \(UUID())")
        let given = try Luamenu("run", script, "--plugin", plugins, "--plugin-option", "recent.keep=10",
                                "--plugin-option", "recent.show=false", "--plugin-option", "recent.extra=x=y",
                                "--plugin-option", "other.keep=1")
        #expect(given.stdout.contains("최근 integer 10 false x=y"), "\(given.stdout)\(given.stderr)")
        let defaults = try Luamenu("run", script, "--plugin", plugins)
        #expect(defaults.stdout.contains("최근 integer 5 true nil"))
        let wrong = try Luamenu("run", script, "--plugin", plugins, "--plugin-option", "recent.keep=many")
        #expect(wrong.stderr.contains("plugin skipped: ") && wrong.stderr.contains("option recent.keep of --plugin-option is 'many', expected a number"),
                "\(wrong.stderr)")
        let malformed = try Luamenu("run", script, "--plugin-option", "keep=10")
        #expect(malformed.status == 2 && malformed.stderr.contains("bad --plugin-option 'keep=10' (expected NAME.KEY=VALUE, e.g. recent.keep=10)"))
    }

    @Test func pluginsListsWhatLoadsAndWhyOneDoesnt() throws {
        let plugins = try Self.folder([
            "badge.lua": "menu.on('render', function() end)\nmenu.register_filter('cheap', function() return true end)\n",
            "broken.lua": "menu.on('tap', function() end)\nlocal x = nil + 1\n",
            "quiet.lua": "local _ = 1\n",
        ])
        let listed = try Luamenu("plugins", "--plugin", plugins, "--no-default-plugins", "--skip-plugin", "quiet")
        #expect(listed.status == 1, "a plugin fails")
        let lines = listed.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(lines.first == "\(plugins) (--plugin)")
        #expect(lines.dropFirst().first == "  badge   loads: hooks render, filter cheap")
        #expect(lines.dropFirst(2).first?.hasPrefix("  broken  fails: ") == true
                && lines.dropFirst(2).first?.hasSuffix("/broken.lua:2: attempt to perform arithmetic on a nil value") == true,
                "its error, with file and line (Lua shortens a long path with ...)")
        #expect(lines.last == "  quiet   skipped (--skip-plugin quiet)")
        let none = try Luamenu("plugins", "--no-default-plugins")
        #expect(none.status == 0 && none.stdout.hasPrefix("no plugin folders"))
    }
}
