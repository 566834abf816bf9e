import Foundation

/// What `OidcConfig.scopes` accepts: an array of scopes, sent in its order (`["openid", "email"]`), or a
/// set, the Ping SDK's shape (`Set<String>(names)`), sent sorted so that requests are the same each time.
public protocol OidcScopeList: Sendable {
    /// The scopes in the order they are sent.
    var orderedScopes: [String] { get }
}

extension Array: OidcScopeList where Element == String {
    /// The array itself: sent in its order.
    public var orderedScopes: [String] { self }
}

extension Set: OidcScopeList where Element == String {
    /// The scopes sorted.
    public var orderedScopes: [String] { sorted() }
}
