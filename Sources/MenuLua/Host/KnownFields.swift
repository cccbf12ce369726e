/// The fields each table of the Lua API knows, for "did you mean …?" and for the editor
/// annotations; one list, so the checks and the docs can't drift apart.
enum KnownFields {
    static let menu = ["title", "on_finish"]
    static let section = ["id", "title", "open", "columns", "items", "on_tap", "on_query", "search", "hotkey", "preview"]
    static let selection = ["id", "title", "columns", "all", "single", "categories", "on_change", "on_tap", "search",
                            "hotkey", "preview"]
    static let category = ["id", "title", "items"]
    static let filter = ["id", "title", "options", "selected", "target", "match", "on_select", "hotkey"]
    static let option = ["id", "title"]
    static let index = ["id", "title", "items", "key", "letters", "on_jump", "on_tap", "search", "hotkey", "preview"]
    /// An item may carry any data of the script's; only names close to these are flagged.
    static let item = ["id", "title", "icon", "detail", "subtitle", "style", "on_tap",
                       "separator", "heading", "checked", "disabled", "hotkey", "submenu", "value", "choose", "preview"]
    /// ``item`` as a set, for the readers that leave the API's own fields out.
    static let itemFields = Set(item)
}
