import MenuWeb

/// Work for the menu, run one job at a time on the thread that owns it. A `MenuRuntime` is one
/// Lua state, which only one thread may use at a time; the preview's requests arrive on
/// libmicrohttpd's connection threads, so each hands its work here (``perform(_:)``) and waits,
/// while the owner (the preview's main thread) runs the jobs in the order they came
/// (``runPending(waitingAtMost:)``). Every call into the runtime is therefore made on one
/// thread, and each sees what the one before it did.
///
///     // a connection's thread:
///     let answer = jobs.perform { session.answer(to: body) }
///     // the owner's thread:
///     while running { jobs.runPending(waitingAtMost: 0.1) }
final class MenuJobs: @unchecked Sendable {
    /// One job and how it went.
    private final class Job {
        let body: () -> Void
        /// Guarded by the lock: it ran, or it never will (the queue closed).
        var over = false

        init(body: @escaping () -> Void) { self.body = body }
    }

    private let lock = ConditionLock()
    private var queue: [Job] = []
    private var closed = false

    /// Runs `work` on the owner's thread and returns what it returned; nil when the queue
    /// closed before it ran.
    func perform<T: Sendable>(_ work: @escaping @Sendable () -> T) -> T? {
        let result = ResultBox<T>()
        let job = Job { result.value = work() }
        let queued = lock.withLock {
            if !closed { queue.append(job) }
            return !closed
        }
        guard queued else { return nil }
        lock.broadcast()
        return lock.withLock {
            while !job.over { lock.wait(seconds: 1) }
            return result.value
        }
    }

    /// On the owner's thread: runs the jobs waiting, in order, after waiting up to `seconds`
    /// for one when none is.
    func runPending(waitingAtMost seconds: Double) {
        let jobs = lock.withLock {
            if queue.isEmpty && !closed { lock.wait(seconds: seconds) }
            defer { queue = [] }
            return queue
        }
        for job in jobs {
            job.body()
            lock.withLock { job.over = true }
            lock.broadcast()
        }
    }

    /// Takes no more jobs; those waiting are never run, and their callers get nil.
    func close() {
        lock.withLock {
            closed = true
            for job in queue { job.over = true }
            queue = []
        }
        lock.broadcast()
    }
}

/// Where a job leaves its result for the thread that waits for it (written before the job is
/// marked over, under the lock, and read after).
private final class ResultBox<T>: @unchecked Sendable {
    var value: T?
}
