extension ItemList {
    /// A list's records: kept one by one, or only counted while every item repeats the first
    /// one's shape.
    ///
    /// Most lists are uniform: every item has the same fields and flags, and its texts follow
    /// the previous item's, so record `p` is the first record with each text number moved on
    /// by `p` times the texts an item takes: a list of strings (a title that is its id, one
    /// text an item), a list of `{ title, detail }` tables (two). Such a list keeps no records
    /// (28 bytes an item); the first record that breaks the pattern makes the array, the ones
    /// before it included.
    ///
    ///     var records = Records()
    ///     records.append(Record(title: 0))     // the pattern: counted
    ///     records.append(Record(title: 1))     // the pattern one text on: counted
    ///     records[1].title                     // 1
    ///     records.arePlain                     // true
    struct Records: Equatable, Sendable {
        /// The records, once one broke the pattern; nil while none has.
        private var stored: [Record]?
        /// The first record, which the others repeat while none is stored.
        private var pattern = Record(title: 0)
        /// How far each of the pattern's text numbers moves from one item to the next: the
        /// texts an item takes (the second record's distance from the first), 0 for a marker.
        private var advance = Record(title: 1)
        /// The texts an item of the pattern takes: 0 until a second record set it.
        private var step: TextNumber = 0
        /// How many records there are.
        private(set) var count = 0
        /// The capacity asked for, kept for the array if one is made.
        private var capacity = 0

        /// The record at `position`.
        subscript(position: Int) -> Record {
            @inline(__always) get {
                if let stored { return stored[position] }
                let times = TextNumber(truncatingIfNeeded: position)
                var record = pattern
                record.title &+= advance.title &* times
                record.id &+= advance.id &* times
                record.detail &+= advance.detail &* times
                record.icon &+= advance.icon &* times
                record.subtitle &+= advance.subtitle &* times
                return record
            }
        }

        /// The record every one repeats (moved on), when no record broke the pattern.
        var uniform: Record? { stored == nil ? pattern : nil }

        /// Whether every record is plain: the title at the item's own position, and its id,
        /// nothing else (a list of strings).
        var arePlain: Bool { count == 0 || uniform == Record(title: 0) && (count == 1 || step == 1) }

        mutating func reserveCapacity(_ capacity: Int) {
            if stored == nil { self.capacity = capacity } else { stored!.reserveCapacity(capacity) }
        }

        mutating func append(_ record: Record) {
            if stored == nil {
                switch count {
                case 0:
                    pattern = record
                    return count = 1
                case 1:                                            // the step, checked as any other record's
                    step = record.anchor - pattern.anchor
                    advance = pattern.advance(by: step)
                default: break
                }
                if step > 0, record.repeats(self[count]) { return count += 1 }
                keepRecords()
            }
            stored!.append(record)
            count += 1
        }

        /// Appends `count` plain records (each a title that is its own id, nothing else) whose
        /// titles are the texts `first`, `first + 1`, …: while the records repeat the pattern
        /// of one text an item, only the count grows.
        mutating func appendPlain(titles first: TextNumber, count added: Int) {
            var next = 0
            while next < added, stored != nil || count < 2 || step != 1 {
                append(Record(title: first &+ TextNumber(next)))
                next += 1
            }
            guard next < added else { return }
            if Record(title: first &+ TextNumber(next)).repeats(self[count]) { return count += added - next }
            for more in next..<added { append(Record(title: first &+ TextNumber(more))) }
        }

        /// Makes the array of the records so far.
        private mutating func keepRecords() {
            var all: [Record] = []
            all.reserveCapacity(Swift.max(capacity, count + 1))
            for position in 0..<count { all.append(self[position]) }
            stored = all
        }

        static func == (a: Records, b: Records) -> Bool {
            a.count == b.count && (0..<a.count).allSatisfy { a[$0] == b[$0] }
        }
    }
}

extension ItemList.Record {
    /// A record of how far each of this one's text numbers moves each item: `step` for a
    /// text, 0 for a marker.
    func advance(by step: ItemList.TextNumber) -> Self {
        var advance = ItemList.Record(title: title >= 0 ? step : 0, id: id >= 0 ? step : 0)
        advance.detail = detail >= 0 ? step : 0
        advance.icon = icon >= 0 ? step : 0
        advance.subtitle = subtitle >= 0 ? step : 0
        return advance
    }

    /// Whether this is `other`: its texts compared first, then its flags.
    @inline(__always)
    func repeats(_ other: Self) -> Bool {
        title == other.title && id == other.id && detail == other.detail && icon == other.icon
            && subtitle == other.subtitle && flags.isSame(as: other.flags)
    }

    /// The record's first text number, -1 when it has none: where its item's texts start.
    var anchor: ItemList.TextNumber {
        [title, id, detail, icon, subtitle].first { $0 >= 0 } ?? -1
    }
}

extension ItemList.Flags {
    /// Whether `other` holds the same flags, told by their bytes: each flag is one byte (a
    /// test holds this), so equal bytes are equal flags; the derived `==` is a call per record.
    @inline(__always)
    func isSame(as other: Self) -> Bool {
        withUnsafeBytes(of: self) { a in
            withUnsafeBytes(of: other) { b in
                a.count == 8 ? a.loadUnaligned(as: UInt64.self) == b.loadUnaligned(as: UInt64.self) : a.elementsEqual(b)
            }
        }
    }
}
