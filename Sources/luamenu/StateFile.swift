import MenuModel
import MenuRender

/// `--state FILE`: the menu state kept between runs, as JSON, written atomically (a temporary
/// file beside it, fsync, rename, fsync of the folder), so a crash never leaves a torn file.
struct StateFile {
    let path: String

    /// The saved state, or nil when there is no file yet. A file that can't be read or isn't
    /// a state document is an error, and the file is left as it is.
    func load() throws(CLIError) -> MenuState? {
        switch FileText.contents(of: path) {
        case .missing:
            return nil
        case .unreadable(let reason):
            throw .script("\(path): cannot read the state file: \(reason)")
        case .text(let text):
            do {
                return try MenuState(json: JSONValue.parse(text))
            } catch {
                throw .script("\(path): not a luamenu state file (\(error)); it was left as it is")
            }
        }
    }

    /// Replaces the file with `state`, all or nothing.
    func save(_ state: MenuState) throws(CLIError) {
        try FileText.write(state.json.text + "\n", to: path)
    }
}
