@testable import MenuApps
import MenuTerminal
import Testing

/// `replace-query`, `transform-*` and the labels' actions in the picker's update: a transform
/// asks the host for its text and stops the chain; the text sent back is set and the rest of
/// the chain runs after it, as fzf runs a chain in order.
@Suite struct PickerTransformTests {
    typealias Picker = PickerStateTests.Picker

    @Test func aTransformAsksForItsTextAndTheChainGoesOnOnceItCame() throws {
        var picker = try PickerActionTests.picker("a:up+transform-query(echo {})+accept") { $0.multi = 0 }
        let commands = picker.press(.character("a"))
        let transform = PickerTransform(target: .query, source: .command("echo {}"))
        #expect(commands.contains(.transform(transform, for: PaneKey(index: 20), then: [.accept])))
        #expect(picker.state.cursor == 1 && picker.state.outcome == nil, "up done; accept waits for the text")
        let searched = picker.send(.transformed(.query, "new", then: [.accept]))
        #expect(picker.state.query.text == "new" && picker.state.query.cursor == 3)
        #expect(picker.state.outcome == .accepted([10]), "the query changed, the cursor back on the best match, then accept")
        #expect(searched.isEmpty, "the picker ended: nothing left to search")
    }

    @Test func transformedTextsGoWhereTheirActionSays() throws {
        var picker = try PickerActionTests.picker("a:transform-prompt(date)") {
            $0.border = .rounded
            $0.pane = PaneWindow(); $0.paneCommand = "cat {}"
        }
        #expect(picker.send(.transformed(.query, "x", then: [])) == [.search("x")])
        picker.send(.transformed(.prompt, "p> ", then: []))
        picker.send(.transformed(.borderLabel, "[b]", then: []))
        picker.send(.transformed(.previewLabel, "[p]", then: [.changePrompt("q> ")]))
        #expect(picker.state.prompt == "q> " && picker.state.borderLabel == "[b]" && picker.state.previewLabel == "[p]")
    }

    @Test func transformsTextIsActionsDoneBeforeTheRestOfTheChain() throws {
        var picker = try PickerActionTests.picker("a:transform(echo change-prompt)+change-query(after)")
        #expect(picker.press(.character("a")).contains(.transform(PickerTransform(target: .actions, source: .command("echo change-prompt")),
                                                                   for: PaneKey(index: 10), then: [.changeQuery("after")])))
        picker.send(.transformed(.actions, "change-prompt(x> )+change-query(first)\n", then: [.changeQuery("after")]))
        #expect(picker.state.prompt == "x> " && picker.state.query.text == "after", "the text's actions, then the chain's")
        picker.send(.transformed(.prompt, "one\ntwo", then: []))
        #expect(picker.state.prompt == "one", "a text's first line")
        picker.send(.transformed(.actions, "chnage-query(x)+first", then: [.changePrompt("p> ")]))
        #expect(picker.state.failure?.hasPrefix("transform: unknown action 'chnage-query(x)'") == true)
        #expect(picker.state.prompt == "p> ", "a chain that can't be read does nothing; the rest is done")
        #expect(picker.state.count.hasPrefix("[transform: unknown action"), "shown in place of the count")
        picker.press(.character("z"))
        #expect(picker.state.failure == nil, "until the next key")
    }

    @Test func aFailedTransformIsShownAndTheChainGoesOn() throws {
        var picker = try PickerActionTests.picker("a:ignore")
        picker.send(.failed("upper.lua:2: attempt to index a nil value", then: [.changePrompt("p> ")]))
        #expect(picker.state.count == "[upper.lua:2: attempt to index a nil value]" && picker.state.prompt == "p> ")
    }

    @Test func aLuaFileIsNamedAfterLuaAndSeesEveryValue() {
        #expect(PickerScriptCall.file(in: "lua: preview.lua ") == "preview.lua")
        #expect(PickerScriptCall.file(in: "luac preview.lua") == nil && PickerScriptCall.file(in: "cat {}") == nil)
        let lua = PaneCommand("lua:pane.lua")
        #expect(lua.usesQuery && lua.usesMarked && lua.runsWithoutLine(marking: false),
                "it runs again as the query or the marks change, and with no line under the cursor")
        #expect(!PaneCommand("cat {}").usesQuery && !PaneCommand("cat {}").runsWithoutLine(marking: false))
    }

    @Test func replaceQueryTakesTheLineUnderTheCursorAndNeedsOne() throws {
        var picker = try PickerActionTests.picker("a:replace-query")
        picker.press(.up, .up)
        let line = PickerTransform(target: .query, source: .line)
        #expect(picker.press(.character("a")).contains(.transform(line, for: PaneKey(index: 30), then: [])))
        var none = try PickerActionTests.picker("a:replace-query+change-prompt(x> )", query: "zz")
        none.matches = []
        none.send(.searched(query: "zz", matches: 0))
        let commands = none.press(.character("a"))
        #expect(!commands.contains { if case .transform = $0 { true } else { false } }, "no line: nothing to replace with")
        #expect(none.state.prompt == "x> ", "the chain goes on")
    }

    @Test func aTransformWithoutALineRunsForNone() throws {
        var picker = try PickerActionTests.picker("a:transform-prompt(echo {q})", query: "zz")
        picker.matches = []
        picker.send(.searched(query: "zz", matches: 0))
        let transform = PickerTransform(target: .prompt, source: .command("echo {q}"))
        #expect(picker.press(.character("a")).contains(.transform(transform, for: PaneKey(index: -1, query: "zz"), then: [])),
                "fzf runs a transform with no line under the cursor, its {} empty")
    }

    @Test func labelsChangeOnlyWhereTheyAreDrawn() throws {
        let bind = "a:change-border-label(B),b:change-preview-label(P),c:transform-border-label(x),"
            + "d:transform-preview-label(y),e:toggle-preview"
        var bare = try PickerActionTests.picker(bind) { $0.pane = PaneWindow(); $0.paneCommand = "cat {}" }
        bare.press(.character("a"))
        #expect(bare.state.borderLabel == "", "no border: no label to change, as fzf")
        #expect(!bare.press(.character("c")).contains { if case .transform = $0 { true } else { false } },
                "nor a command to run for it")
        bare.press(.character("e"), .character("b"))
        #expect(bare.state.previewLabel == "", "the pane hidden: its label stays")
        #expect(!bare.press(.character("d")).contains { if case .transform = $0 { true } else { false } })
        bare.press(.character("e"), .character("b"))
        #expect(bare.state.previewLabel == "P")
        var boxed = try PickerActionTests.picker(bind) { $0.border = .sharp }
        boxed.press(.character("a"))
        #expect(boxed.state.borderLabel == "B")
        let label = PickerTransform(target: .borderLabel, source: .command("x"))
        #expect(boxed.press(.character("c")).contains(.transform(label, for: PaneKey(index: 10), then: [])))
    }

    @Test func bindingsReadTheTransformsAndLabelActions() throws {
        var bindings: [PickerTrigger: [PickerAction]] = [:]
        try PickerBindings.parse("a:transform-query(echo {q}|tr a b)+replace-query,c:transform-preview-label[x]"
                                 + "+change-preview-label(y)+transform-border-label(z),b:change-border-label:lab el", into: &bindings)
        #expect(bindings[.key(.character("a"))] == [.transform(PickerTransform(target: .query, source: .command("echo {q}|tr a b"))),
                                                   .transform(PickerTransform(target: .query, source: .line))])
        #expect(bindings[.key(.character("b"))] == [.changeBorderLabel("lab el")])
        #expect(bindings[.key(.character("c"))] == [.transform(PickerTransform(target: .previewLabel, source: .command("x"))),
                                                   .changePreviewLabel("y"),
                                                   .transform(PickerTransform(target: .borderLabel, source: .command("z")))])
    }
}
