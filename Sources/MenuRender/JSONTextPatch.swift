#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A patch that turns one compact JSON text into another, found by comparing their bytes: what
/// is the same is left out, so a view of 10,000 rows that changed in one row makes a patch of
/// that row. `luamenu preview` sends its page these instead of whole view models.
///
/// A patch is a JSON value of one of these shapes, applied to the value it was made from:
/// - `{"set": VALUE}`: the value is VALUE;
/// - `{"members": {NAME: PATCH, …}, "drop": [NAME, …]}`: an object, its members NAME patched
///   (a new member's patch is a `set`), those named in `drop` (when there are any) gone;
/// - `{"elements": [[INDEX, PATCH], …]}`: an array of the same length, the elements at INDEX
///   patched;
/// - `{"at": INDEX, "remove": COUNT, "insert": [VALUE, …]}`: an array, the COUNT elements from
///   INDEX on replaced by the values (what is the same before and after them is kept).
///
/// A part whose patch would be longer than the part itself is `set`. Both texts are JSON as
/// ``JSONValue`` and the view model's writer write it: valid, and without spaces between tokens.
///
///     JSONTextPatch.make(from: Array(#"{"a":1,"b":[1,2]}"#.utf8), to: Array(#"{"a":1,"b":[1,3]}"#.utf8))
///     // {"members":{"b":{"elements":[[1,{"set":3}]]}}}
public enum JSONTextPatch {
    /// The patch from `old` to `new`, as JSON text (`{"members":{}}` when they are the same);
    /// nil when it would be `limit` bytes or longer (making it stops there: a patch of a view
    /// that changed everywhere is not built only to be thrown away).
    public static func make(from old: [UInt8], to new: [UInt8], limit: Int = .max) -> String? {
        var out: [UInt8] = []
        var stopped = false
        old.withUnsafeBufferPointer { old in
            new.withUnsafeBufferPointer { new in
                var differ = Differ(old: Text(old), new: Text(new), limit: limit)
                if differ.same(0..<old.count, 0..<new.count) {
                    out.append(contentsOf: #"{"members":{}}"#.utf8)
                } else {
                    differ.patch(0..<old.count, 0..<new.count, into: &out)
                }
                stopped = differ.stopped
            }
        }
        return stopped || out.count >= limit ? nil : String(decoding: out, as: UTF8.self)
    }

    /// `value` with `patch` applied (see ``JSONTextPatch``); nil when the patch doesn't fit the
    /// value (an index past its end, a member patch for what isn't an object).
    public static func apply(_ patch: JSONValue, to value: JSONValue?) -> JSONValue? {
        if let set = patch["set"] { return set }
        if case .object(let changes)? = patch["members"] {
            guard case .object(var members)? = value else { return nil }
            for (name, change) in changes {
                let index = members.firstIndex { $0.0 == name }
                guard let changed = apply(change, to: index.map { members[$0].1 }) else { return nil }
                if let index { members[index].1 = changed } else { members.append((name, changed)) }
            }
            if case .array(let dropped)? = patch["drop"] {
                members.removeAll { member in dropped.contains(.string(member.0)) }
            }
            return .object(members)
        }
        guard case .array(var elements)? = value else { return nil }
        if case .array(let changes)? = patch["elements"] {
            for change in changes {
                guard case .array(let pair) = change, pair.count == 2, case .int(let index) = pair[0],
                      elements.indices.contains(index), let changed = apply(pair[1], to: elements[index]) else { return nil }
                elements[index] = changed
            }
            return .array(elements)
        }
        guard case .int(let at)? = patch["at"], case .int(let count)? = patch["remove"],
              case .array(let inserted)? = patch["insert"], at >= 0, count >= 0, at + count <= elements.count else { return nil }
        elements.replaceSubrange(at..<at + count, with: inserted)
        return .array(elements)
    }

    /// Compares the values of two texts, and writes the patches of those that differ.
    private struct Differ {
        let old: Text
        let new: Text
        /// The length past which the patch is given up.
        let limit: Int
        /// Whether it was: the patch is incomplete.
        var stopped = false

        /// Whether the value at `a` in the old text is the value at `b` in the new, byte for byte.
        func same(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
            a.count == b.count && (a.isEmpty || memcmp(old.bytes.baseAddress! + a.lowerBound, new.bytes.baseAddress! + b.lowerBound, a.count) == 0)
        }

        /// Writes the patch from the old value at `a` to the new one at `b`, which differ.
        mutating func patch(_ a: Range<Int>, _ b: Range<Int>, into out: inout [UInt8]) {
            stopped = stopped || out.count >= limit
            guard !stopped else { return }
            let mark = out.count
            switch (old.bytes[a.lowerBound], new.bytes[b.lowerBound]) {
            case (UInt8(ascii: "{"), UInt8(ascii: "{")): members(a, b, into: &out)
            case (UInt8(ascii: "["), UInt8(ascii: "[")): elements(a, b, into: &out)
            default: break
            }
            if out.count == mark || out.count - mark > b.count + 8 {
                out.removeSubrange(mark...)
                stopped = out.count + b.count >= limit
                guard !stopped else { return }
                out.append(contentsOf: #"{"set":"#.utf8)
                out.append(contentsOf: new.bytes[b])
                out.append(UInt8(ascii: "}"))
            }
        }

        private mutating func members(_ a: Range<Int>, _ b: Range<Int>, into out: inout [UInt8]) {
            let before = old.parts(a), after = new.parts(b)
            out.append(contentsOf: #"{"members":{"#.utf8)
            var first = true
            for (name, value) in after where !stopped {
                let was = before.first { same($0.name, name) }
                if let was, same(was.value, value) { continue }
                if !first { out.append(UInt8(ascii: ",")) }
                first = false
                out.append(contentsOf: new.bytes[name])
                out.append(UInt8(ascii: ":"))
                if let was {
                    patch(was.value, value, into: &out)
                } else {
                    out.append(contentsOf: #"{"set":"#.utf8)
                    out.append(contentsOf: new.bytes[value])
                    out.append(UInt8(ascii: "}"))
                }
            }
            out.append(UInt8(ascii: "}"))
            let dropped = before.filter { was in !after.contains { same(was.name, $0.name) } }
            if !dropped.isEmpty {
                out.append(contentsOf: #","drop":["#.utf8)
                for (position, was) in dropped.enumerated() {
                    if position > 0 { out.append(UInt8(ascii: ",")) }
                    out.append(contentsOf: old.bytes[was.name])
                }
                out.append(UInt8(ascii: "]"))
            }
            out.append(UInt8(ascii: "}"))
        }

        private mutating func elements(_ a: Range<Int>, _ b: Range<Int>, into out: inout [UInt8]) {
            let before = old.parts(a).map(\.value), after = new.parts(b).map(\.value)
            var prefix = 0
            while prefix < before.count, prefix < after.count, same(before[prefix], after[prefix]) { prefix += 1 }
            var suffix = 0
            while suffix < before.count - prefix, suffix < after.count - prefix,
                  same(before[before.count - 1 - suffix], after[after.count - 1 - suffix]) { suffix += 1 }
            if before.count == after.count {
                out.append(contentsOf: #"{"elements":["#.utf8)
                var first = true
                for index in prefix..<after.count - suffix where !stopped && !same(before[index], after[index]) {
                    if !first { out.append(UInt8(ascii: ",")) }
                    first = false
                    out.append(contentsOf: "[\(index),".utf8)
                    patch(before[index], after[index], into: &out)
                    out.append(UInt8(ascii: "]"))
                }
                out.append(contentsOf: "]}".utf8)
                return
            }
            out.append(contentsOf: #"{"at":\#(prefix),"remove":\#(before.count - prefix - suffix),"insert":["#.utf8)
            for index in prefix..<after.count - suffix where !stopped {
                if index > prefix { out.append(UInt8(ascii: ",")) }
                out.append(contentsOf: new.bytes[after[index]])
            }
            out.append(contentsOf: "]}".utf8)
        }
    }

    /// A compact JSON text, with where each of its objects and arrays ends, found in one pass:
    /// a value nested N deep is read once, not once per level the patch goes down.
    private struct Text {
        let bytes: UnsafeBufferPointer<UInt8>
        /// Where each object or array starts, in order, and where it ends (past its bracket).
        private var starts: [Int] = []
        private var ends: [Int] = []

        init(_ bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
            var open: [Int] = []                                        // into starts
            var at = 0
            while at < bytes.count {
                switch bytes[at] {
                case UInt8(ascii: "\""):
                    at = closingQuote(of: at)
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    open.append(starts.count)
                    starts.append(at)
                    ends.append(bytes.count)
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    if let container = open.popLast() { ends[container] = at + 1 }
                default: break
                }
                at += 1
            }
        }

        /// The members (name and value) of the object, or the elements (as values) of the
        /// array, at `range`.
        func parts(_ range: Range<Int>) -> [(name: Range<Int>, value: Range<Int>)] {
            var parts: [(name: Range<Int>, value: Range<Int>)] = []
            let isObject = bytes[range.lowerBound] == UInt8(ascii: "{")
            var at = range.lowerBound + 1
            while at < range.upperBound - 1 {
                var name = at..<at
                if isObject {
                    name = at..<end(of: at)
                    at = name.upperBound + 1                                    // the colon
                }
                let value = at..<end(of: at)
                parts.append((name, value))
                at = value.upperBound + 1                                       // the comma, or the end
            }
            return parts
        }

        /// Where the value that starts at `start` ends.
        private func end(of start: Int) -> Int {
            switch bytes[start] {
            case UInt8(ascii: "\""):
                return closingQuote(of: start) + 1
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                var low = 0, high = starts.count                                // starts is sorted
                while low < high {
                    let middle = (low + high) / 2
                    if starts[middle] < start { low = middle + 1 } else { high = middle }
                }
                return ends[low]
            default:                                                            // a number, true, false, null
                var at = start
                while at < bytes.count {
                    switch bytes[at] {
                    case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: ":"): return at
                    default: at += 1
                    }
                }
                return at
            }
        }

        /// Where the string that opens at `open` closes: the next `"` after it that an odd
        /// number of backslashes doesn't escape. Found with `memchr`, as most of a view's text
        /// is inside strings.
        private func closingQuote(of open: Int) -> Int {
            guard let base = bytes.baseAddress else { return bytes.count }
            var at = open + 1
            while at < bytes.count, let found = memchr(base + at, Int32(UInt8(ascii: "\"")), bytes.count - at) {
                let quote = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                var backslashes = 0                                         // the opening quote stops this
                while bytes[quote - 1 - backslashes] == UInt8(ascii: "\\") { backslashes += 1 }
                if backslashes % 2 == 0 { return quote }
                at = quote + 1
            }
            return bytes.count
        }
    }
}
