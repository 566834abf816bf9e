extension MappingsModelBuilder {
    /// The collector a form field's property holds, given the one its field type maps to: that one, unless
    /// it chooses another by the field (`RuntimeCatalog.selections`, e.g. FIDO2's `FidoCollector`), when
    /// the field must name the chosen one with `collector:`. A `collector:` that is not among the choices is
    /// an error at it; `nil` after an error.
    mutating func heldCollector(_ field: FieldSpec, resolved: String) -> String? {
        let choices = RuntimeCatalog.selections[resolved]
        guard let named = field.collector else {
            guard let choices else { return resolved }
            diagnostics.error(
                "field '\(SwiftIdentifier.displayable(field.name.value))' of type '\(SwiftIdentifier.displayable(field.type.value))' needs 'collector:'",
                at: field.type.location,
                note:
                    "the runtime reads it as one of \(choices.joined(separator: ", ")) by the field; name the one this form holds"
            )
            return nil
        }
        let allowed = choices ?? [resolved]
        guard allowed.contains(named.value) else {
            diagnostics.error(
                "field '\(SwiftIdentifier.displayable(field.name.value))' cannot hold '\(SwiftIdentifier.displayable(named.value))'\(Suggestions.didYouMean(named.value, in: allowed))",
                at: named.location,
                note:
                    "a '\(SwiftIdentifier.displayable(field.type.value))' field holds \(allowed.joined(separator: " or "))"
            )
            return nil
        }
        return named.value
    }
}
