import Foundation
import MenuRender
import Testing
@testable import luamenu

/// `docs/view-model.schema.json` is the contract of the JSON view model: every document the
/// tool writes (every example, every snapshot case, errors) is valid under it, and it refuses
/// documents that break it.
@Suite struct ViewModelSchemaTests {
    static let validator: SchemaValidator = {
        let text = try! String(contentsOfFile: Luamenu.root + "/docs/view-model.schema.json", encoding: .utf8)
        return SchemaValidator(root: try! JSONValue.parse(text))
    }()

    /// The errors of `run` output `stdout` under the schema.
    static func errors(_ stdout: String) throws -> [String] {
        validator.errors(in: try JSONValue.parse(stdout))
    }

    @Test(arguments: ExampleTests.examples)
    func everyExampleIsValid(name: String) throws {
        let run = try Luamenu("run", "examples/\(name).lua", "--format", "json")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try Self.errors(run.stdout) == [])
    }

    @Test func everySnapshotCaseIsValidAsJSON() throws {
        let specs = SpecFinder.specs(under: Luamenu.root + "/examples/tests")
        #expect(specs.count == ExampleTests.examples.count)
        var checked = 0
        for path in specs {
            let spec = try SnapshotSpec(path: path)
            for testCase in spec.cases {
                let arguments = ["run", spec.script, "--format", "json"] + testCase.taps.flatMap { ["--tap", $0] }
                    + (testCase.query.map { ["--query", $0] } ?? [])
                let run = try Luamenu(arguments: arguments)
                #expect(try Self.errors(run.stdout) == [], "\(path): \(testCase.name)")
                checked += 1
            }
        }
        #expect(checked > 40)
    }

    @Test func anErrorIsAJSONDocumentOnStdoutWithTheExitStatusOfAFailure() throws {
        let run = try Luamenu("run", "examples/regions.lua", "--format", "json", "--tap", "region/없는")
        #expect(run.status == 1)
        #expect(run.stderr.contains("no category '없는'"), "people still read it on stderr")
        let document = try JSONValue.parse(run.stdout)
        #expect(document["error"]?["kind"] == .string("tap"))
        #expect(document["error"]?["message"] == .string("bad tap path 'region/없는': no category '없는' in selection "
                                                          + "'region' (expected one of: 서울, 인천, 경기, 강원, 충북, 충남, 대전, 세종, 부산, 대구, 광주)"))
        #expect(Self.validator.errors(in: document) == [])
        let broken = try Luamenu("run", try Luamenu.script("local m = menu.new{}\nm:section{ title = 1 + nil }"),
                                 "--format", "json")
        #expect(broken.status == 1)
        #expect(try JSONValue.parse(broken.stdout)["error"]?["kind"] == .string("runtime"))
        let missing = try Luamenu("run", "no/such.lua", "--format", "json")
        #expect(try JSONValue.parse(missing.stdout)["error"]?["kind"] == .string("load"))
    }

    @Test func switchesListFiltersAndNoResultsAreValidAndCheckedAsSuch() throws {
        let script = try Luamenu.script("""
            local m = menu.new{}
            m:section{ id = "s", title = "S", search = false, items = { { id = "sound", title = "소리", switch = true } } }
            m:filter{ id = "f", style = "list", options = { "a", "b" } }
            m:section{ id = "p", title = "P", items = { "서윤" } }
            return m
            """)
        let run = try Luamenu("run", script, "--format", "json", "--query", "zzz")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try Self.errors(run.stdout) == [])
        let parts = [#""control":"switch","checked":false"#, #""style":"list""#, #""noResults":"No results for 'zzz'""#]
        for part in parts { #expect(run.stdout.contains(part), "\(part) in \(run.stdout)") }
        for (from, to) in zip(parts, [#""control":"knob","checked":false"#, #""style":"wheel""#, #""noResults":true"#]) {
            #expect(try Self.errors(run.stdout.replacingOccurrences(of: from, with: to)) != [], "\(to) should break the contract")
        }
    }

    @Test func documentsThatBreakTheContractAreRefused() throws {
        let good = try Luamenu("run", "examples/settings.lua", "--format", "json").stdout
        #expect(try Self.errors(good) == [])
        let breakages = [
            (#""version":1,"#, ""),                              // no version
            (#""version":1"#, #""version":2"#),                  // another version
            (#""key":"#, #""kee":"#),                            // an item without its key
            (#""style":null"#, #""style":"blue""#),              // an unknown style
            (#""checked":true"#, #""checked":"yes""#),           // a check mark that is none
            (#""open":true"#, #""open":1"#),                     // a flag that is a number
            (#""warnings":[]"#, #""warnings":[1]"#),
        ]
        for (from, to) in breakages {
            let broken = good.replacingOccurrences(of: from, with: to)
            #expect(broken != good, "\(from) occurs in the document")
            #expect(try Self.errors(broken) != [], "\(from) → \(to) should break the contract")
        }
        let error = #"{"version":1,"error":{"kind":"oops","message":"m"},"warnings":[]}"#
        #expect(try Self.errors(error) != [])
    }
}
