import MenuModel

/// How a host function called from Lua failed; the trampoline raises it once Swift returned.
enum HostCallError: Error {
    /// "bad argument #N to 'f' (message)".
    case argument(Int32, String)
    /// Raised with the caller's file and line in front.
    case here(String)
    /// Raised as it is: the message already names its file and line.
    case asIs(String)
    /// A tap path that names nothing tappable; raised with the caller's file and line.
    case badPath(TapError)

    var message: String {
        switch self {
        case .argument(_, let message), .here(let message), .asIs(let message): message
        case .badPath(let error): error.description
        }
    }
}
