import Foundation

/// A run of the built `luamenu` with its own peak resident size. The peak is read by
/// `/usr/bin/time -f %M` (scripts/install-deps installs it): a child's `ru_maxrss` from `wait4`
/// starts at its parent's resident size when it forks (Linux keeps the high-water mark across
/// `exec`), and the test process is large; `time` is small, so what it reads is luamenu's own.
/// Output goes to files, so a large one can't block the run; only its size and beginning are
/// kept.
struct MeasuredRun {
    var status: Int32
    /// The peak resident size, in bytes.
    var peak: Int
    /// How many bytes the run wrote to stdout, and the first 64 KiB of them.
    var stdoutBytes: Int
    var stdout: String
    var stderr: String

    /// Runs `luamenu arguments…` in `folder` (the package root by default), with `input` on
    /// stdin (else none); one still running after `limit` seconds is killed.
    init(_ arguments: [String], input: String? = nil, folder: String = Luamenu.root, limit: Double = 300) throws {
        let files = FileManager.default.temporaryDirectory.appendingPathComponent("measured-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: files, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: files) }
        let (out, err, peak, stdin) = (files.appendingPathComponent("out"), files.appendingPathComponent("err"),
                                       files.appendingPathComponent("peak"), files.appendingPathComponent("in"))
        for file in [out, err] { _ = FileManager.default.createFile(atPath: file.path, contents: nil) }
        try Data((input ?? "").utf8).write(to: stdin)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/time")
        process.arguments = ["-f", "%M", "-o", peak.path, Luamenu.binary] + Luamenu.unhurried(arguments)
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.environment = Luamenu.environment()
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        process.standardInput = input == nil ? FileHandle.nullDevice : try FileHandle(forReadingFrom: stdin)
        try process.run()
        let killer = DispatchWorkItem {                       // luamenu first (time's child), then time
            guard process.isRunning else { return }
            let pid = process.processIdentifier
            let children = (try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8)) ?? ""
            for child in children.split(separator: " ").compactMap({ pid_t($0) }) { kill(child, SIGKILL) }
            kill(pid, SIGKILL)
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + limit, execute: killer)
        process.waitUntilExit()
        killer.cancel()
        status = process.terminationStatus
        let kibibytes = try String(contentsOf: peak, encoding: .utf8).split(separator: "\n").last.flatMap { Int($0) }
        self.peak = (kibibytes ?? 0) << 10
        stdoutBytes = (try FileManager.default.attributesOfItem(atPath: out.path)[.size] as? Int) ?? 0
        let head = try FileHandle(forReadingFrom: out)
        stdout = String(decoding: try head.read(upToCount: 1 << 16) ?? Data(), as: UTF8.self)
        try head.close()
        stderr = String(decoding: try Data(contentsOf: err), as: UTF8.self)
    }
}
