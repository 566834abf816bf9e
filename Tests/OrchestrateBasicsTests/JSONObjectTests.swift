import Foundation
import OrchestrateBasics
import Testing

/// What the shared JSON value adds to the runtime's: ordered objects, and integers apart from doubles.
@Suite struct JSONObjectTests {
    @Test func parsingKeepsTheDocumentOrderAndALaterDuplicateReplacesInPlace() throws {
        let json = try JSON.parse(#"{"z": 1, "a": 2, "m": {"y": true, "b": null}, "z": 3}"#)
        #expect(json.members?.keys == ["z", "a", "m"])
        #expect(json["z"] == 3)
        #expect(json["m"]?.members?.keys == ["y", "b"])
        #expect(json.serializedText(keyOrder: .stored) == #"{"z":3,"a":2,"m":{"y":true,"b":null}}"#)
        #expect(json.serializedText() == #"{"a":2,"m":{"b":null,"y":true},"z":3}"#)
        #expect(json.description == json.serializedText())
    }

    @Test func literalsAndEditsKeepTheirOrder() {
        var object: JSONObject = ["b": 1, "a": 2]
        object["c"] = 3
        object["b"] = 4
        #expect(object.keys == ["b", "a", "c"])
        #expect(object.values == [4, 2, 3])
        object["a"] = nil
        #expect(object.map(\.key) == ["b", "c"])
        #expect(object.filter { $0.value == 3 }.keys == ["c"])
        #expect(JSONObject([("x", 1), ("y", 2), ("x", 5)]).map(\.value) == [5, 2])
        #expect(JSON.object(["k": 1, "j": 2]).members?.keys == ["j", "k"], "a dictionary has no order: keys sorted")
    }

    @Test func objectsAreEqualWhateverTheirOrder() {
        let left = JSON.object(JSONObject([("a", 1), ("b", 2)]))
        let right = JSON.object(JSONObject([("b", 2), ("a", 1)]))
        #expect(left == right)
        #expect(left.hashValue == right.hashValue)
        #expect(left.objectValue == ["a": 1, "b": 2])
    }

    @Test func integersAndDoublesAreApartButEqualByValue() throws {
        let json = try JSON.parse(#"[1, -0, 1.0, 1e2, 9223372036854775807, 9223372036854775808, 2.5]"#)
        guard case .array(let values) = json else {
            Issue.record("not an array")
            return
        }
        #expect(values.map(Self.kind) == ["integer", "integer", "number", "number", "integer", "number", "number"])
        #expect(values[0] == values[2])
        #expect(values[0].hashValue == values[2].hashValue)
        #expect(values[4].intValue == Int.max)
        #expect(values[3].intValue == 100)
        #expect(values[6].intValue == nil)
        #expect(JSON.integer(3).doubleValue == 3)
        #expect(json.serializedText() == "[1,0,1,100,9223372036854775807,9.223372036854776e+18,2.5]")
        #expect(JSON.integer(2) != JSON.number(2.5))
    }

    @Test func codableKeepsOrderAndKinds() throws {
        let json = try JSON.parse(#"{"b": [1, 1.5, "x", null, false], "a": {}}"#)
        let decoded = try JSONDecoder().decode(JSON.self, from: JSONEncoder().encode(json))
        #expect(decoded == json)
        #expect(decoded["b"]?[0].map(Self.kind) == "integer")
        #expect(decoded["b"]?[1].map(Self.kind) == "number")
    }

    static func kind(_ json: JSON) -> String {
        switch json {
        case .integer: "integer"
        case .number: "number"
        default: "other"
        }
    }
}
