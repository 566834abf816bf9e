import Foundation
import OrchestrateBasics

/// A callback a client-visible node sends, as the importer derives it from the node's type and
/// configuration: the AM callback type, the property name the typed node gives it, and the outputs the
/// sandbox script sends.
struct ImportedCallback: Sendable {
    /// The AM callback type, as `NameCallback`.
    var type: String
    /// The property name it is given, before names are made unique within the node.
    var name: String
    /// The outputs, by name.
    var outputs: [String: JSON]
    /// The type a callbacks spec names it by, when the runtime tells it apart from `type` by its outputs
    /// (a WebAuthn `MetadataCallback` is a `FidoRegistrationCallback`).
    var specType: String? = nil
    /// What the node's outcomes decide on, when this callback's answer chooses the outcome.
    var decides: Decision? = nil

    /// The answer a deciding node's outcomes follow, which the sandbox checks.
    enum Decision: Sendable {
        /// A one-time code: `true` when it is the user's.
        case oneTimeCode
        /// A security answer: `true` when it is the user's.
        case securityAnswer
        /// A choice: the outcome named by the chosen label.
        case choice
        /// A yes or no: `true` for the first option.
        case yes
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

/// What the export cannot say about a node, assumed and reported with the overlay key that settles it.
struct ImportAssumption: Sendable {
    /// What was assumed.
    var message: String
    /// The overlay key that settles it.
    var overlayKey: String
    /// The node it is about (a page child's own id).
    var nodeID: String
}
