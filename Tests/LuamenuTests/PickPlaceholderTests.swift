import Foundation
import Testing

/// fzf's placeholders in a `--bind` command, filled in by pick as fzf 0.38 fills them: the
/// same lines and options given to both, each command's output compared.
@Suite struct PickPlaceholderTests {
    static let input = "  a  b  c\nx 'y' z\n"

    /// What the command `--bind`'s load event runs, for the file at `out`: every placeholder's
    /// value, then what its `{f}` files hold.
    static func command(writingTo out: String) -> String {
        #"printf '[%s]' {} {s} {2} {s2} {s1} {1..2} {s-1} {+sn} \{} {q} {+} {n} {+n} > "# + out
            + "; cat {+f} {f2} {+fn} {sf1} >> " + out
    }

    /// Cases of options given to both, beside the binding.
    static let cases: [[String]] = [["-m"], ["--print0"], ["-d", " ", "-q", "y"], ["-m", "--with-nth", "2.."]]

    @Test(.enabled(if: Shell.find("fzf") != nil, "fzf is installed by scripts/install-deps"), arguments: cases)
    func placeholdersAreFilledInAsFzfFillsThem(_ options: [String]) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pick-placeholders-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func written(by program: String?) throws -> String {
            let out = folder.appendingPathComponent(program ?? "pick").path
            let bind = "load:select-all+execute-silent(\(Self.command(writingTo: out)))+abort"
            let fzf = program.map { #"printf '%s' "$PSEUDO_TERMINAL_INPUT" | \#($0) "$@"; echo "[exit $?]""# }
            let terminal = try PseudoTerminal((program == nil ? ["pick"] : []) + options + ["--bind", bind],
                                              environment: ["TMPDIR": folder.path], input: Self.input, script: fzf)
            #expect(terminal.wait() == 130)
            return try String(contentsOfFile: out, encoding: .utf8)
        }
        let fzf = try written(by: "fzf")
        #expect(fzf.hasPrefix("["), "fzf ran the command: \(fzf.debugDescription)")
        let pick = try written(by: nil)
        #expect(pick == fzf, "\(pick.debugDescription)\n\(fzf.debugDescription)")
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("luamenu-pick-") }
        #expect(left.isEmpty, "pick removed its {f} files: \(left)")
    }

    @Test(.enabled(if: Shell.find("fzf") != nil, "fzf is installed by scripts/install-deps"))
    func aFileHoldsMoreMarkedLinesThanACommandLine() throws {
        // fzf's manual's own example: 100,000 lines marked, summed through {+f}.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pick-sum-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func sum(by program: String?) throws -> String {
            let out = folder.appendingPathComponent(program ?? "pick").path
            let bind = #"load:select-all+execute-silent(awk '{s+=$1} END {print s}' {+f} > "# + out + ")+abort"
            let fzf = program.map { #"seq 100000 | \#($0) "$@"; echo "[exit $?]""# }
            // --sync: fzf's load event comes once every line is searched (pick's always does).
            let terminal = try PseudoTerminal((program == nil ? ["pick"] : []) + ["-m", "--sync", "--bind", bind],
                                              environment: ["TMPDIR": folder.path], producer: "seq 100000", script: fzf)
            #expect(terminal.wait() == 130)
            return try String(contentsOfFile: out, encoding: .utf8)
        }
        let fzf = try sum(by: "fzf")
        #expect(fzf == "5.00005e+09\n")
        let pick = try sum(by: nil)
        #expect(pick == fzf, "pick: \(pick.debugDescription)")   // load came once all 100,000 were searched
    }

    @Test func aPreviewsFilesGoWhenTheNextPreviewStartsAndWhenPickEnds() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pick-files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = { try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("luamenu-pick-") } }
        let terminal = try PickTests.picker(["--preview", "rev {f}"], until: "niam", environment: ["TMPDIR": folder.path])
        #expect(try files().count == 1)
        terminal.type("\u{0B}", until: "nigol/erutaef")   // Ctrl-K: up
        #expect(try files().count == 1, "the first preview's file went as the second started")
        terminal.type("\u{1B}")
        #expect(terminal.wait() == 130)
        #expect(try files().isEmpty, "and the last as pick ended")
    }
}
