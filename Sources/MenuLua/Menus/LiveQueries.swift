import MenuModel

/// Sections that give their items for a query (`on_query = function(text, m) return items
/// end`): when the query changes, each one's function runs, under the budget, and its items
/// are shown (and tapped) instead of the section's own while the query lasts. A function that
/// fails is reported, and the section's own items are searched as usual: the list stays.
final class LiveQueries {
    private let lua: LuaState
    private let budget: ScriptBudget
    private let menus: ScriptMenus
    private let problems: ProblemLog

    init(lua: LuaState, budget: ScriptBudget, menus: ScriptMenus, problems: ProblemLog) {
        self.lua = lua
        self.budget = budget
        self.menus = menus
        self.problems = problems
    }

    /// Runs the live sections of `document` for its query now (or clears their items when
    /// there is none). Failures go to `warn`; a limit that stops one is thrown.
    func refresh(_ document: Int) throws(HostCallError) {
        let query = menus.documents[document].state.query.flatMap { $0.allSatisfy(\.isWhitespace) ? nil : $0 }
        var stop: HostCallError?
        for index in menus.documents[document].menu.blocks.indices {
            guard case .section(var section) = menus.documents[document].menu.blocks[index], section.live else { continue }
            section.queried = nil
            if let query, stop == nil {
                do throws(HostCallError) {
                    section.queried = try items(of: section, for: query, in: document)
                } catch {
                    if budget.isStopped { stop = error }     // a limit ends the query's work: the rest are cleared
                    else { budget.warn("\(error.message) (in on_query of section '\(section.id)'; its own items are searched)") }
                }
            }
            menus.documents[document].menu.blocks[index] = .section(section)
        }
        if let stop { throw stop }
    }

    /// Calls `section`'s `on_query(text, m)` and reads the list it returns.
    private func items(of section: SectionBlock, for query: String, in document: Int) throws(HostCallError) -> ItemList {
        let stack = lua.stack
        let base = stack.top
        defer { stack.setTop(base) }
        guard stack.reserve(6) else { throw .here("stack overflow") }
        stack.push(section.ref.rawValue)                       // spec
        stack.rawField("on_query", of: -1)                     // spec, on_query
        stack.push(query)                                      // spec, on_query, text
        stack.push(menus.documents[document].object)           // spec, on_query, text, m
        guard stack.call(arguments: 2, results: 1) else {      // spec, items | message
            throw .asIs(stack.string(at: -1) ?? "error in on_query")
        }
        let reader = ItemReader(lua: lua, budget: budget, problems: problems, argument: 0, sectionItems: true,
                                screens: ScreenBuilder(menus: menus))
        do throws(HostCallError) {
            return try reader.items(at: -1, place: "on_query's result")
        } catch .argument(_, let message) {
            throw .asIs(message)
        }
    }
}
