import Foundation
import OrchestrateBasics

/// A callback a node sends, as the importer derives it from the node's type and settings: the type AM writes
/// on the wire, the property name the typed node gives it, the outputs the sandbox script sends, and what the
/// node's outcomes decide on when its answer chooses one.
struct ImportedCallback: Sendable {
    /// The type AM writes (`NameCallback`; a script is a `TextOutputCallback` of message type 4).
    var type: String
    /// The property name it is given, before names are made unique within the node.
    var name: String
    /// The outputs, by name, as AM sends them.
    var outputs: [String: JSON]
    /// The type a callbacks spec names it by, when the runtime tells it apart from `type` by its outputs
    /// (a WebAuthn `MetadataCallback` is a `FidoRegistrationCallback`).
    var specType: String? = nil
    /// What the node's outcomes decide on, when this callback's answer chooses the outcome.
    var decides: Decision? = nil

    /// How a callback's answer chooses its node's outcome, which the sandbox checks.
    enum Decision: Sendable, Equatable {
        /// A code: `outcome` when it is the user's one-time code.
        case code(outcome: String)
        /// A security answer: `outcome` when it is the user's.
        case answer(outcome: String)
        /// A choice: the outcome named by the chosen label.
        case choice
        /// A confirmation: each outcome id taken by the option at its index.
        case options([String: Int])
        /// A chosen provider: each outcome id taken when the value is the one given.
        case provider([String: String])
    }

    /// The type the callbacks spec names.
    var typeInSpec: String { specType ?? type }

    /// Whether AM checks this callback's value against policies and may send the page back.
    var isValidated: Bool {
        type.hasPrefix("Validated") || type.hasSuffix("AttributeInputCallback")
    }

    /// Whether it collects the username a credentials or user check reads.
    var isUsername: Bool { type == "NameCallback" || type == "ValidatedCreateUsernameCallback" }

    /// Whether it collects the password a credentials check reads.
    var isPassword: Bool { type == "PasswordCallback" || type == "ValidatedCreatePasswordCallback" }
}

/// The callbacks AM sends, with the outputs its REST layer writes for each (the wire form the runtime and
/// Ping's SDKs read: `messageType` and `optionType` as numbers in strings where AM writes them so).
extension ImportedCallback {
    /// A `NameCallback`.
    static func name(_ prompt: String, as property: String = "username", decides: Decision? = nil) -> Self {
        Self(type: "NameCallback", name: property, outputs: ["prompt": .string(prompt)], decides: decides)
    }

    /// A `PasswordCallback`.
    static func password(_ prompt: String, as property: String = "password", decides: Decision? = nil) -> Self {
        Self(type: "PasswordCallback", name: property, outputs: ["prompt": .string(prompt)], decides: decides)
    }

    /// A `TextOutputCallback` of message type `messageType` (0 information, 1 warning, 2 error).
    static func text(_ message: String, messageType: Int = 0, as property: String = "message") -> Self {
        Self(
            type: "TextOutputCallback", name: property,
            outputs: ["message": .string(message), "messageType": .string(String(messageType))])
    }

    /// A script AM sends for the browser to run: a `TextOutputCallback` of message type 4 (`ScriptTextOutputCallback`).
    static func script(_ what: String, as property: String = "script") -> Self {
        Self(
            type: "TextOutputCallback", name: property,
            outputs: ["message": .string("/* \(what) */"), "messageType": "4"])
    }

    /// A `ConfirmationCallback` of `options`, information message type, unspecified option type.
    static func confirmation(
        _ options: [String], defaultOption: Int, as property: String = "confirmation", decides: Decision? = nil
    ) -> Self {
        Self(
            type: "ConfirmationCallback", name: property,
            outputs: [
                "prompt": "", "messageType": .integer(0), "options": .array(options.map(JSON.string)),
                "optionType": .integer(-1), "defaultOption": .integer(defaultOption),
            ], decides: decides)
    }

    /// A `HiddenValueCallback` of id `id`.
    static func hidden(id: String, value: String = "", as property: String) -> Self {
        Self(type: "HiddenValueCallback", name: property, outputs: ["id": .string(id), "value": .string(value)])
    }

    /// A `PollingWaitCallback` that asks to poll again after `milliseconds`.
    static func polling(milliseconds: Int, message: String, as property: String = "polling") -> Self {
        Self(
            type: "PollingWaitCallback", name: property,
            outputs: ["waitTime": .string(String(milliseconds)), "message": .string(message)])
    }

    /// A `RedirectCallback` to a page the export cannot say (a provider's, Duo's, an IdP's).
    static func redirect(as property: String = "redirect") -> Self {
        Self(
            type: "RedirectCallback", name: property,
            outputs: [
                "redirectUrl": "https://idp.example.com/authorize", "redirectMethod": "GET",
                "trackingCookie": .bool(true),
            ])
    }

    /// A `MetadataCallback` of `data`, typed in the spec as `specType` where the runtime tells it apart.
    static func metadata(_ data: JSON, as property: String = "metadata", specType: String? = nil) -> Self {
        Self(type: "MetadataCallback", name: property, outputs: ["data": data], specType: specType)
    }
}
