import Foundation
import OrchestrateBasics

/// A step of an imported tree: a node the client sees (a page, or a callback-sending node on its own),
/// with the names the specs give it and its callbacks in the order AM sends them.
struct ImportedStep: Sendable {
    /// The node's id in the tree.
    var nodeID: String
    /// The node's type.
    var type: String
    /// The typed node's name in the callbacks spec (`SignUp`).
    var name: String
    /// The step's name in the flow spec and the sandbox script (`signUp`).
    var stepName: String
    /// The page's stage, header and description, when it has them.
    var stage: String?
    var header: String?
    var description: String?
    /// The callbacks, each with its unique property name.
    var callbacks: [(property: String, callback: ImportedCallback)]
    /// Whether the step is a scripted node whose callbacks the export cannot say: its typed node takes any
    /// node no other step matches, and keeps what the script sends as it comes.
    var isScripted = false

    /// What the sandbox sends for the step: its callbacks, or for a scripted step a message that says what
    /// the export lacks (the client sends it back unchanged).
    var sandboxCallbacks: [(property: String, callback: ImportedCallback)] {
        guard isScripted else { return callbacks }
        let message =
            "\(name) runs a script whose callbacks the import cannot say; declare them with the overlay key callbacks.\(nodeID)"
        return [
            (
                "script",
                ImportedCallback(
                    type: "TextOutputCallback", name: "script",
                    outputs: ["message": .string(message), "messageType": .integer(0)])
            )
        ]
    }

    /// The AM input name of the callback at `index` (`IDToken1` for the first).
    static func input(_ index: Int) -> String { "IDToken\(index + 1)" }

    /// The input of the first callback that collects a username, if any.
    var usernameInput: String? { callbacks.firstIndex { $0.callback.isUsername }.map(Self.input) }
    /// The input of the first callback that collects a password, if any.
    var passwordInput: String? { callbacks.firstIndex { $0.callback.isPassword }.map(Self.input) }
    /// The input of the `mail` attribute, if the step collects it.
    var emailInput: String? {
        callbacks.firstIndex {
            $0.callback.type.hasSuffix("AttributeInputCallback") && $0.callback.outputs["name"] == "mail"
        }
        .map(Self.input)
    }
    /// The answer input of the first security question the step defines, if any.
    var kbaAnswerInput: String? {
        callbacks.firstIndex { $0.callback.type == "KbaCreateCallback" }.map { Self.input($0) + "answer" }
    }
    /// Whether AM may send the step back with failed policies.
    var isValidated: Bool { callbacks.contains { $0.callback.isValidated } }
}
