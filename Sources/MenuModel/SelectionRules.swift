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
        var chosen = Set(selected)
        if child == all {
            chosen = chosen.contains(child) ? [] : [child]
        } else if chosen.contains(child) {
            chosen.remove(child)
        } else {
            chosen.insert(child)
            if let all { chosen.remove(all) }
        }
        return order.filter(chosen.contains)
    }
}
