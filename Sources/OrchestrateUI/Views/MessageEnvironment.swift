#if canImport(SwiftUI)
import Orchestrate
import SwiftUI

private struct MessageCatalogKey: EnvironmentKey {
    static var defaultValue: MessageCatalog { MessageCatalog() }
}

extension EnvironmentValues {
    /// The messages of the sign-in views: the app's `Orchestrate` strings table first, then English.
    public var orchestrateMessages: MessageCatalog {
        get { self[MessageCatalogKey.self] }
        set { self[MessageCatalogKey.self] = newValue }
    }
}

extension View {
    /// Gives the text of a field error inside this view; returning `nil` keeps the default (the app's
    /// strings table, then English). An outer override still applies where this one returns `nil`.
    ///
    /// ```swift
    /// .validationMessage { error in error.code == "required" ? "Please fill this in." : nil }
    /// ```
    public func validationMessage(_ message: @escaping @Sendable (FieldError) -> String?) -> some View {
        transformEnvironment(\.orchestrateMessages) { catalog in catalog = catalog.overriding(message) }
    }

    /// Sets the message catalog of the sign-in views inside this view (another strings lookup, say).
    public func orchestrateMessages(_ catalog: MessageCatalog) -> some View {
        environment(\.orchestrateMessages, catalog)
    }
}
#endif
