import OrchestrateBasics

extension JSON {
    /// This value with `transform` applied to every string value (not to object keys), members in their order.
    package func mapStrings(_ transform: (String) -> String) -> JSON {
        switch self {
        case .string(let text): return .string(transform(text))
        case .array(let elements): return .array(elements.map { $0.mapStrings(transform) })
        case .object(let members):
            return .object(JSONObject(members.map { ($0.key, $0.value.mapStrings(transform)) }))
        default: return self
        }
    }

    /// Every string value in this value, depth first, members in their order.
    package func forEachString(_ body: (String) -> Void) {
        switch self {
        case .string(let text): body(text)
        case .array(let elements):
            for element in elements { element.forEachString(body) }
        case .object(let members):
            for (_, value) in members { value.forEachString(body) }
        default: break
        }
    }
}
