@testable import MenuApps
import MenuTerminal
import Testing

/// `--bind`'s language as fzf 0.38 reads it: keys and events, chains, every argument delimiter,
/// `KEY:+ACTION`, and errors that name the pair and the closest action.
@Suite struct PickerBindingsTests {
    static func parsed(_ text: String) throws -> [PickerTrigger: [PickerAction]] {
        var bindings: [PickerTrigger: [PickerAction]] = [:]
        try PickerBindings.parse(text, into: &bindings)
        return bindings
    }

    @Test func aChainWithoutAKeyIsWhatListenIsSent() throws {
        #expect(try PickerBindings.actions("change-query(kim)+accept") == [.changeQuery("kim"), .accept])
        #expect(try PickerBindings.actions("reload:seq 3") == [.reload("seq 3")], "an argument after : runs to the end")
        #expect(try PickerBindings.actions("reload-sync(seq 3)") == [.reloadSync("seq 3")])
        #expect(throws: BindError.self) { try PickerBindings.actions("") }
        #expect(throws: BindError.self) { try PickerBindings.actions("ctrl-a:accept") }
        #expect(throws: BindError.self) { try PickerBindings.actions("accept,abort") }
    }

    @Test func pairsChainsAndKeysAndEvents() throws {
        let bindings = try Self.parsed("ctrl-a:select-all+accept,alt-x:toggle+down,f1:abort,enter:accept-non-empty,"
                                       + "start:first,load:last,change:first,focus:ignore,backward-eof:abort,"
                                       + "one:accept,zero:abort,ctrl-/:toggle-preview,btab:toggle-up,space:toggle")
        #expect(bindings[.key(.ctrl("a"))] == [.selectAll, .accept])
        #expect(bindings[.key(.alt("x"))] == [.toggle, .down])
        #expect(bindings[.key(.function(1))] == [.cancel])
        #expect(bindings[.key(.enter)] == [.acceptNonEmpty])
        for event in PickerTrigger.BindEvent.allCases {
            #expect(bindings[.event(event)] != nil, "\(event)")
        }
        #expect(bindings[.key(.ctrl("_"))] == [.togglePane])
        #expect(bindings[.key(.backTab)] == [.markUp])
        #expect(bindings[.key(.character(" "))] == [.toggle])
        #expect(try Self.parsed("CTRL-A:Select-All") == [.key(.ctrl("a")): [.selectAll]], "names in any case, as fzf")
        #expect(try Self.parsed("alt-up:up,left-click:accept,ctrl-alt-a:abort,alt-enter:accept") == [
            .key(.altUp): [.up], .click("left-click"): [.accept], .key(.ctrlAlt("a")): [.cancel], .key(.ctrlAlt("m")): [.accept],
        ])
        #expect(Key(name: "ctrl-alt-x") == .ctrlAlt("x") && Key(name: "alt-enter") == .ctrlAlt("m"))
        #expect(Key(name: "alt-up") == .altUp && Key(name: "shift-alt-left") == .altShiftLeft)
        #expect(Key.ctrlAlt("m").shownName == "Alt-enter" && Key.altShiftUp.shownName == "alt-shift-up")
    }

    static let delimiters: [(String, String)] = [
        ("(", ")"), ("[", "]"), ("{", "}"), ("<", ">"), ("~", "~"), ("!", "!"), ("@", "@"), ("#", "#"), ("$", "$"),
        ("%", "%"), ("^", "^"), ("&", "&"), ("*", "*"), (";", ";"), ("/", "/"), ("|", "|"),
    ]

    @Test(arguments: delimiters)
    func everyArgumentDelimiter(opening: String, closing: String) throws {
        let bindings = try Self.parsed("ctrl-p:change-prompt\(opening)a+b, c\(closing)+accept,ctrl-q:pos\(opening)-2\(closing)")
        #expect(bindings[.key(.ctrl("p"))] == [.changePrompt("a+b, c"), .accept], "+ and , inside the argument")
        #expect(bindings[.key(.ctrl("q"))] == [.position(-2)])
    }

    @Test func aColonTakesTheRestOfTheText() throws {
        let bindings = try Self.parsed("ctrl-a:first,load:change-prompt:Loaded> a+b,c")
        #expect(bindings[.event(.load)] == [.changePrompt("Loaded> a+b,c")])
        #expect(bindings[.key(.ctrl("a"))] == [.first])
        #expect(try Self.parsed("ctrl-e:first+execute:vim {} +5")[.key(.ctrl("e"))] == [.first, .execute("vim {} +5")])
    }

    @Test func argumentsAndTheirActions() throws {
        let bindings = try Self.parsed("a:execute(less {})+execute-silent[echo {} > x]+reload(ls),b:preview(cat {}),"
                                       + "c:change-preview(head {})+change-query(x)+put(y)+unbind(a,load)+rebind(a),"
                                       + "d:put,e:become(vim {})")
        #expect(bindings[.key(.character("a"))] == [.execute("less {}"), .executeSilent("echo {} > x"), .reload("ls")])
        #expect(bindings[.key(.character("b"))] == [.showPaneWith("cat {}")])
        #expect(bindings[.key(.character("c"))] == [.changePane("head {}"), .changeQuery("x"), .put("y"),
                                                     .unbind([.key(.character("a")), .event(.load)]), .rebind([.key(.character("a"))])])
        #expect(bindings[.key(.character("d"))] == [.put("d")], "put alone puts the key's character")
        #expect(bindings[.key(.character("e"))] == [.become("vim {}")])
    }

    @Test func specialKeysAndAddingToAKeysActions() throws {
        #expect(try Self.parsed("::accept,,:abort,+:toggle") == [.key(.character(":")): [.accept],
                                                                 .key(.character(",")): [.cancel],
                                                                 .key(.character("+")): [.toggle]])
        var bindings: [PickerTrigger: [PickerAction]] = [:]
        try PickerBindings.parse("ctrl-a:select-all", into: &bindings)
        try PickerBindings.parse("ctrl-a:+accept", into: &bindings)
        #expect(bindings[.key(.ctrl("a"))] == [.selectAll, .accept])
        try PickerBindings.parse("ctrl-a:abort", into: &bindings)
        #expect(bindings[.key(.ctrl("a"))] == [.cancel], "a later pair replaces")
    }

    @Test func mistakesNameThePairAndWhatWasExpected() {
        #expect(throws: BindError("unknown action 'selct-all' in 'ctrl-a:selct-all' (did you mean 'select-all'?)")) {
            try Self.parsed("ctrl-a:selct-all")
        }
        #expect(throws: BindError("unknown action 'execute' in 'x:execute' ('execute' takes an argument: execute(...))")) {
            try Self.parsed("x:execute")
        }
        #expect(throws: BindError("no action for 'ctrl-a' (expected KEY:ACTION, e.g. ctrl-a:select-all)")) {
            try Self.parsed("ctrl-a")
        }
        #expect(throws: BindError("bad pos(x) in 'a:pos(x)' (expected a whole number: 1 the first, -1 the last)")) {
            try Self.parsed("a:pos(x)")
        }
        #expect(throws: BindError("unknown key 'ctrl-alt' in unbind(ctrl-alt) in 'a:unbind(ctrl-alt)'")) {
            try Self.parsed("a:unbind(ctrl-alt)")
        }
        #expect(throws: BindError.self) { try Self.parsed("hyper-x:accept") }
        #expect(throws: BindError.self) { try Self.parsed("a:zzzzzzzzzz") }
    }
}
