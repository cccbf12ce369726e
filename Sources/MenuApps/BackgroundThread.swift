#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A thread of its own for work that blocks (reading a pipe, a search that runs until a newer
/// query stops it), detached: it ends when its work does, or with the process.
///
///     BackgroundThread.start { while let bytes = readSome() { … } }
public enum BackgroundThread {
    /// Runs `body` on a new thread; false when the system gave none.
    @discardableResult
    public static func start(_ body: @escaping @Sendable () -> Void) -> Bool {
        final class Work: @unchecked Sendable {   // handed over once, then only run
            let body: @Sendable () -> Void
            init(_ body: @escaping @Sendable () -> Void) { self.body = body }
        }
        var thread = pthread_t()
        let work = Unmanaged.passRetained(Work(body)).toOpaque()
        let started = pthread_create(&thread, nil, { context in
            guard let context else { return nil }
            Unmanaged<Work>.fromOpaque(context).takeRetainedValue().body()
            return nil
        }, work)
        guard started == 0 else {
            Unmanaged<Work>.fromOpaque(work).release()
            return false
        }
        pthread_detach(thread)
        return true
    }
}
