import Foundation

/// A code block of the README or the manual. A ```swift block is built as a function of
/// `Snippets.swift` (generated from the docs, so they can't drift apart), or, when its first line
/// names a file of the package (`// examples/embed/Package.swift`), as an excerpt of that file,
/// which is built where it is. A ```lua block is run (see ``DocLuaTests``), as its marker says.
///
///     DocSnippet.blocks(in: "docs/manual.md", text: manual).map(\.functionName)   // ["manual_1", …]
struct DocSnippet: Equatable {
    /// The Markdown file, relative to the package's root.
    var file: String
    /// The line of the block's first line of code.
    var line: Int
    /// The code, its fence's indentation taken off.
    var code: String
    /// The words after the language on the fence's line: ```` ```lua plugin ```` is `["plugin"]`.
    var marker: [String] = []
    /// Which block of its language in the file it is, from 1: what names its function, so that
    /// an edit above it (lines moved) leaves `Snippets.swift` as it is.
    var ordinal = 0

    /// The documents whose blocks are built and run.
    static let documents = ["README.md", "docs/manual.md", "docs/tutorial.md"]

    /// The package's root folder.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    /// The blocks of `language` in `text` (the Markdown of `file`), indented ones (in a list) too.
    static func blocks(in file: String, text: String, language: String = "swift") -> [DocSnippet] {
        var blocks: [DocSnippet] = []
        var indent: Int?
        var lines: [String] = [], marker: [String] = []
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.drop { $0 == " " }
            if let open = indent {
                if trimmed == "```" {
                    blocks.append(DocSnippet(file: file, line: number + 1 - lines.count, code: lines.joined(separator: "\n"),
                                             marker: marker, ordinal: blocks.count + 1))
                    indent = nil
                } else {
                    lines.append(String(line.dropFirst(min(open, line.prefix { $0 == " " }.count))))
                }
            } else if trimmed.hasPrefix("```") {
                let words = trimmed.dropFirst(3).split(separator: " ").map(String.init)
                guard words.first == language else { continue }
                indent = line.count - trimmed.count
                lines = []
                marker = Array(words.dropFirst())
            }
        }
        return blocks
    }

    /// Every block of `language` in ``documents``.
    static func all(_ language: String = "swift") throws -> [DocSnippet] {
        try documents.flatMap { file in
            try blocks(in: file, text: String(contentsOfFile: root + "/" + file, encoding: .utf8), language: language)
        }
    }

    /// The file of the package the block is an excerpt of (its first line is `// PATH`, or
    /// `-- PATH` in Lua, and nothing more), or nil: the block is code to build or run.
    var excerptOf: String? {
        guard code.hasPrefix("// ") || code.hasPrefix("-- ") else { return nil }
        let path = String(code.dropFirst(3).prefix { $0 != "\n" })
        return FileManager.default.fileExists(atPath: Self.root + "/" + path) ? path : nil
    }

    /// For an excerpt, its first line not found in its file after the lines before it (nil: every
    /// line is there, in order; the file itself is built or run where it is).
    func excerptMismatch() throws -> String? {
        guard let excerptOf else { return nil }
        var rest = try String(contentsOfFile: Self.root + "/" + excerptOf, encoding: .utf8)[...]
        for line in code.split(separator: "\n").dropFirst() {
            let wanted = line.trimmingCharacters(in: .whitespaces)
            guard let found = rest.range(of: wanted) else {
                return "'\(wanted)' is not in \(excerptOf) after the lines before it"
            }
            rest = rest[found.upperBound...]
        }
        return nil
    }

    /// `manual_1`: the document's name and which of its blocks this is.
    var functionName: String {
        let name = (file as NSString).lastPathComponent.split(separator: ".").first.map(String.init) ?? file
        return name.lowercased() + "_\(ordinal)"
    }

    /// `docs/manual.md, block 1`: where the block is, as the generated file says it (no line,
    /// which moves with every edit above it).
    var place: String { "\(file), block \(ordinal)" }

    /// The names the block declares at its top level (`let json = …`), which the generated
    /// function uses once after it, so no snippet's last value is warned about as unused.
    var declaredNames: [String] {
        code.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("let ") || line.hasPrefix("var ") else { return nil }
            let name = line.dropFirst(4).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            return name.isEmpty ? nil : String(name)
        }
    }

    /// `Snippets.swift` for `snippets`: a function for each block to build, and the list of them.
    static func source(of snippets: [DocSnippet]) -> String {
        let built = snippets.filter { $0.excerptOf == nil }
        var text = """
            // Generated from the ```swift blocks of \(documents.joined(separator: " and ")) by DocSnippetTests;
            // don't edit: change the docs, then write it again with
            // LUAMENU_WRITE_SNIPPETS=1 swift test --filter DocSnippetTests
            // Each block is a function, so its top-level code builds here against the package; the
            // names it takes as given are in Givens.swift.
            import MenuLua
            import MenuModel
            import MenuRender
            import MenuSession

            /// Every block built here, by its place in the docs, for the test that runs them.
            let snippets: [(place: String, run: @Sendable () async throws -> Void)] = [

            """
        text += built.map { "    (\"\($0.place)\", \($0.functionName)),\n" }.joined()
        text += "]\n"
        for snippet in built {
            text += "\n/// \(snippet.place)\nfunc \(snippet.functionName)() async throws {\n"
            text += snippet.code.split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.isEmpty ? "\n" : "    \($0)\n" }.joined()
            text += snippet.declaredNames.map { "    _ = \($0)\n" }.joined()
            text += "}\n"
        }
        return text
    }
}
