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

/// Names for the specs: Swift identifiers made from the export's display names, unique where they must be.
enum ImportNames {
    /// `text` as an UpperCamelCase identifier (`Sign Up` → `SignUp`, `2FA` → `Step2FA`).
    static func typeName(_ text: String) -> String {
        let words = text.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
        var name = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if name.first.map({ !$0.isLetter }) ?? true { name = "Step" + name }
        return name
    }

    /// `text` as a lowerCamelCase identifier that is not a keyword.
    static func memberName(_ text: String) -> String {
        let name = SwiftIdentifier.lowercasedFirst(typeName(text))
        return SwiftIdentifier.isValid(name) ? name : name + "Value"
    }

    /// `name`, or `name2`, `name3`… the first that `taken` does not hold; adds it to `taken`.
    static func unique(_ name: String, in taken: inout Set<String>) -> String {
        var candidate = name
        var number = 2
        while taken.contains(candidate) {
            candidate = "\(name)\(number)"
            number += 1
        }
        taken.insert(candidate)
        return candidate
    }
}
