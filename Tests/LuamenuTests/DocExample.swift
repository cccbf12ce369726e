/// A `$ luamenu …` example of the README or docs/, as the tests run it.
///
/// The convention: a fenced code block whose first line starts with `$ luamenu ` (or
/// `$ NO_COLOR=1 luamenu `) is an example session. Each line that starts with `$ ` is a
/// command; the lines after it, up to the next `$ ` line or the end of the block, are what it
/// prints: its stdout, then its stderr. A command is `[NAME=VALUE…] luamenu ARG… [< FILE]
/// [; echo $?]`: words split as a shell splits them ('…', "…" and backslashes), stdin from
/// FILE (else nothing), and with `; echo $?` its exit status as a last line. It runs in the
/// repository's root, without a terminal (so without colour, 80 cells wide). Trailing spaces
/// and trailing blank lines are not compared. A block that starts so may hold no other kind of
/// command: every `$ ` line in the docs is run.
struct DocExample: CustomStringConvertible {
    var file: String
    var line: Int
    var command: String
    var environment: [String: String] = [:]
    var arguments: [String] = []
    var input: String?
    var echoesStatus = false
    var expected: String

    var description: String { "\(file):\(line): $ \(command)" }

    /// A command line the convention can't run, with where it is.
    struct Mistake: Error, CustomStringConvertible {
        var description: String
    }

    /// The examples of a Markdown text, in order.
    static func examples(in markdown: String, file: String) throws -> [DocExample] {
        var examples: [DocExample] = []
        for block in FencedBlock.blocks(in: markdown) where block.lines.first?.hasPrefix("$ ") == true {
            var current: DocExample?
            var output: [String] = []
            for (offset, line) in block.lines.enumerated() {
                if line.hasPrefix("$ ") {
                    if var done = current {
                        done.expected = normalized(output.joined(separator: "\n"))
                        examples.append(done)
                    }
                    current = try parse(String(line.dropFirst(2)), file: file, line: block.line + offset)
                    output = []
                } else {
                    output.append(line)
                }
            }
            if var done = current {
                done.expected = normalized(output.joined(separator: "\n"))
                examples.append(done)
            }
        }
        return examples
    }

    /// `text` without trailing spaces on its lines and without trailing blank lines.
    static func normalized(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            String(line.reversed().drop { $0 == " " }.reversed())
        }
        while lines.last == "" { lines.removeLast() }
        return lines.joined(separator: "\n")
    }

    /// One command line of an example.
    static func parse(_ command: String, file: String, line: Int) throws -> DocExample {
        var example = DocExample(file: file, line: line, command: command, expected: "")
        var words = try Self.words(command, at: "\(file):\(line)")
        if words.suffix(3) == [";", "echo", "$?"] {
            example.echoesStatus = true
            words.removeLast(3)
        }
        if words.count >= 2, words[words.count - 2] == "<" {
            example.input = words.removeLast()
            words.removeLast()
        }
        while let first = words.first, let equals = first.firstIndex(of: "="), first.first?.isUppercase == true {
            example.environment[String(first[..<equals])] = String(first[first.index(after: equals)...])
            words.removeFirst()
        }
        guard words.first == "luamenu" else {
            throw Mistake(description: "\(file):\(line): '$ \(command)' is not a luamenu command (every $ line is run)")
        }
        example.arguments = Array(words.dropFirst())
        if let odd = example.arguments.first(where: { ["|", "<", ">", ";", "&&"].contains($0) || $0.hasPrefix("$") }) {
            throw Mistake(description: "\(file):\(line): '\(odd)' in '$ \(command)': examples run luamenu alone")
        }
        return example
    }

    /// The words of a command line, split as a POSIX shell splits them: spaces part words,
    /// '…' keeps everything, "…" keeps everything but \" and \\, a backslash outside quotes
    /// keeps the next character, and `;` alone is a word.
    static func words(_ line: String, at place: String) throws -> [String] {
        var words: [String] = []
        var word: String?
        var characters = line.makeIterator()
        while let character = characters.next() {
            switch character {
            case " ":
                if let done = word { words.append(done) }
                word = nil
            case ";":
                if let done = word { words.append(done) }
                words.append(";")
                word = nil
            case "'":
                word = word ?? ""
                while let next = characters.next(), next != "'" { word!.append(next) }
            case "\"":
                word = word ?? ""
                while let next = characters.next(), next != "\"" {
                    if next == "\\", let escaped = characters.next() {
                        if escaped != "\"" && escaped != "\\" { word!.append("\\") }
                        word!.append(escaped)
                    } else {
                        word!.append(next)
                    }
                }
            case "\\":
                guard let next = characters.next() else { throw Mistake(description: "\(place): a line ends in '\\'") }
                word = (word ?? "") + String(next)
            default:
                word = (word ?? "") + String(character)
            }
        }
        if let done = word { words.append(done) }
        return words
    }
}

/// A fenced code block of a Markdown text: its lines, and the line its first one is on.
struct FencedBlock {
    var line: Int
    var info: String
    var lines: [String]

    /// The blocks fenced by lines of three backquotes (the opening one may name a language).
    static func blocks(in markdown: String) -> [FencedBlock] {
        var blocks: [FencedBlock] = []
        var current: FencedBlock?
        for (number, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.drop { $0 == " " }
            if var open = current {
                if trimmed == "```" {
                    blocks.append(open)
                    current = nil
                } else {
                    open.lines.append(String(line))
                    current = open
                }
            } else if trimmed.hasPrefix("```") {
                current = FencedBlock(line: number + 2, info: String(trimmed.dropFirst(3)), lines: [])
            }
        }
        return blocks
    }
}
