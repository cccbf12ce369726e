import Dispatch
import MenuModel
import MenuTerminal
import Synchronization
import TextCore

/// `pick`'s searches, run by a thread of their own behind the keys: the picker asks for the
/// query as typed and draws the key at once; the search runs on every core, stops as soon as
/// a different query is asked for (fzf's way), and wakes the picker with its results, the
/// first screenful already sorted. When only more lines arrived, a running search of the same
/// query is left to end and the new lines searched after it, so streaming input never starves it.
final class PickSearcher: Sendable {
    /// A search to run: the query as typed, parsed, over the texts as they are now, ranked or
    /// in the input's order.
    struct Request {
        var text: String
        var query: SearchQuery
        var texts: ChunkedTexts
        var ranked: Bool
        /// The reloads before these lines were asked for.
        var load: Int
    }

    /// A search that ended: the query as typed, what it found, and in how many lines.
    struct Finished {
        var text: String
        var results: SearchResults
        var load: Int
        var lines: Int
    }

    private struct Queue {
        var request: Request?
        /// The query of the search running now.
        var running: String?
        var finished: Finished?
    }

    private let queue = Mutex(Queue())
    /// Bumped to stop the running search.
    private let generation = Atomic<Int>(0)
    private let ready = DispatchSemaphore(value: 0)
    private let order: SearchResults.Order
    private let wakeup: Wakeup

    init(order: SearchResults.Order, wakeup: Wakeup) {
        self.order = order
        self.wakeup = wakeup
    }

    /// Starts the searching thread.
    func start() {
        BackgroundThread.start { [self] in run() }
    }

    /// Asks for `request`, in place of any asked for before; a running search of another query stops.
    func submit(_ request: Request) {
        queue.withLock { queue in
            if let running = queue.running, running != request.text { generation.add(1, ordering: .relaxed) }
            queue.request = request
        }
        ready.signal()
    }

    /// Forgets every search asked for, running or ended: the lines they searched are gone (a reload).
    func forget() {
        queue.withLock { queue in
            generation.add(1, ordering: .relaxed)
            queue.request = nil
            queue.finished = nil
        }
    }

    /// The last search that ended since the last call, if any.
    func take() -> Finished? {
        queue.withLock { queue in
            defer { queue.finished = nil }
            return queue.finished
        }
    }

    private func run() {
        let search = RankedSearch(texts: ChunkedTexts(), parallel: { count, body in
            DispatchQueue.concurrentPerform(iterations: count, execute: body)
        })
        while true {
            ready.wait()
            let taken = queue.withLock { queue -> (Request, Int)? in
                guard let request = queue.request else { return nil }
                queue.request = nil
                queue.running = request.text
                return (request, generation.load(ordering: .relaxed))
            }
            guard let (request, mine) = taken else { continue }
            search.texts = request.texts
            var order = order
            order.ranked = request.ranked
            let found = search.search(request.query, order: order) { [self] in
                generation.load(ordering: .relaxed) != mine
            }
            guard var results = found else {
                queue.withLock { $0.running = nil }
                continue
            }
            if results.count > 0 { _ = results.index(at: min(results.count, 256) - 1) }   // the first screens, sorted here
            let kept = queue.withLock { queue in
                queue.running = nil
                guard generation.load(ordering: .relaxed) == mine else { return false }   // forgotten meanwhile
                queue.finished = Finished(text: request.text, results: results, load: request.load,
                                          lines: request.texts.count)
                return true
            }
            if kept { wakeup.signal() }
        }
    }
}
