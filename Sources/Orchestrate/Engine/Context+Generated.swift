import Foundation

// What the `store` actions and `${flow.name}` interpolations of a flow spec's modules do, so that each is one
// call in the generated hook instead of an `if let` with a body (which costs the compiler about twice as much).

extension Context {
    /// Stores `value` under `name`; `nil` (the header, cookie or JSON value was not there) leaves the stored
    /// value as it is. Only generated code uses it.
    @_spi(Generated)
    public func store(text value: String?, as name: String) {
        if let value { self[name] = value }
    }

    /// Stores `value` under `name` as text: a JSON string as it is, another value as its JSON; `nil` leaves the
    /// stored value as it is. Only generated code uses it.
    @_spi(Generated)
    public func store(json value: JSON?, as name: String) {
        if let value { self[name] = value.stringValue ?? value.description }
    }

    /// The value stored under `name` as text (`string(_:)`), empty when there is none: what `${flow.name}`
    /// prints in a spec string. Only generated code uses it.
    @_spi(Generated)
    public func text(_ name: String) -> String {
        string(name) ?? ""
    }
}
