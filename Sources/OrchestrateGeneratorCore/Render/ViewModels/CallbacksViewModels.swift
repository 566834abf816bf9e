// The typed view models of a callbacks file (see `CallbacksModelBuilder`).

/// `CallbacksFile.mustache`: one `*.callbacks.swift` file.
struct CallbacksFileModel: Sendable {
    var header: String
    var access: String
    var runtimeAPI: String
    var namespace: String
    var sourceFile: String
    var registrations: [CallbackRegistrationModel]
    /// The typed nodes (`CallbacksNode.mustache`); each field is a callback.
    var nodes: [FormModel]
    var customCallbacks: [CustomCallbackModel]
}

/// One `registry.register(type:callback:)`.
struct CallbackRegistrationModel: Sendable {
    var callbackType: String
    var className: String
}

/// `CustomCallback.mustache`: one custom callback class.
struct CustomCallbackModel: Sendable {
    var className: String
    var title: String
    var callbackType: String
    /// Whether it has inputs, and so adopts `InputCallback`.
    var hasInputs: Bool
    var outputs: [CallbackOutputModel]
    var inputs: [CallbackInputModel]
}

/// An output of a custom callback, read from its `output` array.
struct CallbackOutputModel: Sendable {
    var name: String
    var title: String
    var type: String
    var key: String
    var read: String
}

/// An input of a custom callback, at its position in the `input` array.
struct CallbackInputModel: Sendable {
    var name: String
    var title: String
    var type: String
    var index: String
    var read: String
    var write: String
}
