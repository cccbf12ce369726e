import CMicroHTTPD

/// GNU libmicrohttpd, loaded the first time a server starts (see `CMicroHTTPD.h` for why it
/// is not linked): its functions, or why it could not be loaded.
enum MicroHTTPD {
    /// Loaded once, by the first caller; the same for every later one.
    private static let loaded: Result<Functions, WebServerError> = {
        var library = lmh_library()
        if let failure = lmh_load(&library) {
            return .failure(WebServerError("cannot load libmicrohttpd, which luamenu preview serves with: "
                                           + String(cString: failure) + " (Debian: apt install libmicrohttpd12)"))
        }
        return .success(Functions(library: library))
    }()

    /// The library's functions, loading it if it isn't yet.
    static func load() throws(WebServerError) -> Functions {
        try loaded.get()
    }

    /// The functions of the loaded library (they never change once found): the table
    /// `lmh_load` fills (`CMicroHTTPD.h`). CMicroHTTPD is a system module, whose header SwiftPM
    /// doesn't watch: when the table changes, change this file too (and `WebServer.swift`, which
    /// copies it), or an incremental build keeps code that fills and copies the older table.
    struct Functions: @unchecked Sendable {
        let library: lmh_library
    }
}
