import OrchestrateBasics

extension IDMSchema {
    /// IDM's default user object, for a tree whose managed objects the import was not given: the properties
    /// of ForgeOps' `user` (ForgeRock/forgeops 0dc850e, release/7.4-20240805,
    /// `docker/idm/config-profiles/idm-only/conf/managed.json`) and Identity Cloud's `alpha_user` generic
    /// attributes (rockcarver/frodo-cli fa8b5cc, `test/e2e/exports/all-separate/cloud/global/idm/managed/
    /// alpha_user.managed.json`), each with its type and prompt. The same in `user`, `alpha_user` and
    /// `bravo_user`.
    static let defaultUser: IDMSchema = {
        var properties = JSONObject()
        func add(_ path: String, _ type: String, _ prompt: String) {
            let parts = path.split(separator: "/").map(String.init)
            let leaf: JSON = ["type": .string(type), "title": .string(prompt)]
            if parts.count == 2 {
                var parent = properties[parts[0]]?.objectValue ?? ["type": "object", "properties": .object([:])]
                var children = parent["properties"]?.objectValue ?? [:]
                children[parts[1]] = leaf
                parent["properties"] = .object(children)
                properties[parts[0]] = .object(parent)
            } else {
                properties[path] = leaf
            }
        }
        for (name, title) in [
            ("userName", "Username"), ("givenName", "First Name"), ("sn", "Last Name"), ("mail", "Email Address"),
            ("description", "Description"), ("telephoneNumber", "Telephone Number"), ("postalAddress", "Address 1"),
            ("city", "City"), ("postalCode", "Postal Code"), ("country", "Country"),
            ("stateProvince", "State/Province"), ("accountStatus", "Status"), ("activeDate", "Active Date"),
            ("inactiveDate", "Inactive Date"),
        ] {
            add(name, "string", title)
        }
        add("preferences/updates", "boolean", "Send me news and updates")
        add("preferences/marketing", "boolean", "Send me special offers and services")
        for index in 1...5 {
            for indexed in ["Indexed", "Unindexed"] {
                add("fr\(indexed)String\(index)", "string", "Generic \(indexed) String \(index)")
                add("fr\(indexed)Date\(index)", "string", "Generic \(indexed) Date \(index)")
                add("fr\(indexed)Integer\(index)", "number", "Generic \(indexed) Integer \(index)")
                add("fr\(indexed)Multivalued\(index)", "array", "Generic \(indexed) Multivalue \(index)")
            }
        }
        for (name, type, title) in [
            ("roles", "array", "Provisioning Roles"), ("authzRoles", "array", "Authorization Roles"),
            ("manager", "relationship", "Manager"), ("kbaInfo", "array", "KBA Info"),
            ("aliasList", "array", "User Alias Names List"),
        ] {
            add(name, type, title)
        }
        var schema = IDMSchema()
        for name in ["user", "alpha_user", "bravo_user"] {
            schema.objects[name] = .object(properties)
            schema.files[name] = "IDM's default user schema"
        }
        return schema
    }()
}
