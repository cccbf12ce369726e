#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
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
        /// Guarded by the lock: it ran, or it never will (the queue closed, or it was abandoned).
        var over = false
        /// Guarded by the lock: it ran to its end before anyone gave up on it.
        var ran = false

        init(body: @escaping () -> Void) { self.body = body }
    }

    private let lock = ConditionLock()
    private var queue: [Job] = []
    private var closed = false
    /// The job the owner runs now, if any.
    private var running: Job?
    /// How many callers wait in ``perform(_:)``.
    private var callers = 0

    /// Runs `work` on the owner's thread and returns what it returned; nil when the queue
    /// closed before it ran.
    func perform<T: Sendable>(_ work: @escaping @Sendable () -> T) -> T? {
        let result = ResultBox<T>()
        let job = Job { result.value = work() }
        let queued = lock.withLock {
            if !closed {
                queue.append(job)
                callers += 1
            }
            return !closed
        }
        guard queued else { return nil }
        lock.broadcast()
        return lock.withLock {
            defer { callers -= 1 }
            while !job.over { lock.wait(seconds: 1) }
            return job.ran ? result.value : nil
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
            lock.withLock { running = job }
            job.body()
            lock.withLock {
                running = nil
                job.ran = !job.over                         // abandoned meanwhile: its caller answered already
                job.over = true
            }
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

    /// Gives up on every job, the one running too (stuck where it can't be stopped: the
    /// watchdog is about to end the process), so their callers get nil at once and can answer
    /// their clients; waits, a second at most, until every caller has returned.
    func abandon() {
        lock.withLock {
            closed = true
            for job in queue + (running.map { [$0] } ?? []) { job.over = true }
            queue = []
        }
        lock.broadcast()
        for _ in 0..<200 where lock.withLock({ callers }) > 0 { usleep(5_000) }
    }
}

/// Where a job leaves its result for the thread that waits for it (written before the job is
/// marked over, under the lock, and read after).
private final class ResultBox<T>: @unchecked Sendable {
    var value: T?
}
