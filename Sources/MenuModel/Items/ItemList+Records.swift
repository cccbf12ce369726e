extension ItemList {
    /// A list's records: kept one by one, or only counted while every item is plain.
    ///
    /// A plain item's record says only "the title is the text at my position, and it is my
    /// id": every string item, and every `{ title = …, … }` table whose other fields are the
    /// script's own. A list of such items keeps no records at all (28 bytes an item); the first
    /// record that says more makes the array, the plain ones before it included.
    ///
    ///     var records = Records()
    ///     records.append(Record(title: 0))     // plain: counted
    ///     records[0].title                     // 0
    ///     records.arePlain                     // true
    struct Records: Equatable, Sendable {
        /// The records, once one was not plain; nil while all are.
        private var stored: [Record]?
        /// How many records there are.
        private(set) var count = 0
        /// The capacity asked for, kept for the array if one is made.
        private var capacity = 0

        /// The record at `position`.
        subscript(position: Int) -> Record {
            stored?[position] ?? Record(title: TextNumber(position))
        }

        /// Whether every record is plain (none is kept).
        var arePlain: Bool { stored == nil }

        mutating func reserveCapacity(_ capacity: Int) {
            if stored == nil { self.capacity = capacity } else { stored!.reserveCapacity(capacity) }
        }

        mutating func append(_ record: Record) {
            if stored == nil {
                if record.isPlain(at: count) {
                    count += 1
                    return
                }
                var all: [Record] = []
                all.reserveCapacity(Swift.max(capacity, count + 1))
                for position in 0..<count { all.append(Record(title: TextNumber(position))) }
                stored = all
            }
            stored!.append(record)
            count += 1
        }

        static func == (a: Records, b: Records) -> Bool {
            a.count == b.count && (a.arePlain && b.arePlain || (0..<a.count).allSatisfy { a[$0] == b[$0] })
        }
    }
}

extension ItemList.Record {
    /// Whether this is the plain record of the item at `position` (see ``ItemList/Records``):
    /// its title the text numbered as the item, its id the title, nothing else.
    func isPlain(at position: Int) -> Bool {
        title == ItemList.TextNumber(position) && id == Self.sameAsTitle && detail == Self.absent && icon == Self.absent
            && subtitle == Self.absent && flags.areDefault
    }
}

extension ItemList.Flags {
    /// Whether every flag is as a new item has it (an entry, no style, no check mark …).
    var areDefault: Bool {
        kind == .entry && style == nil && checked == nil && !computesChecked && !isSwitch && !disabled && !choose
            && !hasExtras
    }
}
