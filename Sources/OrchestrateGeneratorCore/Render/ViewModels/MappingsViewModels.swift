// The typed view models of a collectors or callbacks file (see `MappingsModelBuilder`).

/// `MappingsFile.mustache`: one `*.collectors.swift` or `*.callbacks.swift` file.
struct MappingsFileModel: Decodable, Sendable {
    var header: String
    var access: String
    var runtimeAPI: String
    var namespace: String
    var sourceFile: String
    /// The words that differ between a collectors and a callbacks file (`MappingVocabulary`).
    var words: MappingVocabulary.TemplateWords
    var registrations: [RegistrationModel]
    /// The typed forms (`TypedForm.mustache`): a DaVinci form's fields, or a Journey node's callbacks.
    var forms: [FormModel]
    /// A collectors file's custom collectors (`CustomCollector.mustache`).
    var customCollectors: [CustomCollectorModel]
    /// A callbacks file's custom callbacks (`CustomCallback.mustache`).
    var customCallbacks: [CustomCallbackModel]
}

/// One `register(type:collector:)` or `register(type:callback:)`.
struct RegistrationModel: Decodable, Sendable {
    /// The field type or callback type, as a Swift string literal.
    var type: String
    var className: String
}

/// `TypedForm.mustache`: one typed form or typed node.
struct FormModel: Decodable, Sendable {
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

/// One field of a typed form, or one callback of a typed node.
struct FormFieldModel: Decodable, Sendable {
    var name: String
    /// The name as an argument label of the memberwise call (`SwiftIdentifier.argumentLabel`).
    var label: String
    var title: String
    /// The property's doc line: the field's key (`Key "username"`), or the callback's type (`A NameCallback`).
    var doc: String
    /// The `FormReader` call that reads it: `fields.required`, `fields.optional`, `callbacks.callback` or
    /// `callbacks.optionalCallback`.
    var read: String
    /// Its argument: the field's key as a Swift literal; empty for a callback, read by its position.
    var argument: String
    var propertyType: String
}

/// `CustomCollector.mustache`: one custom collector class.
struct CustomCollectorModel: Decodable, Sendable {
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
struct CollectorPropertyModel: Decodable, Sendable {
    var name: String
    var title: String
    var type: String
    var read: String
}

/// `CustomCallback.mustache`: one custom callback class.
struct CustomCallbackModel: Decodable, Sendable {
    var className: String
    var title: String
    var callbackType: String
    /// Whether it has inputs, and so adopts `InputCallback`.
    var hasInputs: Bool
    var outputs: [CallbackOutputModel]
    var inputs: [CallbackInputModel]
}

/// An output of a custom callback, read from its `output` array.
struct CallbackOutputModel: Decodable, Sendable {
    var name: String
    var title: String
    var type: String
    var key: String
    var read: String
}

/// An input of a custom callback, at its position in the `input` array.
struct CallbackInputModel: Decodable, Sendable {
    var name: String
    var title: String
    var type: String
    var index: String
    var read: String
    var write: String
}
