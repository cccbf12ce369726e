/// `bytes` random bytes from the system's generator, as lower-case hex: what the preview's
/// tokens and server instances are made of.
///
///     randomHex(bytes: 16)      // "9c0e41d2…", 32 digits
func randomHex(bytes: Int) -> String {
    var random = SystemRandomNumberGenerator()
    return (0..<bytes).map { _ in
        let byte = String(random.next() as UInt8, radix: 16)
        return byte.count == 1 ? "0" + byte : byte
    }.joined()
}
