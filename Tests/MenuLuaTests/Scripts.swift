@testable import MenuLua
import MenuModel
import Testing

/// Runs `source` as a menu script named "test.lua", collecting warnings.
func runtime(_ source: String, warnings: WarningLog = WarningLog()) throws -> MenuRuntime {
    try MenuRuntime(source: source, name: "test.lua",
                    options: .unhurried(.init(printDescriptor: 2, warn: { warnings.append($0) })))
}

extension MenuRuntime.Options {
    /// `options` with a time limit of 300 s, for a test that is not about the time limit.
    ///
    /// The default 5 s is wall-clock time, and a test script that takes a second of CPU can
    /// take more than 5 s of it under AddressSanitizer beside another busy process; no test
    /// script comes near 300 s, and one that hangs still fails its test instead of stalling it.
    static func unhurried(_ options: Self = Self()) -> Self {
        var options = options
        options.timeout = 300
        return options
    }
}

/// The message a script fails with.
func failure(_ source: String) -> String? {
    do {
        _ = try runtime(source)
        return nil
    } catch let error as ScriptError {
        return error.message
    } catch {
        return "\(error)"
    }
}

/// Warnings a runtime reported, shared with its `warn` closure.
final class WarningLog: @unchecked Sendable {
    private(set) var messages: [String] = []
    func append(_ message: String) { messages.append(message) }
}

extension MenuView {
    /// The section with `id`, for reading a test's result.
    func section(_ id: String) -> SectionView? {
        for case .section(let section) in blocks where section.id == id { return section }
        return nil
    }
}
