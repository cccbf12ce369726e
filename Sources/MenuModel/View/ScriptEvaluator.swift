/// What the model asks of the script while it builds a ``MenuView``: computed labels, check
/// marks and filter matches, and its render hooks' say on each item. The Lua bridge
/// implements it by calling the script's functions; a menu built in Swift can use
/// ``FixedEvaluator``.
///
/// A function of the script that fails does not stop the view: its label shows "⚠" and the
/// failure is reported. Only a limit stops evaluating (the time limit, the memory limit,
/// Ctrl-C): every method then throws ``EvaluationStopped``, and so does whatever was reading
/// the view (a renderer, the JSON writer), up to whoever set the limit.
public protocol ScriptEvaluator: AnyObject {
    /// The text and maybe style of an item's computed label.
    func evaluate(_ field: LabelField, of item: Item) throws(EvaluationStopped) -> EvaluatedLabel
    /// Whether `filter`'s match function accepts `item` when `option` is chosen.
    func matches(_ item: Item, filter: FilterBlock, option: String) throws(EvaluationStopped) -> Bool
    /// Whether `filter`'s match function accepts each item of `list` at `positions`, in
    /// order: what a filter asks of a whole list at once (the bridge asks in one loop, in C).
    func matches(_ list: ItemList, at positions: [Int32], filter: FilterBlock,
                 option: String) throws(EvaluationStopped) -> [Bool]
    /// Whether `filter`'s match function accepts each of the first `count` items of `list`:
    /// the answers `matches(list, at: Array(0..<count), …)` gives, without that array (a filter
    /// on a whole list of 100,000 items asks about every one).
    func matches(_ list: ItemList, first count: Int, filter: FilterBlock,
                 option: String) throws(EvaluationStopped) -> [Bool]
    /// Whether render hooks change items as they are drawn (then a search must look at the
    /// items as drawn, not as the script gave them).
    var decoratesItems: Bool { get }
    /// The score of the script's own search function (`search = fn(item, query)`) for `item`
    /// of the block `block`, nil when it does not match.
    func score(_ item: Item, block: ScriptRef, query: String) throws(EvaluationStopped) -> Int?
    /// The check mark of an item whose script computes it (``Item/computesChecked``).
    func checked(of item: Item) throws(EvaluationStopped) -> Checked?
    /// The item as drawn after the script's render hooks changed it (`menu.on("render", fn)`),
    /// called once for every item and heading of the view, labels evaluated; `place` says
    /// where it is drawn, when the view knows.
    func decorate(_ view: ItemView, of item: Item, at place: ItemPlace?) throws(EvaluationStopped) -> ItemView
}

extension ScriptEvaluator {
    public func matches(_ list: ItemList, at positions: [Int32], filter: FilterBlock,
                        option: String) throws(EvaluationStopped) -> [Bool] {
        var answers: [Bool] = []
        answers.reserveCapacity(positions.count)
        for position in positions { answers.append(try matches(list[Int(position)], filter: filter, option: option)) }
        return answers
    }
    public func matches(_ list: ItemList, first count: Int, filter: FilterBlock,
                        option: String) throws(EvaluationStopped) -> [Bool] {
        try matches(list, at: Array(0..<Int32(count)), filter: filter, option: option)
    }
    public var decoratesItems: Bool { false }
    public func score(_ item: Item, block: ScriptRef, query: String) throws(EvaluationStopped) -> Int? { nil }
    public func checked(of item: Item) throws(EvaluationStopped) -> Checked? { item.checked }
    public func decorate(_ view: ItemView, of item: Item, at place: ItemPlace?) throws(EvaluationStopped) -> ItemView { view }
}

/// Why the script could not answer the model: a limit stopped it (the time limit, the memory
/// limit, Ctrl-C). The message says which, and where the script was.
///
///     catch let stop as EvaluationStopped { stop.message }   // "test.lua:3: time limit exceeded"
public struct EvaluationStopped: Error, Equatable, Sendable {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }
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
