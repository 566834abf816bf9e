import Foundation

/// One value kept as JSON in one Keychain item: what every Keychain store does, apart from the type.
///
/// - An item that does not decode (another version's shape, a truncated write, another app's data under the
///   same name) is treated as absent and deleted, never a crash or an error that locks the user out.
/// - A Keychain call that fails (a locked device, a missing entitlement) is an error: the item may be fine,
///   so it is never deleted for that.
/// - With a `legacy` source, a value found there when the item is empty is moved into the item.
struct KeychainCodableItem<Value: Codable & Sendable>: Sendable {
    /// Reads and clears the store a value is migrated from.
    struct Legacy: Sendable {
        /// The legacy store's value, or `nil`.
        let load: @Sendable () async throws -> Value?
        /// Empties the legacy store.
        let clear: @Sendable () async throws -> Void
    }

    let keychain: any KeychainAccess
    let item: KeychainItem
    let accessibility: KeychainAccessibility
    let legacy: Legacy?

    /// The stored value; `nil` when there is none or it does not decode (the item is then deleted). When
    /// the item is empty and the legacy store holds a value, that value is written here and cleared there.
    func load() async throws -> Value? {
        if let data = try keychain.read(item) {
            if let value = try? Self.decoder.decode(Value.self, from: data) { return value }
            try keychain.delete(item)
        }
        guard let legacy, let value = try await legacy.load() else { return nil }
        try save(value)
        try await legacy.clear()
        return value
    }

    /// Replaces the stored value.
    func save(_ value: Value) throws {
        try keychain.write(try Self.encoder.encode(value), to: item, accessibility: accessibility)
    }

    /// Removes the stored value, and the legacy store's.
    func clear() async throws {
        try keychain.delete(item)
        try await legacy?.clear()
    }

    private static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }

    private static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        return decoder
    }
}
