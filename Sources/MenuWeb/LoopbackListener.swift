#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A listening TCP socket on 127.0.0.1 only: the server never binds another address, so
/// nothing beyond this machine reaches it. Made here rather than by libmicrohttpd so a
/// failure says why (the port in use, a port that needs root) and port 0's pick is known.
struct LoopbackListener {
    let descriptor: Int32
    /// The port bound: the one asked for, or the free one the system picked for 0.
    let port: UInt16

    /// Binds 127.0.0.1:`port` (0: any free port) and listens.
    init(port: UInt16) throws(WebServerError) {
        switch Self.bound(port) {
        case .success(let listener): self = listener
        case .failure(let error): throw Self.failure(error, port: port)
        }
    }

    /// Binds 127.0.0.1:`port` when it is free (and ours to take), else any free port.
    init(preferring port: UInt16) throws(WebServerError) {
        switch Self.bound(port) {
        case .success(let listener): self = listener
        case .failure(let error) where error.code == EADDRINUSE || error.code == EACCES: try self.init(port: 0)
        case .failure(let error): throw Self.failure(error, port: port)
        }
    }

    private init(descriptor: Int32, port: UInt16) {
        self.descriptor = descriptor
        self.port = port
    }

    /// The step that failed, and its `errno`.
    private struct Failure: Error {
        enum Step { case socket, bind, name }
        let step: Step
        let code: Int32
    }

    /// A socket bound to 127.0.0.1:`port` and listening, or the call that failed.
    private static func bound(_ port: UInt16) -> Result<LoopbackListener, Failure> {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { return .failure(Failure(step: .socket, code: errno)) }
        var yes: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian        // 127.0.0.1
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(descriptor, 64) == 0 else {
            let code = errno
            close(descriptor)
            return .failure(Failure(step: .bind, code: code))
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard named == 0 else {
            let code = errno
            close(descriptor)
            return .failure(Failure(step: .name, code: code))
        }
        return .success(LoopbackListener(descriptor: descriptor, port: UInt16(bigEndian: address.sin_port)))
    }

    /// What went wrong, for people.
    private static func failure(_ failure: Failure, port: UInt16) -> WebServerError {
        let reason = String(cString: strerror(failure.code))
        switch (failure.step, failure.code) {
        case (.socket, _): return WebServerError("cannot make a socket: \(reason)")
        case (.name, _): return WebServerError("cannot find the port bound: \(reason)")
        case (_, EADDRINUSE): return WebServerError("127.0.0.1:\(port) is in use (port 0 picks a free port)")
        case (_, EACCES):
            return WebServerError("127.0.0.1:\(port) is not ours to listen on (ports below 1024 need root; port 0 picks a free port)")
        default: return WebServerError("cannot listen on 127.0.0.1:\(port): \(reason)")
        }
    }
}
