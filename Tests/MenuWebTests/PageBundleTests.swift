import Foundation
import MenuWeb
import Testing

/// The page the preview serves is exactly the files in `Sources/MenuWeb/Page`.
@Suite struct PageBundleTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/MenuWeb/Page")

    @Test func everyFileOfThePageIsServedAsItIs() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).sorted()
        #expect(PageBundle.assets.count == names.count)
        for name in names {
            let path = name == "index.html" ? "/" : "/" + name
            let asset = try #require(PageBundle.assets[path], "\(name) is not served")
            #expect(asset.bytes == Array(try Data(contentsOf: Self.folder.appendingPathComponent(name))), "\(name)")
            let type = asset.contentType
            switch URL(fileURLWithPath: name).pathExtension {
            case "html": #expect(type == "text/html; charset=utf-8")
            case "css": #expect(type == "text/css; charset=utf-8")
            case "js": #expect(type == "text/javascript; charset=utf-8", "a module must be served as JavaScript")
            default: Issue.record("\(name): a kind of file the page doesn't use")
            }
        }
    }

    @Test func thePageLoadsNothingFromElsewhere() throws {
        for (path, asset) in PageBundle.assets {
            let text = String(decoding: asset.bytes, as: UTF8.self)
            #expect(!text.contains("http://") && !text.contains("https://") && !text.contains("//cdn"), "\(path)")
            #expect(!text.contains("style=\""), "\(path): inline styles break the Content-Security-Policy")
            #expect(!text.contains("onclick="), "\(path): inline handlers break the Content-Security-Policy")
        }
    }
}
