import Foundation

/// A callback whose inputs are secret (a password, an answer, a provider's token): the Journey module
/// clears them once the node that holds them has been sent, so they do not outlive the request.
public protocol SecretCallback: InputCallback {
    /// Forgets the secret inputs. By default every string input becomes empty.
    func clear()
}

extension SecretCallback {
    /// Empties every string input; inputs of other types (a `validateOnly` flag) keep their values.
    public func clear() {
        inputs.withLock { values in
            values = values.map { value in value.stringValue == nil ? value : .string("") }
        }
    }
}
