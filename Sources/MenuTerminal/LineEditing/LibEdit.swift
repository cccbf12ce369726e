@preconcurrency import CLibEdit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// libedit's globals, set up for ``LineEditor``, and the C callbacks that reach its completion provider.
///
/// libedit (3.1, Debian's libedit2) emulates readline: `readline`, `add_history`,
/// `read_history`/`write_history`, `stifle_history`, `rl_attempted_completion_function`,
/// `rl_completion_matches`, `rl_line_buffer`, `rl_readline_name`,
/// `rl_completion_append_character` all behave as readline's; the word-break characters are
/// read from `rl_basic_word_break_characters` (not `rl_completer_word_break_characters`).
/// `rl_catch_signals` is turned off: libedit's own handlers re-send every signal to the whole
/// process group (`kill(0, sig)`), which would reach a parent script or the test runner.
/// Characters are read by ``readCharacter`` instead (`rl_getc_function`), which also redraws
/// the prompt and the line after a resume from Ctrl-Z and passes a resize on to libedit.
///
/// `@preconcurrency import CLibEdit`: Swift 6 flags every use of a C global variable
/// (`rl_line_buffer`, …) as shared mutable state; libedit's globals are only touched by the
/// thread that reads lines, as described below.
enum LibEdit {
    /// libedit's functions and globals, once ``load()`` found them.
    nonisolated(unsafe) static var library = lme_library()
    /// Whether ``load()`` ran, and what it said: nil when libedit is loaded.
    nonisolated(unsafe) private static var loadError: String??

    /// Loads libedit the first time (see CLibEdit.h); nil when it is loaded, else why not.
    static func load() -> String? {
        if let loadError { return loadError }
        let error = lme_load(&library).map { String(cString: $0) }
        loadError = .some(error)
        return error
    }

    // libedit calls back into C functions that can't capture context, so what they need is
    // static. nonisolated(unsafe) is sound because libedit is single-threaded by nature: these
    // are written by `setUp` and read by the callbacks, which run inside `readline` on the
    // thread that called it, and one editor is used from one thread.
    nonisolated(unsafe) static var provider: LineEditor.Completion?
    nonisolated(unsafe) static var candidates: [String] = []
    nonisolated(unsafe) static var nextCandidate = 0
    /// C strings libedit keeps pointers to; replaced (and the old ones freed) by the next setUp.
    nonisolated(unsafe) static var name: UnsafeMutablePointer<CChar>?
    nonisolated(unsafe) static var wordBreaks: UnsafeMutablePointer<CChar>?
    /// The streams libedit reads and writes (over duplicates of the editor's descriptors).
    nonisolated(unsafe) static var streams: (input: UnsafeMutablePointer<FILE>?, output: UnsafeMutablePointer<FILE>?)
    /// The descriptor ``readCharacter`` reads: the input stream's.
    nonisolated(unsafe) static var input: Int32 = -1
    /// A byte read past a broken UTF-8 character, to be read again.
    nonisolated(unsafe) static var unread: UInt8?
    /// The ``ResizeSignal`` counts last acted on.
    nonisolated(unsafe) static var seen: (generation: UInt64, resumes: UInt64) = (0, 0)

    /// Points libedit at `input` and `output`, sets the locale's character type (UTF-8 when
    /// the environment says nothing, so Hangul edits as characters) and initialises it.
    static func setUp(name: String, input: Int32, output: Int32, wordBreaks: String, completion: LineEditor.Completion?) {
        let locale = setlocale(LC_CTYPE, "").map { String(cString: $0) } ?? "C"
        if locale == "C" || locale == "POSIX" { setlocale(LC_CTYPE, "C.UTF-8") }

        free(Self.name)
        Self.name = strdup(name)
        library.rl_readline_name.pointee = UnsafePointer(Self.name)
        free(Self.wordBreaks)
        Self.wordBreaks = strdup(wordBreaks)
        library.rl_basic_word_break_characters.pointee = UnsafePointer(Self.wordBreaks)
        let previousStreams = streams
        streams = (fdopen(fcntl(input, F_DUPFD_CLOEXEC, 0), "r"), fdopen(fcntl(output, F_DUPFD_CLOEXEC, 0), "w"))
        library.rl_instream.pointee = streams.input
        library.rl_outstream.pointee = streams.output
        Self.input = streams.input.map(fileno) ?? -1
        unread = nil
        ResizeSignal.install()
        seen = (ResizeSignal.generation.load(ordering: .acquiring), ResizeSignal.resumes.load(ordering: .acquiring))
        library.rl_getc_function.pointee = readCharacter
        library.rl_catch_signals.pointee = 0
        provider = completion
        library.rl_attempted_completion_function.pointee = attemptCompletion
        _ = library.rl_initialize()
        if let stream = previousStreams.input { fclose(stream) }
        if let stream = previousStreams.output { fclose(stream) }
    }

    /// What Tab calls: the provider's candidates for the word before the cursor.
    static let attemptCompletion: @convention(c) (UnsafePointer<CChar>?, Int32, Int32)
        -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = { text, _, end in
        LibEdit.library.rl_attempted_completion_over.pointee = 1   // no file-name completion when there is nothing
        LibEdit.library.rl_completion_append_character.pointee = 0  // the candidate is the whole replacement
        guard let provider = LibEdit.provider, let text else { return nil }
        let whole = LibEdit.library.rl_line_buffer.pointee.map { String(cString: $0) } ?? ""
        // up to the cursor: `end` counts libedit's wide characters, Unicode scalars
        let line = String(String.UnicodeScalarView(whole.unicodeScalars.prefix(Int(max(0, end)))))
        LibEdit.candidates = provider(line, String(cString: text))
        LibEdit.nextCandidate = 0
        guard !LibEdit.candidates.isEmpty else { return nil }
        return LibEdit.library.rl_completion_matches(text, candidate)
    }

    /// The generator `rl_completion_matches` calls until it returns NULL; it frees the strings.
    static let candidate: @convention(c) (UnsafePointer<CChar>?, Int32) -> UnsafeMutablePointer<CChar>? = { _, state in
        if state == 0 { LibEdit.nextCandidate = 0 }
        guard LibEdit.nextCandidate < LibEdit.candidates.count else { return nil }
        defer { LibEdit.nextCandidate += 1 }
        return strdup(LibEdit.candidates[LibEdit.nextCandidate])
    }

    /// What libedit calls for each character: the next one typed, as its Unicode scalar value
    /// (libedit takes it as a `wchar_t`), or -1 at the end of input or when Ctrl-C was pressed,
    /// which makes `readline` return NULL. Malformed UTF-8 is skipped, as libedit's own reader does.
    static let readCharacter: @convention(c) (UnsafeMutablePointer<FILE>?) -> Int32 = { _ in
        while true {
            guard let lead = LibEdit.nextByte() else { return -1 }
            let length: Int
            switch lead {
            case 0..<0x80: return Int32(lead)
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF4: length = 4
            default: continue
            }
            var bytes = [lead]
            while bytes.count < length {
                guard let byte = LibEdit.nextByte() else { return -1 }
                guard byte & 0xC0 == 0x80 else { LibEdit.unread = byte; break }
                bytes.append(byte)
            }
            var decoded = String(decoding: bytes, as: UTF8.self).unicodeScalars.makeIterator()
            if bytes.count == length, let scalar = decoded.next(), scalar != "\u{FFFD}" { return Int32(scalar.value) }
        }
    }

    /// The next byte of input, waiting as long as it takes; nil at its end or on Ctrl-C. While
    /// it waits, a resume redraws the line and a resize is passed on.
    static func nextByte() -> UInt8? {
        if let byte = unread {
            unread = nil
            return byte
        }
        while !InterruptSignal.isPending {
            var entries = [pollfd(fd: input, events: Int16(POLLIN), revents: 0),
                           pollfd(fd: ResizeSignal.readEnd, events: Int16(POLLIN), revents: 0)]
            guard poll(&entries, 2, -1) >= 0 else {
                if errno == EINTR { continue }
                return nil
            }
            if entries[1].revents != 0 { redraw() }
            guard entries[0].revents != 0 else { continue }
            var byte: UInt8 = 0
            switch read(input, &byte, 1) {
            case 1: return byte
            case -1 where errno == EINTR || errno == EAGAIN: continue
            default: return nil
            }
        }
        return nil
    }

    /// After a resume (`fg`), the prompt and the line drawn again where the cursor is; after a
    /// resize, the new width told to libedit.
    private static func redraw() {
        ResizeSignal.drain()
        let now = (ResizeSignal.generation.load(ordering: .acquiring), ResizeSignal.resumes.load(ordering: .acquiring))
        guard now != seen else { return }
        let resumed = now.1 != seen.resumes
        seen = now
        library.rl_resize_terminal()
        if resumed { library.rl_forced_update_display() }
    }
}
