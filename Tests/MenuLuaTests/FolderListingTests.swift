import Foundation
import Testing
@testable import MenuLua

/// `FolderListing` reads each name to its end and no further: a folder of short and
/// longest-possible names lists exactly those names (under AddressSanitizer a copy of the whole
/// 256-byte `d_name` field past a short record fails this test).
struct FolderListingTests {
    @Test func everyNameIsReadWholeAndOnlyThat() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("listing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let names = ["a", "b.lua", ".hidden.lua", String(repeating: "x", count: 251) + ".lua", "가.lua"]
            + (0..<40).map { "f\($0)" }
        for name in names {
            try Data().write(to: folder.appendingPathComponent(name))
        }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("sub"), withIntermediateDirectories: false)

        let entries = try #require(FolderListing.entries(of: folder.path))
        #expect(Set(entries.map(\.name)) == Set(names + ["sub"]))
        #expect(entries.filter(\.isFolder).map(\.name) == ["sub"])
        #expect(FolderListing.luaFiles(in: folder.path) == ["b.lua", String(repeating: "x", count: 251) + ".lua", "가.lua"])
        #expect(FolderListing.entries(of: folder.appendingPathComponent("missing").path) == nil)
    }
}
