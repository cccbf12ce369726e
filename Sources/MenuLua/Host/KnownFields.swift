/// The fields each table of the Lua API knows, for "did you mean …?" and for the editor
/// annotations; one list, so the checks and the docs can't drift apart.
enum KnownFields {
    static let menu = ["title", "on_finish"]
    /// Where a block goes among the others (every kind takes them): `before = "coffee"`,
    /// `after = "coffee"`, or in place of one, `replace = "coffee"`.
    static let placement = ["before", "after", "replace"]
    static let section = ["id", "title", "open", "columns", "items", "on_tap", "on_query", "search", "hotkey", "preview"]
        + placement
    static let selection = ["id", "title", "columns", "all", "single", "categories", "on_change", "on_tap", "search",
                            "hotkey", "preview"] + placement
    static let category = ["id", "title", "items"]
    static let filter = ["id", "title", "options", "selected", "style", "target", "match", "on_select", "hotkey"] + placement
    static let option = ["id", "title"]
    static let index = ["id", "title", "items", "key", "letters", "on_jump", "on_tap", "search", "hotkey", "preview"]
        + placement
    /// An item may carry any data of the script's; only names close to these are flagged.
    static let item = ["id", "title", "icon", "detail", "subtitle", "style", "on_tap",
                       "separator", "heading", "checked", "switch", "disabled", "hotkey", "submenu", "value", "choose", "preview"]
}
