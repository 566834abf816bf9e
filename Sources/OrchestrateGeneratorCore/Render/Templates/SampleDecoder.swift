/// Decodes a view model from nothing: each `String` is its key, each `Bool` is `flags`, each list has one
/// element and each optional a value.
struct SampleDecoder: Decoder {
    /// The value of every flag.
    let flags: Bool
    /// The key being decoded, the text of a `String` at it.
    var key = "text"
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(Members(flags: flags))
    }

    func unkeyedContainer() -> any UnkeyedDecodingContainer {
        Items(flags: flags, key: key)
    }

    func singleValueContainer() -> any SingleValueDecodingContainer {
        Single(flags: flags, key: key)
    }

    private struct Members<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let flags: Bool
        var codingPath: [any CodingKey] { [] }
        var allKeys: [Key] { [] }

        func contains(_ key: Key) -> Bool { true }

        func decodeNil(forKey key: Key) -> Bool { false }

        func decode(_ type: String.Type, forKey key: Key) -> String { key.stringValue }

        func decode(_ type: Bool.Type, forKey key: Key) -> Bool { flags }

        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            try T(from: SampleDecoder(flags: flags, key: key.stringValue))
        }

        func nestedContainer<NestedKey: CodingKey>(
            keyedBy type: NestedKey.Type, forKey key: Key
        ) -> KeyedDecodingContainer<NestedKey> {
            KeyedDecodingContainer(Members<NestedKey>(flags: flags))
        }

        func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedDecodingContainer {
            Items(flags: flags, key: key.stringValue)
        }

        func superDecoder() -> any Decoder { SampleDecoder(flags: flags) }

        func superDecoder(forKey key: Key) -> any Decoder { SampleDecoder(flags: flags, key: key.stringValue) }
    }

    private struct Items: UnkeyedDecodingContainer {
        let flags: Bool
        let key: String
        var codingPath: [any CodingKey] { [] }
        var count: Int? { 1 }
        var currentIndex = 0
        var isAtEnd: Bool { currentIndex >= 1 }

        init(flags: Bool, key: String) {
            self.flags = flags
            self.key = key
        }

        mutating func decodeNil() -> Bool { false }

        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
            currentIndex += 1
            return try T(from: SampleDecoder(flags: flags, key: key))
        }

        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy type: NestedKey.Type
        ) -> KeyedDecodingContainer<NestedKey> {
            currentIndex += 1
            return KeyedDecodingContainer(Members<NestedKey>(flags: flags))
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedDecodingContainer {
            currentIndex += 1
            return Items(flags: flags, key: key)
        }

        mutating func superDecoder() -> any Decoder { SampleDecoder(flags: flags, key: key) }
    }

    private struct Single: SingleValueDecodingContainer {
        let flags: Bool
        let key: String
        var codingPath: [any CodingKey] { [] }

        func decodeNil() -> Bool { false }

        func decode(_ type: String.Type) -> String { key }

        func decode(_ type: Bool.Type) -> Bool { flags }

        func decode<T: Decodable>(_ type: T.Type) throws -> T {
            try T(from: SampleDecoder(flags: flags, key: key))
        }
    }
}
