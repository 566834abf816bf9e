import OrchestrateBasics

/// The types IDM's managed objects give their properties, which `AttributeCollectorNode` turns into callbacks
/// (am-external 8.0.2 `AttributeCollectorNode.java`): a `string`, `number` or `boolean` property (L77; a type
/// list's first entry that is not `null`, L374-380) is collected as a String, Number or Boolean attribute
/// input, prompted by its `title`, else its `description`, else its name (L389-392); a nested path such as
/// `preferences/updates` walks the `properties` of `object` properties (L397-401); any other type (array,
/// relationship, object, integer) is no attribute AM can collect, and the tree fails there (L229-233).
///
/// Read from the managed-object files an import is given beside the exports, in every shape IDM's tools write:
/// file-based configuration's `conf/managed.json` (`{objects: [{name, schema}]}`), frodo's
/// `{idm: {managed: {objects}}}` and full `{global: {idm: {managed: {objects}}}}` exports, and one object per
/// file (`alpha_user.managed.json`, fr-config-manager's `managed-objects/<name>/<name>.json`).
struct IDMSchema: Sendable {
    /// Each managed object's `schema.properties`, by object name (`alpha_user`, `user`).
    var objects: [String: JSON] = [:]
    /// The file each object was read from.
    var files: [String: String] = [:]

    /// What a property is to `AttributeCollectorNode`.
    struct Attribute: Equatable, Sendable {
        /// The overlay's name of its kind: String, Number or Boolean; `nil` when AM cannot collect it.
        var kind: String?
        /// The schema's type, as written.
        var type: String
        /// The prompt AM sends: its title, else its description.
        var prompt: String?
    }

    /// Adds the managed objects `json` holds (read from `file`); whether it held one.
    @discardableResult
    mutating func add(_ json: JSON, file: String) -> Bool {
        var found = false
        func object(_ value: JSON) {
            guard let name = value["name"]?.stringValue, let properties = value["schema"]?["properties"],
                properties.objectValue != nil
            else { return }
            if objects[name] == nil {
                objects[name] = properties
                files[name] = file
            }
            found = true
        }
        let lists = [
            json["objects"], json["idm"]?["managed"]?["objects"], json["global"]?["idm"]?["managed"]?["objects"],
        ]
        for list in lists.compactMap({ $0?.arrayValue }) {
            // frodo's separate files list `file://alpha_user.managed.json` entries: those files are read alone.
            list.forEach(object)
        }
        object(json)
        return found
    }

    /// The property `path` (`preferences/updates`) of the object `resource` names (`managed/alpha_user`, or
    /// the only object read when the tree names none); `nil` when the schema has no such object or property.
    func attribute(_ path: String, resource: String?) -> Attribute? {
        let name = resource.map { $0.hasPrefix("managed/") ? String($0.dropFirst("managed/".count)) : $0 }
        let properties: JSON?
        if let name { properties = objects[name] } else { properties = objects.count == 1 ? objects.first?.value : nil }
        var current = properties
        var property: JSON?
        for part in path.split(separator: "/", omittingEmptySubsequences: false) {
            property = current?[String(part)]
            current = property?["properties"]
        }
        return property.map(Self.attribute)
    }

    /// What AM makes of a property's schema.
    static func attribute(_ property: JSON) -> Attribute {
        let declared: String =
            property["type"]?.stringValue
            ?? property["type"]?.arrayValue?.compactMap(\.stringValue).first { $0 != "null" } ?? "none"
        let prompt = [property["title"], property["description"]].compactMap { $0?.stringValue }.first {
            !$0.isEmpty
        }
        return Attribute(kind: collectible[declared], type: declared, prompt: prompt)
    }

    /// The overlay's kind of each type AM collects (`COLLECTIBLE_TYPES`, L77).
    static let collectible = ["string": "String", "number": "Number", "boolean": "Boolean"]
}
