#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MenuLua
import MenuSession

/// A recorded session as a snapshot spec's Lua text (see ``SnapshotSpec``).
///
///     SpecWriter.text(script: "../m.lua", cases: recorder.cases, by: "run -i")
///     // return {
///     //   script = "../m.lua",
///     //   { name = "start" },
///     //   { name = "1. tap s", taps = { "s" } },
///     // }
enum SpecWriter {
    /// The spec's text: `script` (relative to the spec), then each case; its first line names
    /// the command that recorded it (`run -i`, `preview`).
    static func text(script: String, cases: [SpecRecorder.Case], by command: String) -> String {
        var text = "-- Recorded by `luamenu \(command) --record`: a case per step. `luamenu test` checks it.\n"
        text += "return {\n  script = \(quoted(script)),\n"
        for testCase in cases {
            text += "  { name = \(quoted(testCase.name))"
            if !testCase.taps.isEmpty { text += ", taps = { " + testCase.taps.map(quoted).joined(separator: ", ") + " }" }
            if let query = testCase.query { text += ", query = \(quoted(query))" }
            text += " },\n"
        }
        return text + "}\n"
    }

    /// Writes the spec of what `recorder` saw of `script` under `command` to `spec`, then its
    /// snapshots, as `luamenu test --update` would; the number of cases.
    ///
    /// - Throws: ``CLIError`` when a file can't be written.
    static func write(_ recorder: SpecRecorder, script: String, to spec: String, options: ScriptOptions,
                      by command: String) throws(CLIError) -> Int {
        let text = text(script: relative(script, from: MenuRuntime.folder(of: spec)), cases: recorder.cases, by: command)
        do { try FileText.write(text, to: spec) } catch { throw CLIError(error) }
        _ = try TestRun(options: options, update: true).run([spec])
        return recorder.cases.count
    }

    /// `text` as a Lua string literal: in double quotes, with `\`, `"` and control characters escaped.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let digits = String(scalar.value)                // three digits: a digit after it can't join them
                out += "\\" + String(repeating: "0", count: 3 - digits.count) + digits
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// `path` as seen from the folder `folder` (both relative to the current folder, or
    /// absolute): `../m.lua` for `m.lua` from `tests`.
    static func relative(_ path: String, from folder: String) -> String {
        let target = absoluteParts(path), base = absoluteParts(folder)
        let shared = zip(target, base).prefix { $0 == $1 }.count
        return (Array(repeating: "..", count: base.count - shared) + target[shared...]).joined(separator: "/")
    }

    /// The parts of `path` made absolute from the current folder, with `.` and `..` resolved.
    private static func absoluteParts(_ path: String) -> [String] {
        var full = path
        if !path.hasPrefix("/") {
            let folder = getcwd(nil, 0)
            defer { free(folder) }
            full = (folder.map { String(cString: $0) } ?? ".") + "/" + path
        }
        var parts: [String] = []
        for part in full.split(separator: "/") where part != "." {
            if part == ".." { _ = parts.popLast() } else { parts.append(String(part)) }
        }
        return parts
    }
}
