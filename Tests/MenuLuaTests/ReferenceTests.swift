import Foundation
@testable import MenuLua
import Testing

/// The editor annotations and the API reference name everything the API has.
@Suite struct ReferenceTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Every function scripts can call, as they write it.
    static var functions: [String] {
        HostFunction.moduleFunctions.map { "menu.\($0.name)" }
            + HostFunction.hangulFunctions.map { "menu.hangul.\($0.name)" }
            + HostFunction.methods.map { "m:\($0.name)" }
    }

    /// Every field of every table the API reads.
    static var fields: [String] {
        [KnownFields.menu, KnownFields.section, KnownFields.selection, KnownFields.category,
         KnownFields.filter, KnownFields.option, KnownFields.index, KnownFields.item].flatMap { $0 }
    }

    @Test func theAnnotationsFileIsWhatTypesPrints() throws {
        let file = try String(contentsOf: Self.root.appendingPathComponent("lua/menu.d.lua"), encoding: .utf8)
        #expect(file == LuaAnnotations.text + "\n", "lua/menu.d.lua is out of date: run luamenu types > lua/menu.d.lua")
    }

    @Test func theAnnotationsNameEveryFunctionAndField() {
        let text = LuaAnnotations.text
        for function in Self.functions {
            let declared = function.hasPrefix("m:") ? "function Menu:\(function.dropFirst(2))("
                : function.hasPrefix("menu.hangul.") ? "function Hangul.\(function.dropFirst("menu.hangul.".count))("
                : "function \(function)("
            #expect(text.contains(declared), "\(function) is not annotated")
        }
        for field in Set(Self.fields) {
            #expect(text.contains("---@field \(field)? ") || text.contains("---@field \(field) "), "field '\(field)' is not annotated")
        }
    }

    @Test func theReferenceNamesEveryFunctionFieldEventAndFlag() throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("docs/manual.md"), encoding: .utf8)
        for function in Self.functions {
            #expect(text.contains("`\(function)"), "docs/manual.md doesn't name \(function)")
        }
        for field in Set(Self.fields) {
            #expect(text.contains("`\(field)"), "docs/manual.md doesn't name the field '\(field)'")
        }
        for event in ["build", "render", "tap"] {
            #expect(text.contains("`\(event)`"), "docs/manual.md doesn't name the event '\(event)'")
        }
        for flag in ["--tap", "--format", "--width", "--height", "--query", "--state", "--plugin", "--timeout",
                     "--memory", "--unsafe", "--interactive", "--watch", "--update"] {
            #expect(text.contains("`\(flag)"), "docs/manual.md doesn't name \(flag)")
        }
    }
}
