import Foundation

/// A coding key that is any string, to read and write objects whose keys are not known in advance.
package struct AnyCodingKey: CodingKey, Sendable {
    /// The key.
    package var stringValue: String
    /// The key as an integer, when it was made from one.
    package var intValue: Int?

    /// The key `string`.
    package init(_ string: String) {
        stringValue = string
        intValue = nil
    }

    /// The key `stringValue`.
    package init?(stringValue: String) { self.init(stringValue) }

    /// The key written as `intValue`.
    package init?(intValue: Int) {
        stringValue = String(intValue)
        self.intValue = intValue
    }
}
