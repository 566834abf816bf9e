/// Reads a callbacks file's YAML into a `CallbacksSpec`, checking keys and shapes against `SpecSchema`.
struct CallbacksParser {
    var reader = SpecValueReader()

    mutating func parse(_ root: YAMLNode, source: SpecSource) -> CallbacksSpec? {
        guard let file = reader.object(root, SpecSchema.callbacksFile, context: "a callbacks file") else { return nil }
        checkVersion(file, &reader)
        let namespace = reader.string(file["name"]) ?? Located(source.baseName, at: source.start)
        var access: Located<AccessLevel>?
        if let text = reader.string(file["access"]), let level = AccessLevel(rawValue: text.value) {
            access = Located(level, at: text.location)
        }
        var spec = CallbacksSpec(source: source, namespace: namespace, access: access, mappings: [], nodes: [])
        for (callbackType, value) in reader.dictionary(file["callbacks"], context: "callback type") {
            if let mapping = parseMapping(callbackType, value) { spec.mappings.append(mapping) }
        }
        for (name, value) in reader.dictionary(file["nodes"], context: "node") {
            if let node = parseNode(name, value) { spec.nodes.append(node) }
        }
        return spec
    }

    mutating func parseMapping(_ callbackType: Located<String>, _ node: YAMLNode) -> CallbackMappingSpec? {
        if let name = reader.string(node) {
            return CallbackMappingSpec(callbackType: callbackType, className: name, custom: nil)
        }
        guard let object = reader.object(node, SpecSchema.customCallback, context: "callback '\(callbackType.value)'"),
            let name = reader.string(object["class"])
        else { return nil }
        let custom = CustomCallbackSpec(
            outputs: properties(object["outputs"], what: "output"),
            inputs: properties(object["inputs"], what: "input"))
        return CallbackMappingSpec(callbackType: callbackType, className: name, custom: custom)
    }

    /// The typed properties of `node` (`name: Type` or `name: { type, default, key }`).
    mutating func properties(_ node: YAMLNode?, what: String) -> [PropertySpec] {
        var properties: [PropertySpec] = []
        for (propertyName, value) in reader.dictionary(node, context: what) {
            if let property = reader.property(propertyName, value) { properties.append(property) }
        }
        return properties
    }

    mutating func parseNode(_ name: Located<String>, _ node: YAMLNode) -> FormSpec? {
        guard let object = reader.object(node, SpecSchema.journeyNode, context: "node '\(name.value)'") else {
            return nil
        }
        var match = FormMatch.fieldKeys
        if let matchNode = object["match"],
            let matchObject = reader.object(matchNode, SpecSchema.nodeMatch, context: "'match'")
        {
            if let stage = reader.string(matchObject["stage"]) {
                match = .stage(stage)
            } else if let header = reader.string(matchObject["header"]) {
                match = .header(header)
            } else if let unmatched = reader.bool(matchObject["unmatched"]) {
                if unmatched.value {
                    match = .unmatched
                } else {
                    reader.diagnostics.error(
                        "'unmatched' can only be true; leave 'match:' out to match by the callback types",
                        at: unmatched.location)
                }
            }
        }
        var callbacks: [FieldSpec] = []
        for (callbackName, value) in reader.dictionary(object["callbacks"], context: "callback") {
            if let type = reader.string(value) {
                callbacks.append(FieldSpec(name: callbackName, key: callbackName, type: type, optional: false))
                continue
            }
            guard
                let callback = reader.object(
                    value, SpecSchema.nodeCallback, context: "callback '\(callbackName.value)'"),
                let type = reader.string(callback["type"])
            else { continue }
            callbacks.append(
                FieldSpec(
                    name: callbackName, key: callbackName, type: type,
                    optional: reader.bool(callback["optional"])?.value ?? false))
        }
        // A node with nothing typed is told apart by its match alone (a stage, a header, or the nodes no
        // other step takes): without one it would be every node that sends nothing.
        if callbacks.isEmpty, case .fieldKeys = match, let location = object.keyLocation("callbacks") {
            reader.diagnostics.error(
                "node '\(name.value)' has no callbacks", at: location,
                note: "a node with no callbacks needs a match: (stage, header or unmatched)")
        }
        return FormSpec(name: name, match: match, fields: callbacks, kind: .journey)
    }
}
