/// Reads one typed property, as custom collectors and custom callbacks declare them: `name: Type`, or
/// `name: { type: Type, default: value, key: jsonKey }`.
extension SpecValueReader {
    mutating func property(_ name: Located<String>, _ value: YAMLNode) -> PropertySpec? {
        var typeNode = value
        var defaultValue: YAMLNode?
        var key = name
        if value.mapping != nil {
            guard let property = object(value, SpecSchema.property, context: "property '\(name.value)'"),
                let type = property["type"]
            else { return nil }
            typeNode = type
            defaultValue = property["default"]
            key = string(property["key"]) ?? name
        }
        guard let text = string(typeNode) else { return nil }
        guard let type = ValueType(text.value, allowOptional: false) else {
            diagnostics.error(
                "unknown type '\(SwiftIdentifier.displayable(text.value))' for property '\(name.value)'\(Suggestions.didYouMean(text.value, in: SpecSchema.valueTypes))",
                at: text.location, note: "types: \(SpecSchema.valueTypes.joined(separator: ", "))")
            return nil
        }
        return PropertySpec(name: name, type: Located(type, at: text.location), defaultValue: defaultValue, key: key)
    }
}
