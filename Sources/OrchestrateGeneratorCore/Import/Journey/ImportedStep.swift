import Foundation
import OrchestrateBasics

/// A step of an imported tree: a node the client sees (a page, or a callback-sending node on its own), with
/// the names the specs give it and its parts in the order AM sends them.
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
    /// What the node sends, in order: callbacks the importer can say, and parts kept as they come.
    var parts: [Part]
    /// The typed callbacks, each with its unique property name.
    var callbacks: [(property: String, callback: ImportedCallback)] = []
    /// Whether the typed node takes any node no other step's node matches (`match: {unmatched: true}`): it
    /// has a part kept as it comes and no stage or header to be told apart by.
    var isUnmatched = false
    /// The outcomes the sandbox can check, when the page's last child is a server-side check.
    var checks: [String: OutcomeCheck] = [:]
    /// The outcome a working sign-in takes, which the sandbox takes where nothing it checks decides.
    var likely: String?
    /// The node whose overlay decision names the outcome the sandbox takes.
    var decider: String

    /// One thing a node sends.
    enum Part: Sendable {
        /// A callback the importer can say.
        case callback(ImportedCallback)
        /// What this node (a script, a node type no rule names) sends, kept as it comes.
        case kept(String)
    }

    /// Whether some of what the step sends is kept as it comes.
    var hasKeptParts: Bool {
        parts.contains { if case .kept = $0 { return true } else { return false } }
    }

    /// What the sandbox sends for the step, in input order: the callbacks, and for each part kept as it comes
    /// a message that names the overlay key (the client sends it back unchanged).
    var sandboxCallbacks: [(property: String, callback: ImportedCallback)] {
        var typed = callbacks.makeIterator()
        return parts.map { part in
            switch part {
            case .callback:
                return typed.next() ?? ("", .text(""))
            case .kept(let id):
                let message =
                    "\(name) runs a node whose callbacks the import cannot say; declare them with the overlay key callbacks.\(id)"
                return ("kept", .text(message, as: "kept"))
            }
        }
    }

    /// The inputs the sandbox's checks read (`StepInputs`).
    var inputs: StepInputs { StepInputs(sandboxCallbacks) }

    /// The AM input name of the callback at `index` (`IDToken1` for the first).
    static func input(_ index: Int) -> String { "IDToken\(index + 1)" }

    /// Whether AM may send the step back with failed policies.
    var isValidated: Bool { callbacks.contains { $0.callback.isValidated } }
}

/// The inputs of a step the sandbox's checks read, each the AM input name of the first callback that collects
/// it, by its position among everything the sandbox sends.
struct StepInputs: Sendable {
    /// A username.
    var username: String?
    /// A password.
    var password: String?
    /// The `mail` attribute.
    var email: String?
    /// The answer of the first security question the step defines.
    var kbaAnswer: String?

    /// The inputs of `callbacks`, in input order.
    init(_ callbacks: [(property: String, callback: ImportedCallback)]) {
        for (index, entry) in callbacks.enumerated() {
            let callback = entry.callback
            let input = ImportedStep.input(index)
            if username == nil, callback.isUsername { username = input }
            if password == nil, callback.isPassword { password = input }
            if email == nil, callback.type.hasSuffix("AttributeInputCallback"), callback.outputs["name"] == "mail" {
                email = input
            }
            if kbaAnswer == nil, callback.type == "KbaCreateCallback" { kbaAnswer = input + "answer" }
        }
    }
}
