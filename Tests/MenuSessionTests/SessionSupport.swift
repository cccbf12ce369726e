import Foundation
import MenuLua
import MenuModel
@testable import MenuSession
import Synchronization

/// A fresh folder for a test's script and the files it reads.
struct Folder {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("luamenu-session-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// Writes `text` to `name` in the folder (made anew, so the file is a new version whatever
    /// the clock), and returns its path.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        let file = path + "/" + name
        try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        return file
    }
}

/// The events a session told, in order.
final class Told: @unchecked Sendable {
    private let lock = NSLock()
    private var all: [SessionEvent] = []

    func append(_ event: SessionEvent) { lock.withLock { all.append(event) } }

    var events: [SessionEvent] { lock.withLock { all } }

    /// The events told since the last call.
    func take() -> [SessionEvent] {
        lock.withLock {
            defer { all = [] }
            return all
        }
    }
}

extension ScriptSession.Configuration {
    /// A session's configuration for `script`, with a time limit of 300 s (a test that is not
    /// about the time limit must not fail on a busy machine) and `print` discarded.
    static func unhurried(_ script: String?) -> Self {
        var options = MenuRuntime.Options()
        options.timeout = 300
        var configuration = Self(script: script, options: options)
        configuration.printing = .discarded
        return configuration
    }
}

/// A session over `configuration`, and what it tells.
func startSession(_ configuration: ScriptSession.Configuration) throws -> (ScriptSession, Told) {
    let told = Told()
    let session = try ScriptSession(configuration) { told.append($0) }
    return (session, told)
}

extension ScriptSession {
    /// The title of the view now.
    var title: String? { try? drawing { $0.title } }

    /// The items' titles of section `id` as drawn now.
    func titles(of id: String) -> [String] {
        (try? drawing { view throws(EvaluationStopped) -> [String] in
            for case .section(let section) in view.blocks where section.id == id {
                return try section.items.rows().map(\.title)
            }
            return []
        }) ?? []
    }
}
