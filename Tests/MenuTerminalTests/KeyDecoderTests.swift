import Testing
@testable import MenuTerminal

@Suite("Key decoder")
struct KeyDecoderTests {
    /// Decodes `text` in one feed, then flushes.
    static func keys(_ text: String) -> [Key] {
        keys(Array(text.utf8))
    }

    static func keys(_ bytes: [UInt8]) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.feed(bytes) + decoder.flush()
    }

    // MARK: Single bytes

    @Test func printableASCIIIsCharacters() {
        #expect(Self.keys("jk/ q~") == [.character("j"), .character("k"), .character("/"),
                                         .character(" "), .character("q"), .character("~")])
    }

    @Test func enterIsCarriageReturnAndNewlineIsControlJ() {
        #expect(Self.keys("\r") == [.enter])
        #expect(Self.keys("\n") == [.ctrl("j")], "Ctrl-J moves in fzf; it must not accept as Enter does")
        #expect(Self.keys("a\rb\nc") == [.character("a"), .enter, .character("b"), .ctrl("j"), .character("c")])
    }

    @Test func carriageReturnNewlineInOneBurstIsOneEnter() {
        #expect(Self.keys("a\r\nb") == [.character("a"), .enter, .character("b")])
        #expect(Self.keys("\r\r") == [.enter, .enter])
        #expect(Self.keys("\n\n") == [.ctrl("j"), .ctrl("j")])
        #expect(Self.keys("\n\r") == [.ctrl("j"), .enter])
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x0D]) == [.enter])
        #expect(decoder.feed([0x0A]) == [])         // the rest of the same CRLF
        #expect(decoder.feed([0x0D]) == [.enter])
        #expect(decoder.flush() == [])               // a pause: the next \n is a key of its own
        #expect(decoder.feed([0x0A]) == [.ctrl("j")])
    }

    @Test func backspaceIsDeleteOrControlH() {
        #expect(Self.keys([0x7F]) == [.backspace])
        #expect(Self.keys([0x08]) == [.backspace])
    }

    @Test func tabIsTab() {
        #expect(Self.keys("\t") == [.tab])
    }

    @Test func controlLettersAreCtrl() {
        #expect(Self.keys([0x03]) == [.ctrl("c")])
        #expect(Self.keys([0x04]) == [.ctrl("d")])
        #expect(Self.keys([0x01, 0x05, 0x0C, 0x1A]) == [.ctrl("a"), .ctrl("e"), .ctrl("l"), .ctrl("z")])
        #expect(Self.keys([0x00]) == [.ctrl("@")])
        #expect(Self.keys([0x1C, 0x1D, 0x1E, 0x1F]) == [.ctrl("\\"), .ctrl("]"), .ctrl("^"), .ctrl("_")])
    }

    @Test func everyControlByteIsSomeKey() {
        for byte in UInt8(0)...0x1F where byte != 0x1B {
            #expect(Self.keys([byte]).count == 1, "byte \(byte)")
        }
    }

    // MARK: UTF-8

    @Test func utf8CharactersAreOneKeyEach() {
        #expect(Self.keys("한글") == [.character("한"), .character("글")])
        #expect(Self.keys("é€😀") == [.character("é"), .character("€"), .character("😀")])
    }

    @Test func hangulSplitAcrossFeedsWaitsForItsLastByte() {
        let bytes = Array("한".utf8)   // ED 95 9C
        var decoder = KeyDecoder()
        #expect(decoder.feed([bytes[0]]) == [])
        #expect(decoder.hasPending)
        #expect(decoder.feed([bytes[1]]) == [])
        #expect(decoder.feed([bytes[2], 0x6A]) == [.character("한"), .character("j")])
        #expect(!decoder.hasPending)
    }

    @Test func everySplitOfAMixedStreamDecodesTheSame() {
        let text = "a한\u{1B}[A😀\u{1B}[5~\u{1B}OB글\r"
        let expected: [Key] = [.character("a"), .character("한"), .up, .character("😀"), .pageUp,
                               .down, .character("글"), .enter]
        let bytes = Array(text.utf8)
        for split in 0...bytes.count {
            var decoder = KeyDecoder()
            let keys = decoder.feed(Array(bytes[..<split])) + decoder.feed(Array(bytes[split...])) + decoder.flush()
            #expect(keys == expected, "split at \(split)")
        }
        var decoder = KeyDecoder()   // one byte at a time
        #expect(bytes.flatMap { decoder.feed([$0]) } + decoder.flush() == expected)
    }

    @Test func malformedUTF8BecomesReplacementCharacters() {
        #expect(Self.keys([0xFF, 0x61]) == [.character("\u{FFFD}"), .character("a")])
        #expect(Self.keys([0x80]) == [.character("\u{FFFD}")])
        #expect(Self.keys([0xED, 0x61]) == [.character("\u{FFFD}"), .character("a")])   // cut short
        #expect(Self.keys([0xC0, 0xAF]) == [.character("\u{FFFD}"), .character("\u{FFFD}")]) // overlong
        #expect(Self.keys([0xED, 0xA0, 0x80]).first == .character("\u{FFFD}"))             // surrogate
    }

    @Test func anUnfinishedCharacterIsFlushedAsAReplacementAtTheEnd() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0xED, 0x95]) == [])
        #expect(decoder.flush() == [.character("\u{FFFD}")])
        #expect(!decoder.hasPending)
    }

    @Test func aSlowCharacterOutlastsTheEscapeTimeout() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0xED]) == [])
        #expect(!decoder.awaitsTimeout, "no timeout in the middle of a character")
        #expect(decoder.timeOut() == [])
        #expect(decoder.feed([0x95]) == [])
        #expect(decoder.timeOut() == [])
        #expect(decoder.feed([0x9C]) == [.character("한")])
    }

    // MARK: Escape sequences

    @Test(arguments: [
        ("\u{1B}[A", Key.up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
        ("\u{1B}OA", .up), ("\u{1B}OB", .down), ("\u{1B}OC", .right), ("\u{1B}OD", .left),
        ("\u{1B}[H", .home), ("\u{1B}[F", .end), ("\u{1B}OH", .home), ("\u{1B}OF", .end),
        ("\u{1B}[1~", .home), ("\u{1B}[7~", .home), ("\u{1B}[4~", .end), ("\u{1B}[8~", .end),
        ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown),
        ("\u{1B}[2~", .insert), ("\u{1B}[3~", .delete), ("\u{1B}[Z", .backTab),
        ("\u{1B}OP", .function(1)), ("\u{1B}OS", .function(4)), ("\u{1B}[15~", .function(5)),
        ("\u{1B}[17~", .function(6)), ("\u{1B}[21~", .function(10)), ("\u{1B}[24~", .function(12)),
        ("\u{1B}[[A", .function(1)), ("\u{1B}[[E", .function(5)), ("\u{1B}OM", .enter),
        ("\u{1B}[1;5A", .up), ("\u{1B}[1;3B", .altDown), ("\u{1B}[3;5~", .delete), ("\u{1B}[1;2P", .function(1)),
    ])
    func sequenceIsItsKey(sequence: String, key: Key) {
        #expect(Self.keys(sequence) == [key])
        var decoder = KeyDecoder()   // and with nothing left over, without a flush
        #expect(decoder.feed(Array(sequence.utf8)) == [key])
        #expect(!decoder.hasPending)
    }

    @Test func sequencesBetweenCharacters() {
        #expect(Self.keys("j\u{1B}[Bk\u{1B}[6~G") == [.character("j"), .down, .character("k"), .pageDown, .character("G")])
    }

    @Test func sequenceSplitAcrossFeeds() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]) == [])
        #expect(decoder.feed(Array("[".utf8)) == [])
        #expect(decoder.feed(Array("5".utf8)) == [])
        #expect(decoder.feed(Array("~x".utf8)) == [.pageUp, .character("x")])
        #expect(decoder.feed(Array("\u{1B}O".utf8)) == [])
        #expect(decoder.feed(Array("A".utf8)) == [.up])
    }

    @Test func loneEscapeWaitsForAFlush() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]) == [])
        #expect(decoder.hasPending)
        #expect(decoder.flush() == [.escape])
        #expect(!decoder.hasPending)
        #expect(decoder.flush() == [])
    }

    @Test func escapeThenAKeyLaterIsTwoKeys() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]) == [])
        #expect(decoder.flush() == [.escape])
        #expect(decoder.feed(Array("q".utf8)) == [.character("q")])
    }

    @Test func escapeThenACharacterInALaterReadIsTwoKeys() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]) == [])
        #expect(decoder.awaitsTimeout)
        #expect(decoder.feed(Array("/".utf8)) == [.escape, .character("/")], "Esc, then / typed after it")
        #expect(decoder.feed([0x1B]) == [])
        #expect(decoder.feed(Array("q".utf8)) == [.escape, .character("q")])
        #expect(decoder.feed([0x1B]) == [])
        #expect(decoder.feed(Array("[A".utf8)) == [.up], "a sequence's opener still continues it")
    }

    @Test func escapeWithACharacterInOneBurstIsAlt() {
        #expect(Self.keys("\u{1B}x") == [.alt("x")])
        #expect(Self.keys("\u{1B}/") == [.alt("/")])
    }

    @Test func escapeBeforeBackspaceIsAltBackspace() {
        #expect(Self.keys("\u{1B}\u{7F}") == [.altBackspace])
        #expect(Self.keys("\u{1B}\u{08}") == [.altBackspace], "Backspace as Ctrl-H")
        #expect(Self.keys("\u{7F}") == [.backspace])
    }

    @Test func escapeBeforeEscapeOrAWideCharacterIsEscapeThenThat() {
        #expect(Self.keys("\u{1B}\u{1B}") == [.escape, .escape])
        #expect(Self.keys("\u{1B}\u{1B}[A") == [.altUp], "but ESC then an arrow is the arrow with Alt, as fzf reads it")
        #expect(Self.keys("\u{1B}\r") == [.ctrlAlt("m")], "and ESC then a control letter is Ctrl-Alt (this one Alt-Enter)")
        #expect(Self.keys("\u{1B}한") == [.escape, .character("한")])
    }

    @Test func unfinishedSequencesAreFlushedAsWhatTheyCanBe() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("\u{1B}[".utf8)) == [])
        #expect(decoder.flush() == [.alt("[")])
        #expect(decoder.feed(Array("\u{1B}O".utf8)) == [])
        #expect(decoder.flush() == [.alt("O")])
        #expect(decoder.feed(Array("\u{1B}[12".utf8)) == [])
        #expect(decoder.flush() == [.unknown(Array("\u{1B}[12".utf8))])
    }

    @Test func unknownSequencesAreReportedWhole() {
        #expect(Self.keys("\u{1B}[99~") == [.unknown(Array("\u{1B}[99~".utf8))])
        #expect(Self.keys("\u{1B}[<0;3x") == [.unknown(Array("\u{1B}[<0;3x".utf8))])
        #expect(Self.keys("\u{1B}Oz") == [.unknown(Array("\u{1B}Oz".utf8))])
    }

    // MARK: Terminal replies and mouse reports

    @Test(arguments: [
        "\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\",        // OSC 11 (background colour), ended by ST
        "\u{1B}]11;rgb:0000/0000/0000\u{07}",          // … or by BEL
        "\u{1B}P>|kitty(0.26.5)\u{1B}\\",             // DCS (XTVERSION)
        "\u{1B}_Gi=31;OK\u{1B}\\",                    // kitty's APC graphics reply
        "\u{1B}^private\u{1B}\\",                     // PM
        "\u{1B}[12;1R", "\u{1B}[40;132R",              // cursor position reports
        "\u{1B}[I", "\u{1B}[O",                        // focus in, out
        "\u{1B}[?62;22c", "\u{1B}[?2004;2$y",          // device attributes, a mode report
        "\u{1B}[M !!", "\u{1B}[M#\u{7F}q",              // X10 mouse: button, column, row
        "\u{1B}[<35;3;4M",                               // SGR mouse motion without a button
    ])
    func aReplyOrMouseReportIsConsumedWholeAndIsNoKey(reply: String) {
        let bytes = Array(reply.utf8)
        #expect(Self.keys(reply + "j") == [.unknown(bytes), .character("j")])
        for split in 1..<bytes.count {   // arriving in two reads
            var decoder = KeyDecoder()
            let keys = decoder.feed(Array(bytes[..<split])) + decoder.feed(Array(bytes[split...]) + [0x6A])
            #expect(keys == [.unknown(bytes), .character("j")], "split at \(split)")
        }
    }

    @Test func sgrMouseReportsAreMouseEvents() {
        #expect(Self.keys("\u{1B}[<0;3;4Mj") == [.mouse(MouseEvent(button: .left, pressed: true, row: 3, column: 2)), .character("j")])
        #expect(Self.keys("\u{1B}[<0;3;4m") == [.mouse(MouseEvent(button: .left, pressed: false, row: 3, column: 2))])
        #expect(Self.keys("\u{1B}[<2;1;1M") == [.mouse(MouseEvent(button: .right, pressed: true, row: 0, column: 0))])
        #expect(Self.keys("\u{1B}[<64;120;40M\u{1B}[<65;120;40M") == [
            .mouse(MouseEvent(button: .wheelUp, pressed: true, row: 39, column: 119)),
            .mouse(MouseEvent(button: .wheelDown, pressed: true, row: 39, column: 119))])
        #expect(Self.keys("\u{1B}[<20;5;6M") == [.mouse(MouseEvent(button: .left, pressed: true, row: 5, column: 4,
                                                                    shift: true, control: true))])
        let bytes = Array("\u{1B}[<0;300;4M".utf8)
        for split in 1..<bytes.count {   // arriving in two reads
            var decoder = KeyDecoder()
            let keys = decoder.feed(Array(bytes[..<split])) + decoder.feed(Array(bytes[split...]))
            #expect(keys == [.mouse(MouseEvent(button: .left, pressed: true, row: 3, column: 299))], "split at \(split)")
        }
    }

    @Test func shiftAndAltOnAnArrowAreKeptOtherModifiersAreDropped() {
        #expect(Self.keys("\u{1B}[1;2A\u{1B}[1;2B\u{1B}[1;2C\u{1B}[1;2D") == [.shiftUp, .shiftDown, .shiftRight, .shiftLeft])
        #expect(Self.keys("\u{1B}[1;3A\u{1B}[1;3B\u{1B}[1;3C\u{1B}[1;3D") == [.altUp, .altDown, .altRight, .altLeft])
        #expect(Self.keys("\u{1B}[1;4A\u{1B}[1;4D") == [.altShiftUp, .altShiftLeft])
        #expect(Self.keys("\u{1B}\u{1B}[A\u{1B}\u{1B}OB") == [.altUp, .altDown], "ESC then the arrow: Alt, as fzf reads it")
        #expect(Self.keys("\u{1B}\u{1B}[5~") == [.escape, .pageUp], "ESC then another key: Escape, then that key")
        #expect(Self.keys("\u{1B}[1;5A\u{1B}[1;6B") == [.up, .down], "Ctrl is dropped")
    }

    @Test func aControlLetterAfterEscIsCtrlAlt() {
        #expect(Self.keys("\u{1B}\u{01}\u{1B}\r\u{1B}\u{1A}") == [.ctrlAlt("a"), .ctrlAlt("m"), .ctrlAlt("z")],
                "ESC CR is Alt-Enter, fzf's ctrl-alt-m")
        #expect(Self.keys("\u{1B}\u{08}\u{1B}\u{7F}") == [.altBackspace, .altBackspace])
    }

    @Test func anX10MouseReportMayCarryAnyByte() {
        let report: [UInt8] = [0x1B, 0x5B, 0x4D, 0x20, 0xC8, 0xA0]   // column 168, row 128
        #expect(Self.keys(report + [0x2F]) == [.unknown(report), .character("/")])
    }

    @Test func aReplyCutOffByTheTimeoutIsDroppedWhole() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("\u{1B}]11;rgb:ff".utf8)) == [])
        #expect(decoder.awaitsTimeout)
        #expect(decoder.timeOut() == [.unknown(Array("\u{1B}]11;rgb:ff".utf8))])
        #expect(decoder.feed(Array("/".utf8)) == [.character("/")])
    }

    @Test func anEscapeInsideAReplyEndsItAndStartsTheNextKey() {
        #expect(Self.keys("\u{1B}]11;rgb\u{1B}[Aj") == [.unknown(Array("\u{1B}]11;rgb".utf8)), .up, .character("j")])
    }

    @Test func aModifiedF3IsNoCursorReport() {
        #expect(Self.keys("\u{1B}[1;5R") == [.function(3)], "row 1 is ambiguous: read as Ctrl-F3")
    }

    // MARK: Bracketed paste

    @Test func aPasteIsOneKeyWithItsText() {
        #expect(Self.keys("\u{1B}[200~q  j\r\n\u{1B}[A/\u{1B}[201~x") == [.paste("q  j\r\n\u{1B}[A/"), .character("x")])
        #expect(Self.keys("\u{1B}[200~\u{1B}[201~") == [.paste("")])
    }

    @Test func everySplitOfAPasteDecodesTheSame() {
        let bytes = Array("a\u{1B}[200~한 q\u{1B}[201~b".utf8)
        let expected: [Key] = [.character("a"), .paste("한 q"), .character("b")]
        let opened = 1 + KeyDecoder.pasteStart.count
        for split in 0...bytes.count {
            var decoder = KeyDecoder()
            let first = decoder.feed(Array(bytes[..<split]))
            let pause = split >= opened ? decoder.timeOut() : []   // a pause inside changes nothing
            #expect(first + pause + decoder.feed(Array(bytes[split...])) == expected, "split at \(split)")
        }
        var decoder = KeyDecoder()
        #expect(bytes.flatMap { decoder.feed([$0]) } == expected)
    }

    @Test func aPasteWaitsForItsEndWithoutATimeoutAndEndsWithTheInput() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("\u{1B}[200~abc\u{1B}[20".utf8)) == [])
        #expect(!decoder.awaitsTimeout)
        #expect(decoder.timeOut() == [])
        #expect(decoder.flush() == [.paste("abc\u{1B}[20")])
        #expect(!decoder.hasPending)
    }

    @Test func aSequenceBrokenByAControlByteDoesNotSwallowIt() {
        #expect(Self.keys("\u{1B}[1\r") == [.unknown(Array("\u{1B}[1".utf8)), .enter])
    }

    @Test func endlessParametersAreCutOff() {
        let long = "\u{1B}[" + String(repeating: "1", count: 100) + "A"
        let keys = Self.keys(long)
        #expect(keys.first.map { if case .unknown = $0 { true } else { false } } == true)
        #expect(keys.last == .character("A"))
    }
}
