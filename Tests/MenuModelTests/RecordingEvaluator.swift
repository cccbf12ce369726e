@testable import MenuModel

/// A fake script: answers computed labels from a table and filter matches from a function,
/// and records every question it was asked.
final class RecordingEvaluator: ScriptEvaluator {
    struct Evaluation: Hashable {
        var field: LabelField
        var item: String
    }

    struct Match: Hashable {
        var item: String
        var filter: String
        var option: String
    }

    /// Item id → field → the label the script computes.
    var labels: [String: [LabelField: EvaluatedLabel]]
    var match: (Item, FilterBlock, String) -> Bool
    private(set) var evaluations: [Evaluation] = []
    private(set) var matches: [Match] = []

    init(labels: [String: [LabelField: EvaluatedLabel]] = [:],
         match: @escaping (Item, FilterBlock, String) -> Bool = { _, _, _ in true }) {
        self.labels = labels
        self.match = match
    }

    func evaluate(_ field: LabelField, of item: Item) -> EvaluatedLabel {
        evaluations.append(Evaluation(field: field, item: item.id))
        return labels[item.id]?[field] ?? EvaluatedLabel(text: nil)
    }

    func matches(_ item: Item, filter: FilterBlock, option: String) -> Bool {
        matches.append(Match(item: item.id, filter: filter.id, option: option))
        return match(item, filter, option)
    }
}
