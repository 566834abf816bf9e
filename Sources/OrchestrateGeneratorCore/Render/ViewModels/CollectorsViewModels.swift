// The typed view models of a collectors file (see `CollectorsModelBuilder`).

/// `CollectorsFile.mustache`: one `*.collectors.swift` file.
struct CollectorsFileModel: Sendable {
    var header: String
    var access: String
    var runtimeAPI: String
    var namespace: String
    var sourceFile: String
    var registrations: [RegistrationModel]
    var forms: [FormModel]
    var customCollectors: [CustomCollectorModel]
}

/// One `factory.register(type:collector:)`.
struct RegistrationModel: Sendable {
    var fieldType: String
    var collector: String
}

/// `CollectorsForm.mustache`: one typed form.
struct FormModel: Sendable {
    var typeName: String
    var title: String
    var formName: String
    var matchDescription: String
    /// The runtime `FormMatch` case, as Swift (`formName("SignOn")`).
    var match: String
    var fields: [FormFieldModel]
    /// How the init binds its `FormReader`: `var` to read fields, `let` when there is none to read.
    let readerBinding: String

    init(
        typeName: String, title: String, formName: String, matchDescription: String, match: String,
        fields: [FormFieldModel]
    ) {
        self.typeName = typeName
        self.title = title
        self.formName = formName
        self.matchDescription = matchDescription
        self.match = match
        self.fields = fields
        readerBinding = fields.isEmpty ? "let" : "var"
    }
}

/// One field of a typed form.
struct FormFieldModel: Sendable {
    var name: String
    /// The name as an argument label of the memberwise call (`SwiftIdentifier.argumentLabel`).
    var label: String
    var title: String
    var key: String
    /// The `FormReader` method that reads it: `required` or `optional`.
    var read: String
    var propertyType: String
}

/// `CustomCollector.mustache`: one custom collector class.
struct CustomCollectorModel: Sendable {
    var className: String
    var title: String
    var fieldType: String
    var valueType: String
    var defaultValue: String
    var readValue: String
    var payload: String
    var usesTextRules: Bool
    var validationSummary: String
    var validation: String
    var properties: [CollectorPropertyModel]
}

/// A property of a custom collector read from the field JSON.
struct CollectorPropertyModel: Sendable {
    var name: String
    var title: String
    var type: String
    var read: String
}
