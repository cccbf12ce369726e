/// A byte looked for eight bytes at a time.
extension UnsafeRawBufferPointer {
    /// Whether `byte` is among the bytes: each word of eight is tested for it at once (a word
    /// XOR the byte repeated has a zero byte where it is), the last few one by one. A list's
    /// texts (megabytes) are looked through for a backslash before any id is.
    ///
    ///     bytes.containsByte(0x5C)   // a backslash anywhere?
    package func containsByte(_ byte: UInt8) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let pattern = UInt64(byte) &* ones
        var offset = 0
        while offset + 8 <= count {
            let word = loadUnaligned(fromByteOffset: offset, as: UInt64.self) ^ pattern
            if (word &- ones) & ~word & 0x8080_8080_8080_8080 != 0 { return true }
            offset += 8
        }
        while offset < count {
            if self[offset] == byte { return true }
            offset += 1
        }
        return false
    }
}
