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
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw WebServerError("cannot make a socket: \(Self.reason())") }
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
            let error = errno
            close(descriptor)
            switch error {
            case EADDRINUSE: throw WebServerError("127.0.0.1:\(port) is in use (--port 0 picks a free port)")
            case EACCES: throw WebServerError("127.0.0.1:\(port) is not ours to listen on (ports below 1024 need root; --port 0 picks a free port)")
            default: throw WebServerError("cannot listen on 127.0.0.1:\(port): \(String(cString: strerror(error)))")
            }
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard named == 0 else {
            close(descriptor)
            throw WebServerError("cannot find the port bound: \(Self.reason())")
        }
        self.descriptor = descriptor
        self.port = UInt16(bigEndian: address.sin_port)
    }

    private static func reason() -> String { String(cString: strerror(errno)) }
}
