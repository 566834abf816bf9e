import Foundation
import Orchestrate
import Testing

@Suite struct JSONTests {
    @Test func parsesEveryKindOfValue() throws {
        let json = try JSON.parse(#"{"a": [1, -2.5e3, true, false, null, "x\"\u00e9\ud83d\ude00\n"], "b": {}}"#)
        #expect(json["a"]?[0] == 1)
        #expect(json["a"]?[1]?.doubleValue == -2500)
        #expect(json["a"]?[2] == true)
        #expect(json["a"]?[4]?.isNull == true)
        #expect(json["a"]?[5]?.stringValue == "x\"é😀\n")
        #expect(json["b"] == .object([:]))
        #expect(json["a"]?[9] == nil)
    }

    @Test func serialisesWithSortedKeysAndRoundTrips() throws {
        let json: JSON = ["b": 1, "a": ["x", 2.5, nil, true], "c": "q\"\\\n\u{1}"]
        let text = String(decoding: json.serialized(), as: UTF8.self)
        #expect(text == #"{"a":["x",2.5,null,true],"b":1,"c":"q\"\\\n\u0001"}"#)
        #expect(try JSON.parse(json.serialized()) == json)
    }

    @Test(arguments: [
        "", " ", "{", "[1,]", "{\"a\":1,}", "{'a':1}", "01", "1.", "-", "tru", "nul", "\"abc", "\"\\x\"",
        "\"\\ud800\"", "\"\\udc00\"", "[1] 2", "{\"a\" 1}", "\"a\u{1}\"", "1e999", "// c\n1", "[\"\\u12\"]",
    ])
    func rejectsInvalidText(_ text: String) {
        #expect(throws: JSONParseError.self) { try JSON.parse(text) }
    }

    @Test func rejectsInvalidUTF8() {
        #expect(throws: JSONParseError.self) { try JSON.parse(Data([0x22, 0xFF, 0xFE, 0x22])) }
    }

    @Test func rejectsNestingBeyondTheLimitWithoutCrashing() throws {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: JSONParseError.self) { try JSON.parse(deep) }
        let allowed =
            String(repeating: "[", count: JSON.maximumDepth) + String(repeating: "]", count: JSON.maximumDepth)
        #expect(try JSON.parse(allowed).arrayValue?.count == 1)
    }

    @Test func parsesEveryFixture() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Fixture.directory.path)
            .filter { $0.hasSuffix(".json") }
        #expect(names.count == 79, "fixtures 01–79")
        for name in names {
            let json = try Fixture.json(name)
            #expect(try JSON.parse(json.serialized()) == json, "\(name) round-trips")
        }
    }

    @Test func intValueOnlyForIntegralNumbers() {
        #expect(JSON.number(1999).intValue == 1999)
        #expect(JSON.number(1.5).intValue == nil)
        #expect(JSON.string("1").intValue == nil)
    }

    @Test func codableMatchesTheParser() throws {
        let data = Data(#"{"a":[1,"b",null,{"c":false}]}"#.utf8)
        #expect(try JSONDecoder().decode(JSON.self, from: data) == JSON.parse(data))
    }
}
