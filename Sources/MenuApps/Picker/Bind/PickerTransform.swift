/// What fzf's `transform-*` actions and `replace-query` set, and from what: the query, the
/// prompt or a label, to the first line a command prints (its placeholders filled in, run
/// with `$SHELL -c`; or a `lua:FILE`'s text, see ``PickerScriptCall``) or to the line under
/// the cursor as shown; or, for `transform(…)` (newer fzf's), actions to do, in `--bind`'s
/// words, as the command prints them. The host works the text out
/// (``PickerCommand/transform(_:for:then:)``) and sends it back (``PickerEvent/transformed(_:_:then:)``).
///
///     PickerTransform(target: .prompt, source: .command("echo {q}> "))   // transform-prompt(echo {q}> )
///     PickerTransform(target: .query, source: .line)                    // replace-query
public struct PickerTransform: Hashable, Sendable {
    /// What the text becomes.
    public enum Target: Hashable, Sendable {
        case query, prompt, borderLabel, previewLabel
        /// A chain of actions (`change-query(x)+first`), done next.
        case actions
    }

    /// Where the text comes from.
    public enum Source: Hashable, Sendable {
        /// The first line of a command's output, without its line end.
        case command(String)
        /// The line under the cursor as shown (`--with-nth`'s fields), without colours.
        case line
    }

    public var target: Target
    public var source: Source

    public init(target: Target, source: Source) {
        self.target = target
        self.source = source
    }
}
