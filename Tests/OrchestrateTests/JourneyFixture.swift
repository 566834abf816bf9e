import Foundation
import Orchestrate

/// Reads the Journey payloads copied from the fixture set into `Fixtures/journey`.
enum JourneyFixture {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/journey")

    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: directory.appendingPathComponent(name))
    }

    static func json(_ name: String) throws -> JSON {
        try JSON.parse(data(name))
    }

    /// The elements of a fixture that holds an array of callbacks.
    static func array(_ name: String) throws -> [JSON] {
        guard let array = try json(name).arrayValue else { throw FixtureError.notAnArray(name) }
        return array
    }

    enum FixtureError: Error { case notAnArray(String) }
}
