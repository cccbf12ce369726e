#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing whole buffers to a file descriptor, through short writes, EINTR and EAGAIN.
enum FileDescriptorIO {
    /// Writes all of `text`'s UTF-8 bytes to `fd`.
    static func writeAll(_ fd: Int32, _ text: String) throws(TerminalError) {
        var text = text
        let failure: Int32 = text.withUTF8 { bytes in
            writeAll(fd, UnsafeRawBufferPointer(bytes))
        }
        if failure != 0 { throw .system(call: "write", errno: failure) }
    }

    /// Writes all of `bytes` to `fd`; returns 0, or the errno that stopped it.
    static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32 {
        var offset = 0
        while offset < bytes.count {
            let written = write(fd, bytes.baseAddress! + offset, bytes.count - offset)
            if written >= 0 {
                offset += written
                continue
            }
            switch errno {
            case EINTR: continue
            case EAGAIN:   // a non-blocking descriptor is full: wait until it takes more
                var entry = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
                _ = poll(&entry, 1, -1)
            case let code: return code
            }
        }
        return 0
    }
}
