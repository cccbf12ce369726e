import MenuModel
@testable import MenuRender
import Testing

/// The state file's JSON: written, read back, and refused when it is not a state.
@Suite struct StateJSONTests {
    static var sample: MenuState {
        MenuState(open: ["outfield": false, "pitcher": true], expanded: ["region": "서울"],
                  selected: ["region": ["서울": ["종로", "강남"], "인천": []]], filter: ["type": "city"],
                  current: ["contacts": "R"], scrolledIndex: "contacts")
    }

    @Test func writesAStableDocument() {
        #expect(Self.sample.json.text == #"{"version":1,"open":{"outfield":false,"pitcher":true},"#
            + #""expanded":{"region":"서울"},"selected":{"region":{"서울":["종로","강남"],"인천":[]}},"#
            + #""filter":{"type":"city"},"current":{"contacts":"R"},"scrolled":"contacts"}"#)
    }

    @Test func roundTrips() throws {
        #expect(try MenuState(json: JSONValue.parse(Self.sample.json.text)) == Self.sample)
        #expect(try MenuState(json: JSONValue.parse(MenuState().json.text)) == MenuState())
    }

    @Test(arguments: [
        (#"[]"#, "the document is not an object"),
        (#"{"open":{"s":"yes"}}"#, "an entry of 'open' is not true or false"),
        (#"{"open":[]}"#, "'open' is not an object"),
        (#"{"selected":{"r":{"c":"x"}}}"#, "an entry of 'selected' is not a list of ids"),
        (#"{"filter":{"f":1}}"#, "a value is not a string"),
    ])
    func refusesWhatIsNotAState(text: String, message: String) throws {
        #expect(throws: JSONValue.ParseError(offset: nil, message: message)) {
            try MenuState(json: JSONValue.parse(text))
        }
    }
}

/// Reading JSON text.
@Suite struct JSONParseTests {
    @Test func readsEveryKindOfValue() throws {
        let value = try JSONValue.parse(#" { "a" : [1, -2, true, false, null, "x\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00"], "b": {} } "#)
        #expect(value == .object([
            ("a", .array([.int(1), .int(-2), .bool(true), .bool(false), .null, .string("x\"\\/\u{8}\u{C}\n\r\té😀")])),
            ("b", .object([])),
        ]))
    }

    @Test func writingThenReadingGivesTheSameValue() throws {
        let value = JSONValue.object([("k\u{1}", .string("\u{1B}[31m 서울 \u{2028}")), ("n", .array([]))])
        #expect(try JSONValue.parse(value.text) == value)
    }

    @Test func numbersThatAreNotWholeReadAsNumbersAndWriteBackTheSame() throws {
        #expect(try JSONValue.parse("12") == .int(12))
        #expect(try JSONValue.parse("-0.5") == .number(-0.5))
        for text in ["2.5E3", "1e2", "99999999999999999999", "1.50", "-0"] {
            #expect(try JSONValue.parse(text) == .literal(text), "kept as written: \(text)")
            #expect(try JSONValue.parse(text).text == text)
        }
        #expect(JSONValue.number(0.1).text == "0.1")
        #expect(JSONValue.number(7).text == "7.0")
        #expect(JSONValue.number(1e20).text == "1e+20")
        #expect(JSONValue.number(.infinity).text == "null")
        #expect(try JSONValue.parse(JSONValue.number(0.1 + 0.2).text) == .number(0.1 + 0.2))
    }

    @Test(arguments: [
        ("", "unexpected end of the document at byte 0"),
        ("{", "expected a key at byte 1"),
        (#"{"a" 1}"#, "expected ':' at byte 5"),
        (#"{"a":1,}"#, "expected a key at byte 7"),
        ("[1 2]", "expected ',' or ']' at byte 3"),
        (#""abc"#, "unterminated string at byte 4"),
        (#""\q""#, "bad escape in a string at byte 2"),
        ("1.", "expected a digit after '.' at byte 2"),
        ("-", "expected a digit at byte 1"),
        ("1e", "expected a digit in the exponent at byte 2"),
        ("1e999", "number out of range at byte 5"),
        ("01", "unexpected text after the document at byte 1"),
        ("nul", "expected a value at byte 0"),
        ("{} x", "unexpected text after the document at byte 3"),
        ("\"a\u{1}\"", "control character in a string at byte 2"),
        (String(repeating: "[", count: 100), "nested too deeply at byte 64"),
    ])
    func reportsWhereTheTextWentWrong(text: String, message: String) throws {
        do {
            _ = try JSONValue.parse(text)
            Issue.record("parsed \(text)")
        } catch {
            #expect(error.description == message)
        }
    }
}
