/// What the model asks of the script while it builds a ``MenuView``: computed labels, check
/// marks and filter matches, and its render hooks' say on each item. The Lua bridge implements it by calling the script's functions; a menu
/// built in Swift can use ``FixedEvaluator``.
public protocol ScriptEvaluator: AnyObject {
    /// The text and maybe style of an item's computed label.
    func evaluate(_ field: LabelField, of item: Item) -> EvaluatedLabel
    /// Whether `filter`'s match function accepts `item` when `option` is chosen.
    func matches(_ item: Item, filter: FilterBlock, option: String) -> Bool
    /// Whether `filter`'s match function accepts each item of `list` at `positions`, in
    /// order: what a filter asks of a whole list at once (the bridge makes it one Lua loop).
    func matches(_ list: ItemList, at positions: [Int32], filter: FilterBlock, option: String) -> [Bool]
    /// Whether render hooks change items as they are drawn (then a search must look at the
    /// items as drawn, not as the script gave them).
    var decoratesItems: Bool { get }
    /// The score of the script's own search function (`search = fn(item, query)`) for `item`
    /// of the block `block`, nil when it does not match.
    func score(_ item: Item, block: ScriptRef, query: String) -> Int?
    /// The check mark of an item whose script computes it (``Item/computesChecked``).
    func checked(of item: Item) -> Checked?
    /// The item as drawn after the script's render hooks changed it (`menu.on("render", fn)`),
    /// called once for every item and heading of the view, labels evaluated.
    func decorate(_ view: ItemView, of item: Item) -> ItemView
}

extension ScriptEvaluator {
    public func matches(_ list: ItemList, at positions: [Int32], filter: FilterBlock, option: String) -> [Bool] {
        positions.map { matches(list[Int($0)], filter: filter, option: option) }
    }
    public var decoratesItems: Bool { false }
    public func score(_ item: Item, block: ScriptRef, query: String) -> Int? { nil }
    public func checked(of item: Item) -> Checked? { item.checked }
    public func decorate(_ view: ItemView, of item: Item) -> ItemView { view }
}

/// A computed label's result.
public struct EvaluatedLabel: Equatable, Sendable {
    /// The text; nil when the function returned nothing (a detail is then left out).
    public var text: String?
    public var style: Style?

    public init(text: String?, style: Style? = nil) {
        self.text = text
        self.style = style
    }
}

/// An evaluator for menus without script functions: computed labels are empty, filters pass.
public final class FixedEvaluator: ScriptEvaluator {
    public init() {}
    public func evaluate(_ field: LabelField, of item: Item) -> EvaluatedLabel { EvaluatedLabel(text: "") }
    public func matches(_ item: Item, filter: FilterBlock, option: String) -> Bool { true }
}
