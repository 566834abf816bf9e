import Foundation

extension CallbackRegistry {
    /// The built-in mapping from AM's callback types to classes.
    public static let defaults: [String: any Callback.Type] = [
        "NameCallback": NameCallback.self,
        "PasswordCallback": PasswordCallback.self,
        "TextInputCallback": TextInputCallback.self,
    ]
}
