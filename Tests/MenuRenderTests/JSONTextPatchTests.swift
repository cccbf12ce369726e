@testable import MenuRender
import Testing

/// Patches between JSON texts: what changed and only that, and applied they give the new text.
@Suite struct JSONTextPatchTests {
    /// The patch from `old` to `new`, after checking that it turns `old` into `new`.
    static func patch(_ old: String, _ new: String) throws -> String {
        let patch = try #require(JSONTextPatch.make(from: Array(old.utf8), to: Array(new.utf8)))
        let applied = JSONTextPatch.apply(try JSONValue.parse(patch), to: try JSONValue.parse(old))
        #expect(applied?.text == new, "the patch \(patch) turns \(old) into \(new)")
        return patch
    }

    /// A long text, for values whose patch is shorter than they are.
    static let long = String(repeating: "가나다", count: 20)

    @Test func aChangedMemberIsAllThePatchHolds() throws {
        #expect(try Self.patch(#"{"a":"\#(Self.long)","b":[1,2,"\#(Self.long)"]}"#, #"{"a":"\#(Self.long)","b":[1,3,"\#(Self.long)"]}"#)
            == #"{"members":{"b":{"elements":[[1,{"set":3}]]}}}"#)
        #expect(try Self.patch(#"{"a":1}"#, #"{"a":1}"#) == #"{"members":{}}"#, "nothing changed")
        #expect(try Self.patch(#"{"a":"\#(Self.long)","b":2}"#, #"{"a":"\#(Self.long)","c":"x,}\""}"#)
            == #"{"members":{"c":{"set":"x,}\""}},"drop":["b"]}"#, "a new member and one gone")
    }

    @Test func arraysKeepWhatIsTheSameBeforeAndAfterWhatChanged() throws {
        let (a, z) = (#""a\#(Self.long)""#, #""z\#(Self.long)""#)
        #expect(try Self.patch("[\(a),2,3,4,\(z)]", "[\(a),2,9,9,4,\(z)]") == #"{"at":2,"remove":1,"insert":[9,9]}"#)
        #expect(try Self.patch("[\(a),2,3,4,\(z)]", "[\(a),\(z)]") == #"{"at":1,"remove":3,"insert":[]}"#)
        #expect(try Self.patch("[\(a),{\"k\":\"\\\"]\"}]", "[\(a),{\"k\":\"\\\"]\"},[],\(z)]")
            == "{\"at\":2,\"remove\":0,\"insert\":[[],\(z)]}", "strings with brackets and escaped quotes")
    }

    @Test func aPartWhosePatchIsLongerThanItIsSet() throws {
        #expect(try Self.patch(#"{"a":[1,2],"b":"\#(Self.long)"}"#, #"{"a":{"b":1},"b":"\#(Self.long)"}"#)
            == #"{"members":{"a":{"set":{"b":1}}}}"#, "an array become an object")
        #expect(try Self.patch(#"[1,2]"#, #"[3,4]"#) == #"{"set":[3,4]}"#)
        #expect(try Self.patch(#"{"a":[1,2]}"#, #"{"a":[1,3]}"#) == #"{"set":{"a":[1,3]}}"#)
    }

    @Test func aPatchIsGivenUpAtItsLimit() throws {
        let (old, new) = (Array(#"{"a":"\#(Self.long)","b":[1,2]}"#.utf8), Array(#"{"a":"\#(Self.long)","b":[1,3]}"#.utf8))
        let patch = try #require(JSONTextPatch.make(from: old, to: new))
        #expect(JSONTextPatch.make(from: old, to: new, limit: patch.utf8.count + 1) == patch)
        #expect(JSONTextPatch.make(from: old, to: new, limit: patch.utf8.count) == nil, "as long as the limit: none")
        #expect(JSONTextPatch.make(from: old, to: new, limit: 10) == nil)
    }

    /// A view of 10,000 rows, one of them checked: the patch is that row's change.
    @Test func oneRowOfTenThousandMakesAPatchOfThatRow() throws {
        func view(checked: Int) -> String {
            let rows = (0..<10_000).map { #"{"key":"n/\#($0)","title":"name \#($0)","checked":\#($0 == checked)}"# }
            return #"{"version":1,"blocks":[{"id":"n","items":["# + rows.joined(separator: ",") + "]}],\"query\":null}"
        }
        let patch = try Self.patch(view(checked: -1), view(checked: 9_000))
        #expect(patch == #"{"members":{"blocks":{"elements":[[0,{"members":{"items":{"elements":[[9000,"#
            + #"{"members":{"checked":{"set":true}}}]]}}}]]}}}"#)
    }
}
