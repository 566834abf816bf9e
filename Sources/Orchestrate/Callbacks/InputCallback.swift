import Foundation

/// A callback the app answers: its input values live in a lock (read and set from any task) and go back
/// by position, in the inputs the server named.
///
/// A custom callback adopts it with two stored properties and typed accessors over `input(at:)`:
///
/// ```swift
/// final class FavouriteColourCallback: InputCallback {
///     let content: CallbackContent
///     let inputs: Locked<[JSON]>
///     init(with json: JSON) { content = CallbackContent(json: json); inputs = Locked(content.inputValues) }
///     var colour: String {
///         get { input(at: 0).stringValue ?? "" }
///         set { setInput(.string(newValue), at: 0) }
///     }
/// }
/// ```
public protocol InputCallback: Callback {
    /// The current input values, in the order of `content.inputNames`.
    var inputs: Locked<[JSON]> { get }
}

extension InputCallback {
    /// The value of the input at `index`; `null` when the callback has no such input.
    public func input(at index: Int) -> JSON {
        inputs.withLock { index < $0.count ? $0[index] : .null }
    }

    /// Sets the value of the input at `index`; does nothing when the callback has no such input (the
    /// server did not ask for it, so it would not be read).
    public func setInput(_ value: JSON, at index: Int) {
        inputs.withLock { values in
            if index < values.count { values[index] = value }
        }
    }

    /// The callback's JSON with the current input values.
    public func payload() -> JSON? {
        content.replacingInputs(inputs.current)
    }
}

extension Locked where Value == [JSON] {
    /// A box holding the input values `content` arrived with.
    public convenience init(inputsOf content: CallbackContent) {
        self.init(content.inputValues)
    }
}
