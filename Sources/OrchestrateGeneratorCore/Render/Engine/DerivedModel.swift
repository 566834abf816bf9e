/// A view model as templates see it: each stored property by name, derived once from the model's synthesized
/// `Encodable` conformance, so that the template variables of a model are its stored properties, declared
/// once, with no lookup written by hand and no `Mirror` (which would reflect the model on every tag).
///
/// A `String` property is text, a `Bool` a section condition, a nested model a section that renders once with
/// it, an optional model absent `false` (not `nil`: Mustache would look the name up again in every enclosing
/// model), and a list of models a section that renders once per item.
struct DerivedModel: TemplateModel {
    /// The view model's type, for `TemplateLint`'s messages.
    let type: any Any.Type
    /// The stored properties by name.
    let members: [String: TemplateValue]

    /// The stored property called `key`.
    func value(named key: String) -> TemplateValue? {
        members[key]
    }

    /// `model`'s properties, as templates see them.
    ///
    /// A view model that holds something other than text, flags, models and lists of models (an `Int`, a list
    /// of strings) is a defect of the generator, found by the tests that render every model: it stops here.
    static func of<Model: Encodable>(_ model: Model) -> DerivedModel {
        do {
            guard case .model(let derived as DerivedModel) = try TemplateValueEncoder.value(of: model) else {
                preconditionFailure("\(Model.self) is not a struct of named properties")
            }
            return derived
        } catch {
            preconditionFailure("\(Model.self) cannot be a template's view model: \(error)")
        }
    }
}

/// Encodes a view model into `TemplateValue`s (see `DerivedModel`).
final class TemplateValueEncoder: Encoder {
    let codingPath: [any CodingKey] = []
    let userInfo: [CodingUserInfoKey: Any] = [:]
    private let type: any Any.Type
    private var members: [String: TemplateValue] = [:]
    private var items: [any TemplateModel]?
    private var single: TemplateValue?

    private init(type: any Any.Type) {
        self.type = type
    }

    /// The template's view of `value`.
    static func value<Value: Encodable>(of value: Value) throws -> TemplateValue {
        let encoder = TemplateValueEncoder(type: Value.self)
        try value.encode(to: encoder)
        if let items = encoder.items { return .list(items) }
        if let single = encoder.single { return single }
        return .model(DerivedModel(type: Value.self, members: encoder.members))
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(Members(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        items = items ?? []
        return Items(encoder: self)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        Single(encoder: self)
    }

    /// What a view model may not hold.
    static func unsupported(_ what: String) -> EncodingError {
        EncodingError.invalidValue(
            what,
            EncodingError.Context(
                codingPath: [], debugDescription: "templates read text, flags, models and lists of models"))
    }

    private struct Members<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let encoder: TemplateValueEncoder
        var codingPath: [any CodingKey] { [] }

        mutating func encode(_ value: String, forKey key: Key) throws {
            encoder.members[key.stringValue] = .text(value)
        }

        mutating func encode(_ value: Bool, forKey key: Key) throws {
            encoder.members[key.stringValue] = .flag(value)
        }

        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            encoder.members[key.stringValue] = try TemplateValueEncoder.value(of: value)
        }

        mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
            guard let value else {
                encoder.members[key.stringValue] = .flag(false)
                return
            }
            encoder.members[key.stringValue] = try TemplateValueEncoder.value(of: value)
        }

        mutating func encodeNil(forKey key: Key) throws {
            encoder.members[key.stringValue] = .flag(false)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy keyType: NestedKey.Type, forKey key: Key
        ) -> KeyedEncodingContainer<NestedKey> {
            preconditionFailure("view models encode with their synthesized conformance")
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            preconditionFailure("view models encode with their synthesized conformance")
        }

        mutating func superEncoder() -> any Encoder { encoder }

        mutating func superEncoder(forKey key: Key) -> any Encoder { encoder }
    }

    private struct Items: UnkeyedEncodingContainer {
        let encoder: TemplateValueEncoder
        var codingPath: [any CodingKey] { [] }
        var count: Int { encoder.items?.count ?? 0 }

        mutating func encode<T: Encodable>(_ value: T) throws {
            guard case .model(let model) = try TemplateValueEncoder.value(of: value) else {
                throw TemplateValueEncoder.unsupported("a list of \(T.self)")
            }
            encoder.items?.append(model)
        }

        mutating func encodeNil() throws {
            throw TemplateValueEncoder.unsupported("a list with nil")
        }

        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy keyType: NestedKey.Type
        ) -> KeyedEncodingContainer<NestedKey> {
            preconditionFailure("view models encode with their synthesized conformance")
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            preconditionFailure("view models encode with their synthesized conformance")
        }

        mutating func superEncoder() -> any Encoder { encoder }
    }

    private struct Single: SingleValueEncodingContainer {
        let encoder: TemplateValueEncoder
        var codingPath: [any CodingKey] { [] }

        mutating func encode(_ value: String) throws {
            encoder.single = .text(value)
        }

        mutating func encode(_ value: Bool) throws {
            encoder.single = .flag(value)
        }

        mutating func encode<T: Encodable>(_ value: T) throws {
            throw TemplateValueEncoder.unsupported("\(T.self)")
        }

        mutating func encodeNil() throws {
            encoder.single = .flag(false)
        }
    }
}
