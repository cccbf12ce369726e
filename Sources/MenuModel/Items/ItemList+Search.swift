import TextCore

/// Searching a list's titles where they are kept: one ``RankedSearch`` per list (and order),
/// made at the first query and kept, so each keystroke searches prepared texts and narrows
/// from the last results.
extension ItemList {
    /// The search over the titles, in the list's order, or in `order` (an index's sorted
    /// order: then a result's store index is its place in `order`). Only for lists whose
    /// titles are all fixed text (no label functions). `parallel` runs its chunks (the first
    /// caller's is kept).
    func titleSearch(in order: [Int32]?, parallel: @escaping RankedSearch.ParallelLoop) -> RankedSearch {
        storage.searches.withLock { searches in
            if let search = searches[order != nil] { return search }
            let search = RankedSearch(texts: titles(in: order), parallel: parallel)
            searches[order != nil] = search
            return search
        }
    }

    /// Whether every title is fixed text: a search can read them where they are kept.
    var titlesAreFixed: Bool {
        storage.records.uniform.map { $0.title != Record.computed || isEmpty }
            ?? indices.allSatisfy { storage.records[$0].title != Record.computed }
    }

    /// The titles as a store: the list's own texts when they are exactly the titles in order
    /// (a list of strings), else copied, in `order` if given.
    private func titles(in order: [Int32]?) -> TextStore {
        if order == nil, storage.texts.count == count,
           storage.records.arePlain || indices.allSatisfy({ storage.records[$0].title == TextNumber($0) }) {
            return storage.texts
        }
        var titles = TextStore()
        for position in order.map({ $0.map(Int.init) }) ?? Array(indices) {
            storage.texts.buffer.withUnsafeBytes { bytes in
                titles.append(UnsafeRawBufferPointer(rebasing: bytes[storage.texts.range(of: Int(storage.records[position].title))]))
            }
        }
        return titles
    }
}

extension Menu {
    /// Prepares every searchable list for its block's search mode, as the first query would:
    /// what an interactive front end does while it waits for the first key, so that key is as
    /// fast as the next. Lists whose titles the script computes are left (they are searched
    /// as drawn).
    public func prepareSearches(parallel: @escaping RankedSearch.ParallelLoop) {
        for block in blocks {
            switch block {
            case .section(let section):
                guard case .mode(let mode) = section.search, section.items.titlesAreFixed else { continue }
                section.items.titleSearch(in: nil, parallel: parallel).prepare(for: mode)
            case .index(let index):
                guard case .mode(let mode) = index.search, index.items.titlesAreFixed else { continue }
                let groups = index.groups
                parallel(groups.count) { _ = groups[$0].positions }   // each group sorted, on every core
                index.items.titleSearch(in: groups.flatMap(\.positions), parallel: parallel).prepare(for: mode)
            case .selection, .filter:
                continue
            }
        }
    }
}
