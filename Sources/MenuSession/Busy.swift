/// Whether a session is busy on something that takes a while: told (through
/// ``ScriptSession/Configuration/onBusy``) when an operation has run for longer than the
/// configuration's ``ScriptSession/Configuration/busyDelay`` (about 100 ms), and when it ends,
/// so a front end can show the tap in flight. Quick operations tell nothing.
public enum Busy: Equatable, Sendable {
    /// `activity` has been running for longer than the delay, and still is.
    case started(Activity)
    /// The activity told last has ended.
    case ended

    /// What the session is doing.
    public struct Activity: Equatable, Sendable {
        public enum Kind: String, Sendable {
            case load, reload, tap, query, finish, drawing
        }

        public var kind: Kind
        /// For a tap, the path tapped; for a query, its text.
        public var detail: String?

        public init(_ kind: Kind, _ detail: String? = nil) {
            self.kind = kind
            self.detail = detail
        }
    }
}
