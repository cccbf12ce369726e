/// What a tap did: the target it reached, the effects the reducer returned (the handlers
/// they ask for ran), or that a plugin vetoed it, and why (then nothing changed).
///
///     let outcome = try runtime.tap("contacts/R")
///     outcome.target    // .jump(index: "contacts", letter: "R")
///     outcome.jumped    // true: the view scrolls to R's group
public struct TapOutcome: Equatable, Sendable {
    public var target: TapTarget
    public var effects: [Effect]
    /// A plugin's `tap` hook said no (`return false, "품절"`): the tap changed nothing.
    public var veto: Veto?

    /// Why a tap was refused: the reason the hook gave, if any, and where the hook was
    /// registered (`"soldout.lua:3"`), which names the plugin.
    public struct Veto: Equatable, Sendable {
        public var reason: String?
        public var by: String

        public init(reason: String?, by: String) {
            self.reason = reason
            self.by = by
        }
    }

    public init(target: TapTarget, effects: [Effect], veto: Veto? = nil) {
        self.target = target
        self.effects = effects
        self.veto = veto
    }

    /// Whether a plugin vetoed the tap.
    public var vetoed: Bool { veto != nil }

    /// Whether the tap jumped in an index (the view then scrolls to the letter's group).
    public var jumped: Bool {
        effects.contains { if case .indexJumped = $0 { true } else { false } }
    }

    /// What choosing the tapped item gives: its `value`, else its path; and whether choosing
    /// it finishes a front end (`choose = true`). Nil when the tap chose nothing: a header, a
    /// category, a chip, a letter, a selection's child, a disabled item, an item that opens a
    /// submenu, a veto.
    public var choice: (value: String, finishes: Bool)? {
        guard !vetoed, target.choosesItem else { return nil }
        for case .itemTapped(_, let item) in effects where item.submenu == nil {
            return (item.value ?? target.path.description, item.choose)
        }
        return nil
    }

    /// What the user should be told about the tap, though nothing failed: that a plugin
    /// vetoed it, or a notice ("item 'x' of section 's' is disabled").
    public var message: String? {
        if let veto {
            return "tap '\(target.path)' was vetoed" + (veto.reason.map { ": \($0)" } ?? "") + " (the tap hook of \(veto.by))"
        }
        for case .notice(let text) in effects { return text }
        return nil
    }
}
