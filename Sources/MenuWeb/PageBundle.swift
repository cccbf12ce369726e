/// The preview's page: its HTML, CSS and JavaScript modules (`Sources/MenuWeb/Page`), compiled
/// into the binary by SwiftPM (`embedInCode`) and served from memory. No file on disk is ever
/// served, so no path can lead out of the page: a path is one of these or nothing.
public enum PageBundle {
    /// One file of the page.
    public struct Asset: Sendable {
        public let contentType: String
        public let bytes: [UInt8]
    }

    /// The page's files by the path they are served at.
    public static let assets: [String: Asset] = [
        "/": Asset(contentType: "text/html; charset=utf-8", bytes: PackageResources.index_html),
        "/style.css": Asset(contentType: "text/css; charset=utf-8", bytes: PackageResources.style_css),
        "/app.js": Asset(contentType: script, bytes: PackageResources.app_js),
        "/render.js": Asset(contentType: script, bytes: PackageResources.render_js),
        "/morph.js": Asset(contentType: script, bytes: PackageResources.morph_js),
        "/connection.js": Asset(contentType: script, bytes: PackageResources.connection_js),
        "/busy.js": Asset(contentType: script, bytes: PackageResources.busy_js),
        "/virtual.js": Asset(contentType: script, bytes: PackageResources.virtual_js),
        "/patch.js": Asset(contentType: script, bytes: PackageResources.patch_js),
        "/first.js": Asset(contentType: script, bytes: PackageResources.first_js),
        "/canvas.js": Asset(contentType: script, bytes: PackageResources.canvas_js),
    ]

    private static let script = "text/javascript; charset=utf-8"
}
