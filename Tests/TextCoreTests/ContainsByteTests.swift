import TextCore
import Testing

/// A byte found eight at a time is found exactly where a byte-by-byte look finds it.
@Suite struct ContainsByteTests {
    @Test func aByteIsFoundAtEveryOffsetAndNowhereElse() {
        for length in 0...24 {
            for place in -1..<length {                     // -1: the byte is not there
                var bytes = [UInt8](repeating: 0x41, count: length)
                if place >= 0 { bytes[place] = 0x5C }
                let found = bytes.withUnsafeBytes { $0.containsByte(0x5C) }
                #expect(found == (place >= 0), "length \(length), backslash at \(place)")
            }
        }
    }

    /// Bytes around the one looked for (its neighbours, 0x00, 0xFF, a borrow's worth of
    /// 0x5D) never count as it.
    @Test func itsNeighboursAreNotIt() {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        for _ in 0..<2_000 {
            let bytes = (0..<19).map { _ -> UInt8 in
                state ^= state << 13; state ^= state >> 7; state ^= state << 17
                return [0x00, 0x5B, 0x5D, 0xDC, 0xFF, 0x5C, 0x01][Int(state % 7)]
            }
            let expected = bytes.contains(0x5C)
            #expect(bytes.withUnsafeBytes { $0.containsByte(0x5C) } == expected, "\(bytes)")
        }
    }
}
