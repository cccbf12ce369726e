/// The seed's rules for tapping a child of a category that has an exclusive "all" child (전체).
///
/// - Tapping "all" when it is selected clears the category's selection.
/// - Tapping "all" otherwise makes it the only selection.
/// - Tapping another child toggles it, and selecting it deselects "all".
///
///     SelectionRules.toggle("강남", in: ["전체"], all: "전체", order: ids)   // ["강남"]
public enum SelectionRules {
    /// The selection after tapping `child`, kept in `order` (the category's item order).
    public static func toggle(_ child: String, in selected: [String], all: String?,
                              order: [String]) -> [String] {
        var positions: [String: Int] = [:]
        for (position, id) in order.enumerated() where positions[id] == nil { positions[id] = position }
        return toggle(child, in: selected, all: all) { positions[$0] }
    }

    /// The same, with the item order given as each id's position: costs the selection's size,
    /// not the category's.
    static func toggle(_ child: String, in selected: [String], all: String?,
                       position: (String) -> Int?) -> [String] {
        var chosen = selected
        if child == all {
            chosen = chosen.contains(child) ? [] : [child]
        } else if let found = chosen.firstIndex(of: child) {
            chosen.remove(at: found)
        } else {
            chosen.removeAll { $0 == all }
            chosen.append(child)
        }
        return chosen.filter { position($0) != nil }
            .sorted { position($0)! < position($1)! }
    }
}
