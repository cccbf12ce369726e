import Foundation
@testable import luamenu
import MenuApps
import Testing

/// `run -i`'s and `pick`'s keys are written in four places from one keymap each: the key
/// handling reads it, and `luamenu help`, the man page and the manual's tables are made from
/// the table it gives. The manual's tables are checked here; the man page's rows in
/// ``ManPageTests``; the handling in `KeymapTests`.
@Suite(.serialized) struct KeyTableDocTests {
    static let path = Luamenu.root + "/docs/manual.md"

    /// The range of the manual's text between `<!-- keys NAME -->` and `<!-- end keys -->`.
    static func block(_ name: String, in manual: String) -> Range<String.Index>? {
        guard let start = manual.range(of: "<!-- keys \(name) -->\n"),
              let end = manual.range(of: "<!-- end keys -->", range: start.upperBound..<manual.endIndex) else { return nil }
        return start.upperBound..<end.lowerBound
    }

    /// With LUAMENU_RECORD_DOCS=1 in the environment, the manual's tables are written anew instead.
    @Test(arguments: [("run -i", KeyBindings.run), ("pick", KeyBindings.pick)])
    func theManualsTableIsTheKeymaps(name: String, table: KeyTable) throws {
        var manual = try String(contentsOfFile: Self.path, encoding: .utf8)
        let block = try #require(Self.block(name, in: manual), "docs/manual.md has no <!-- keys \(name) --> block")
        let written = KeyBindings.markdown(table)
        if ProcessInfo.processInfo.environment["LUAMENU_RECORD_DOCS"] == "1", manual[block] != written {
            manual.replaceSubrange(block, with: written)
            try manual.write(toFile: Self.path, atomically: true, encoding: .utf8)
            return
        }
        #expect(manual[block] == written,
                "docs/manual.md's keys of \(name) are out of date: LUAMENU_RECORD_DOCS=1 swift test --filter KeyTableDocTests")
    }

    @Test func theHelpPagesListEveryRow() throws {
        for (command, table) in [("run", KeyBindings.run), ("pick", KeyBindings.pick)] {
            let help = try Luamenu("help", command).stdout
            for row in table.sections.flatMap(\.rows) {
                #expect(help.contains("  " + row.keys), "luamenu help \(command): \(row.keys)")
            }
        }
    }
}
