import MenuModel
import MenuTerminal

/// fzf's `--bind` language, read as fzf 0.38 reads it: comma-separated `KEY:ACTIONS` pairs, a
/// key or an event (``PickerTrigger``), actions chained with `+`, an action's argument between
/// `(…)`, `[…]`, `{…}`, `<…>` or a pair of one of `~!@#$%^&*;/|` (it ends at the closing
/// character followed by `+`, `,` or the end), or after `:` to the end of the whole text.
/// `KEY:+ACTION` adds to the key's earlier actions; any other pair replaces them.
///
///     var bindings: [PickerTrigger: [PickerAction]] = [:]
///     try PickerBindings.parse("ctrl-a:select-all+accept,load:change-prompt(ok> )", into: &bindings)
///     bindings[.key(.ctrl("a"))]   // [.selectAll, .accept]
public enum PickerBindings {
    /// Reads `text` into `bindings`.
    ///
    /// - Throws: ``BindError`` naming the pair and what is wrong in it (an unknown key or
    ///   action, with the closest known name).
    public static func parse(_ text: String, into bindings: inout [PickerTrigger: [PickerAction]]) throws(BindError) {
        var reader = Reader(text: Array(text))
        while !reader.atEnd {
            let start = reader.position
            let keyName = reader.keyName()
            guard reader.take(":") else {
                throw BindError("no action for '\(reader.pair(from: start))' (expected KEY:ACTION, e.g. ctrl-a:select-all)")
            }
            guard let trigger = PickerTrigger(name: keyName) else {
                throw BindError("unknown key '\(keyName)' in '\(reader.pair(from: start))' (expected names such as "
                                + "ctrl-a, alt-x, f1, enter, tab, or events: "
                                + PickerTrigger.BindEvent.allCases.map(\.rawValue).joined(separator: ", ") + ")")
            }
            let adding = reader.take("+")
            var actions = adding ? bindings[trigger] ?? [] : []
            repeat {
                actions.append(try action(&reader, trigger: trigger, pair: start, slot: "\(trigger) \(actions.count)"))
            } while reader.take("+")
            guard reader.atEnd || reader.take(",") else {
                throw BindError("unexpected '\(reader.rest)' in '\(text)'")
            }
            bindings[trigger] = actions
        }
    }

    /// Reads one chain of actions, without a key (what `--listen` is sent, as fzf reads it).
    ///
    ///     try PickerBindings.actions("change-query(kim)+accept")   // [.changeQuery("kim"), .accept]
    ///
    /// - Throws: ``BindError`` naming what is wrong (an unknown action, with the closest known
    ///   name), or when there is no action.
    public static func actions(_ text: String) throws(BindError) -> [PickerAction] {
        var reader = Reader(text: Array(text))
        guard !reader.atEnd else { throw BindError("no action given (expected ACTION[+ACTION…], e.g. change-query(kim))") }
        var actions: [PickerAction] = []
        repeat {
            actions.append(try action(&reader, trigger: nil, pair: 0, slot: "listen \(actions.count)"))
        } while reader.take("+")
        guard reader.atEnd else { throw BindError("unexpected '\(reader.rest)' in '\(text)'") }
        return actions
    }

    /// One action at the reader: its name, and its argument when it takes one; `slot` names its
    /// place among the bindings (where a `change-preview-window`'s turn is kept).
    private static func action(_ reader: inout Reader, trigger: PickerTrigger?, pair: Int,
                               slot: String) throws(BindError) -> PickerAction {
        let name = reader.actionName()
        if argumentNames.contains(name), let argument = reader.argument() {
            return try argumentAction(name, argument, pair: reader.pair(from: pair), slot: slot)
        }
        let full = name + reader.plainRest()
        if full == "put", case .key(.character(let character)) = trigger { return .put(String(character)) }
        if let action = plainActions[full] { return action }
        let known = Array(plainActions.keys) + argumentNames.map { $0 + "(...)" }
        let suggestion = Spelling.suggestion(for: full, among: Array(plainActions.keys) + argumentNames)
        let hint = argumentNames.contains(full) ? " ('\(full)' takes an argument: \(full)(...))"
            : suggestion.map { " (did you mean '\($0)'?)" } ?? " (expected one of: \(known.sorted().joined(separator: ", ")))"
        throw BindError("unknown action '\(full)' in '\(reader.pair(from: pair))'\(hint)")
    }

    private static func argumentAction(_ name: String, _ argument: String, pair: String,
                                       slot: String) throws(BindError) -> PickerAction {
        switch name {
        case "execute": return .execute(argument)
        case "execute-multi": return .execute(PaneCommand(argument).forMarkedLines.text)
        case "execute-silent": return .executeSilent(argument)
        case "reload": return .reload(argument)
        case "reload-sync": return .reloadSync(argument)
        case "become": return .become(argument)
        case "preview": return .showPaneWith(argument)
        case "change-preview": return .changePane(argument)
        case "change-query": return .changeQuery(argument)
        case "change-prompt": return .changePrompt(argument)
        case "put": return .put(argument)
        case "change-border-label": return .changeBorderLabel(argument)
        case "change-preview-label": return .changePreviewLabel(argument)
        case "transform-query": return .transform(PickerTransform(target: .query, source: .command(argument)))
        case "transform-prompt": return .transform(PickerTransform(target: .prompt, source: .command(argument)))
        case "transform-border-label": return .transform(PickerTransform(target: .borderLabel, source: .command(argument)))
        case "transform-preview-label": return .transform(PickerTransform(target: .previewLabel, source: .command(argument)))
        case "transform": return .transform(PickerTransform(target: .actions, source: .command(argument)))
        case "change-preview-window":
            for spec in argument.split(separator: "|", omittingEmptySubsequences: false) {
                do throws(PaneWindowError) {
                    _ = try PaneWindow(String(spec))
                } catch {
                    throw BindError("bad change-preview-window(\(argument)) in '\(pair)': no '\(error.word)' (expected "
                                    + "--preview-window specs separated by |, such as right,70%|down,40%|hidden)")
                }
            }
            return .changePaneWindow(argument, slot: slot)
        case "pos":
            guard let position = Int(argument.trimmingPrefix(" ")) else {
                throw BindError("bad pos(\(argument)) in '\(pair)' (expected a whole number: 1 the first, -1 the last)")
            }
            return .position(position)
        case "unbind", "rebind":
            var triggers: [PickerTrigger] = []
            for keyName in argument.split(separator: ",").map(String.init) {
                guard let trigger = PickerTrigger(name: keyName) else {
                    throw BindError("unknown key '\(keyName)' in \(name)(\(argument)) in '\(pair)'")
                }
                triggers.append(trigger)
            }
            return name == "unbind" ? .unbind(triggers) : .rebind(triggers)
        default:
            preconditionFailure("\(name) is in argumentNames without its action")
        }
    }

    /// fzf's action names (each with `(...)` when it takes an argument), sorted: what the help lists.
    public static var actionNames: [String] {
        (Array(plainActions.keys) + argumentNames.map { $0 + "(...)" }).sorted()
    }

    /// The actions that take an argument.
    static let argumentNames = [
        "become", "execute", "execute-multi", "execute-silent", "reload", "reload-sync", "preview", "change-preview",
        "change-preview-window", "change-query", "change-prompt", "change-border-label", "change-preview-label",
        "transform-query", "transform-prompt", "transform-border-label", "transform-preview-label",
        "transform", "unbind", "rebind", "pos", "put",
    ]

    /// The actions without an argument, by fzf's names (synonyms included).
    static let plainActions: [String: PickerAction] = [
        "ignore": .ignore, "abort": .cancel, "accept": .accept, "accept-non-empty": .acceptNonEmpty,
        "cancel": .clearQueryOrCancel, "close": .closePaneOrCancel, "print-query": .printQuery,
        "beginning-of-line": .edit(.start), "end-of-line": .edit(.end), "backward-char": .edit(.left),
        "forward-char": .edit(.right), "backward-word": .edit(.wordLeft), "forward-word": .edit(.wordRight),
        "backward-delete-char": .edit(.deleteBackward), "backward-delete-char/eof": .deleteBackwardOrCancel,
        "delete-char": .edit(.deleteForward), "delete-char/eof": .deleteOrCancel, "kill-line": .edit(.deleteToEnd),
        "kill-word": .edit(.deleteWordForward), "backward-kill-word": .edit(.deleteWordBackward),
        "unix-line-discard": .edit(.deleteToStart), "line-discard": .edit(.deleteToStart),
        "unix-word-rubout": .edit(.deleteToSpaceBackward),
        "yank": .edit(.putBack), "clear-query": .clearQuery, "clear-screen": .redraw,
        "up": .up, "down": .down, "first": .first, "top": .first, "last": .last, "page-up": .pageUp,
        "page-down": .pageDown, "half-page-up": .halfPageUp, "half-page-down": .halfPageDown,
        "prev-history": .olderQuery, "previous-history": .olderQuery, "next-history": .newerQuery,
        "toggle": .toggle, "select": .select, "deselect": .deselect, "toggle-down": .markDown, "toggle-up": .markUp,
        "toggle-in": .markIn, "toggle-out": .markOut, "toggle-all": .toggleAll, "select-all": .selectAll,
        "deselect-all": .deselectAll, "clear-selection": .clearSelection,
        "toggle-preview": .togglePane, "show-preview": .showPane, "hide-preview": .hidePane,
        "refresh-preview": .refreshPane, "preview-up": .scrollPane(.up), "preview-down": .scrollPane(.down),
        "preview-page-up": .scrollPane(.pageUp), "preview-page-down": .scrollPane(.pageDown),
        "preview-half-page-up": .scrollPane(.halfPageUp), "preview-half-page-down": .scrollPane(.halfPageDown),
        "preview-top": .scrollPane(.top), "preview-bottom": .scrollPane(.bottom),
        "enable-search": .enableSearch, "disable-search": .disableSearch, "toggle-search": .toggleSearch,
        "toggle-sort": .toggleSort,
        "jump": .jump(accept: false), "jump-accept": .jump(accept: true),
        "replace-query": .transform(PickerTransform(target: .query, source: .line)), "toggle-preview-wrap": .togglePaneWrap,
        "next-selected": .nextMarked, "prev-selected": .previousMarked,
    ]

    /// Walks a `--bind` text.
    private struct Reader {
        let text: [Character]
        var position = 0

        var atEnd: Bool { position >= text.count }
        var rest: String { String(text[min(position, text.count)...]) }

        /// The pair that began at `start`, up to the next comma, for messages.
        func pair(from start: Int) -> String {
            let end = text[start...].firstIndex(of: ",") ?? text.count
            return String(text[start..<max(start, end)])
        }

        mutating func take(_ character: Character) -> Bool {
            guard !atEnd, text[position] == character else { return false }
            position += 1
            return true
        }

        /// A key's name: up to the colon (`:`, `,` and `+` themselves are keys when a colon follows).
        mutating func keyName() -> String {
            if position + 1 < text.count, ":,+".contains(text[position]), text[position + 1] == ":" {
                position += 1
                return String(text[position - 1])
            }
            let start = position
            while !atEnd, text[position] != ":", text[position] != "," { position += 1 }
            return String(text[start..<position])
        }

        /// An action's name: letters and dashes, lower-cased as fzf reads them.
        mutating func actionName() -> String {
            let start = position
            while !atEnd, text[position].isLetter || text[position] == "-" { position += 1 }
            return String(text[start..<position]).lowercased()
        }

        /// The rest of a plain action's name (`/eof`), up to the next `+` or `,`.
        mutating func plainRest() -> String {
            let start = position
            while !atEnd, text[position] != "+", text[position] != "," { position += 1 }
            return String(text[start..<position]).lowercased()
        }

        /// An argument in its delimiters at the reader, if one is there.
        mutating func argument() -> String? {
            guard !atEnd else { return nil }
            let opening = text[position]
            if opening == ":" {
                defer { position = text.count }
                return String(text[(position + 1)...])
            }
            let pairs: [Character: Character] = ["(": ")", "[": "]", "{": "}", "<": ">"]
            guard let closing = pairs[opening] ?? ("~!@#$%^&*;/|".contains(opening) ? opening : nil) else { return nil }
            var end = position + 1
            while end < text.count {
                if text[end] == closing, end + 1 == text.count || text[end + 1] == "+" || text[end + 1] == "," {
                    defer { position = end + 1 }
                    return String(text[(position + 1)..<end])
                }
                end += 1
            }
            return nil
        }
    }
}

/// A `--bind` text that can't be read: what is wrong, where.
public struct BindError: Error, Equatable, Sendable {
    public let message: String

    init(_ message: String) {
        self.message = message
    }
}
