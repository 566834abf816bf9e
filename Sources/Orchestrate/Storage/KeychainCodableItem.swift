import Foundation

/// One value kept as JSON in one Keychain item: what every Keychain store does, apart from the type.
///
/// - The item holds `{"version": 1, "value": …}`: the format version, then the value.
/// - An item of a later format version (a newer release of the app, or a sibling app in a shared access
///   group, wrote it) is treated as absent and kept: this release cannot read it, but the one that wrote it
///   can.
/// - An item that does not decode otherwise (a truncated write, another app's data under the same name) is
///   treated as absent and deleted, never a crash or an error that locks the user out.
/// - A Keychain call that fails (a locked device, a missing entitlement) is an error: the item may be fine,
///   so it is never deleted for that.
/// - With a `legacy` source, a value found there when the item is empty is moved into the item; `clear()`
///   empties the legacy source first, so that a value it failed to clear never moves back.
struct KeychainCodableItem<Value: Codable & Sendable>: Sendable {
    /// Reads and clears the store a value is migrated from.
    struct Legacy: Sendable {
        /// The legacy store's value, or `nil`.
        let load: @Sendable () async throws -> Value?
        /// Empties the legacy store.
        let clear: @Sendable () async throws -> Void
    }

    /// The format version this release writes and reads.
    static var formatVersion: Int { 1 }

    let keychain: any KeychainAccess
    let item: KeychainItem
    let protection: KeychainProtection
    let legacy: Legacy?

    /// The stored value; `nil` when there is none, it is of a later format (kept), or it does not decode
    /// (deleted). When the item is empty and the legacy store holds a value, that value is written here and
    /// cleared there.
    func load() async throws -> Value? {
        if let data = try keychain.read(item) {
            switch Self.decode(data) {
            case .value(let value): return value
            case .laterVersion: return nil
            case .unreadable: try keychain.delete(item)
            }
        }
        guard let legacy, let value = try await legacy.load() else { return nil }
        try save(value)
        try await legacy.clear()
        return value
    }

    /// Replaces the stored value.
    func save(_ value: Value) throws {
        let data = try Self.encoder.encode(Stored(version: Self.formatVersion, value: value))
        try keychain.write(data, to: item, protection: protection)
    }

    /// Removes the stored value: the legacy store's first, then the item. When either fails it throws, and
    /// what is left is the item, which the next `load()` reads as it is (nothing moves back from the legacy
    /// store into an emptied item).
    func clear() async throws {
        try await legacy?.clear()
        try keychain.delete(item)
    }

    /// What an item's data holds.
    enum Decoded {
        /// A value of this release's format.
        case value(Value)
        /// An item of a later format version.
        case laterVersion
        /// Anything else.
        case unreadable
    }

    /// Reads an item's data.
    static func decode(_ data: Data) -> Decoded {
        guard let version = try? decoder.decode(Version.self, from: data).version else { return .unreadable }
        if version > formatVersion { return .laterVersion }
        guard version == formatVersion, let stored = try? decoder.decode(Stored.self, from: data) else {
            return .unreadable
        }
        return .value(stored.value)
    }

    /// The item's JSON.
    private struct Stored: Codable {
        let version: Int
        let value: Value
    }

    /// The item's format version alone.
    private struct Version: Decodable {
        let version: Int
    }

    /// How every Keychain item's JSON is written: dates in seconds, keys sorted.
    static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }

    /// How every Keychain item's JSON is read.
    static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        return decoder
    }
}
