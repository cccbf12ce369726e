import Foundation
import Testing

/// A snapshot spec that isn't what it should be fails loudly, naming the spec and the line,
/// instead of being quietly saved and passed.
@Suite struct SnapshotSpecTests {
    static let menu = "local m = menu.new{ title = 'T' }\nm:section{ id = 's', title = 'S', items = { 'a', 'b' } }\nreturn m\n"

    /// `luamenu test` on a folder holding the menu and `spec` (as `menu.spec.lua`): its status
    /// and what it printed on stderr.
    static func run(_ spec: String, update: Bool = false, in given: String? = nil) throws -> (status: Int32, message: String) {
        let folder = try given ?? Self.folder()
        try spec.write(toFile: folder + "/menu.spec.lua", atomically: true, encoding: .utf8)
        let result = try Luamenu(arguments: ["test", folder] + (update ? ["--update"] : []))
        return (result.status, result.stderr.replacingOccurrences(of: folder + "/", with: ""))
    }

    /// A new folder holding the menu.
    static func folder() throws -> String {
        (try Luamenu.script(Self.menu) as NSString).deletingLastPathComponent
    }

    @Test func aScriptThatIsNoFileIsAnErrorEvenWithUpdate() throws {
        let result = try Self.run("return {\n  script = 'menus.lua',\n  { name = 'start' },\n}\n", update: true)
        #expect(result.status == 1)
        #expect(result.message.hasPrefix("luamenu: menu.spec.lua:2: script 'menus.lua' is no file"), "\(result.message)")
    }

    @Test(arguments: [
        ("return {\n  script = 'menu.lua',\n  { name = 'start', tap = { 's' } },\n}\n",
         "menu.spec.lua:3: case 'start': unknown key 'tap' in a case (did you mean 'taps'?)"),
        ("return {\n  script = 'menu.lua',\n  { name = 'start',\n    heigth = 3 },\n}\n",
         "menu.spec.lua:4: case 'start': unknown key 'heigth' in a case (did you mean 'height'?)"),
        ("return {\n  script = 'menu.lua', widht = 40,\n  { name = 'start' },\n}\n",
         "menu.spec.lua:2: unknown key 'widht' in the spec (did you mean 'width'?)"),
        ("return {\n  script = 'menu.lua',\n  { name = 'folded', taps = 's/a' },\n}\n",
         #"menu.spec.lua:3: case 'folded': taps is a list of paths: taps = { "s/a" }"#),
        ("return {\n  script = 'menu.lua',\n  { name = 'start' },\n  { name = 'start', taps = { 's' } },\n}\n",
         "menu.spec.lua:3: case 'start': another case has this name (line 3); each needs its own"),
        ("return {\n  script = 'menu.lua',\n  { name = 'narrow', width = 'wide' },\n}\n",
         "menu.spec.lua:3: case 'narrow': width is a whole number of cells, above 0"),
    ])
    func aMistakeNamesTheSpecAndTheLine(spec: String, message: String) throws {
        let result = try Self.run(spec)
        #expect(result.status == 1)
        #expect(result.message == "luamenu: \(message)\n")
    }

    @Test func aGoodSpecStillPasses() throws {
        let spec = "return {\n  script = 'menu.lua', width = 30,\n  { name = 'start' },\n  { name = 'folded', taps = { 's' } },\n}\n"
        let folder = try Self.folder()
        #expect(try Self.run(spec, update: true, in: folder).status == 0)
        #expect(try Self.run(spec, in: folder).status == 0)
    }
}
