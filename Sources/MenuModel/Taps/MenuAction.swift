/// What can happen to a menu's state: the actions the reducer (``MenuState/reduce(_:in:)``)
/// applies, and nothing else changes a state.
///
///     try state.reduce(.tap(.header(section: "outfield")), in: menu)
///     try state.reduce(.search("ㅅㅇ"), in: menu)
public enum MenuAction: Equatable, Sendable {
    /// A tap on a target: folds a section, expands a category, selects a child, chooses a
    /// chip, jumps to a letter, taps an item (opening its submenu, if it has one), goes back.
    case tap(TapTarget)
    /// The query every searchable block is searched with (nil, "" or only spaces: none).
    case search(String?)
    /// Shows the submenu at these ids (the section's, then the openers'; none: the menu
    /// itself) without tapping anything, so no handler runs: what `luamenu check` draws.
    case showSubmenu([String])
    /// A saved state, fitted to the menu: what it names that the menu no longer has is
    /// dropped (see ``MenuState/pruned(for:)``). Its effects tell the script the restored
    /// choices (each chosen chip, each selection with children chosen), as taps would.
    case restore(MenuState)
}
