@testable import MenuLua
import MenuModel
import Testing

/// Runs `source` as a menu script named "test.lua", collecting warnings.
func runtime(_ source: String, warnings: WarningLog = WarningLog()) throws -> MenuRuntime {
    try MenuRuntime(source: source, name: "test.lua",
                    options: .init(printDescriptor: 2, warn: { warnings.append($0) }))
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
