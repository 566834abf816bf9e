import Foundation

/// When a segue of a flow graph may be taken, tested against the outcome of the step it leaves.
public indirect enum SegueCondition: Sendable, Equatable, CustomStringConvertible {
    /// Always.
    case always
    /// The server answered with a form of the named step (a `ContinueNode`, not an error).
    case reaches(String)
    /// The server answered with a `SuccessNode`.
    case succeeded
    /// The server answered with an `ErrorNode`: of this `status` and `code` where they are given. The code
    /// is the error's `code`, or one of its details' codes.
    case error(status: Int?, code: String?)
    /// The step failed: a `FailureNode` (the network, a malformed answer, a throwing app function).
    case failed
    /// The form was submitted with the button of this key.
    case button(String)
    /// The form sent `value` for the field of this key.
    case field(String, equals: JSON)
    /// The app operation returned this result.
    case result(String)
    /// The server answered with a Journey node whose validated callbacks report failed policies (AM sends
    /// the page back for the user to correct).
    case failedPolicies
    /// Every condition holds.
    case all([SegueCondition])

    /// Whether the condition holds for `outcome`.
    public func holds(for outcome: StepOutcome) -> Bool {
        switch self {
        case .always:
            return true
        case .reaches(let step):
            return outcome.node is ContinueNode && outcome.nodeStep == step
        case .succeeded:
            return outcome.node is SuccessNode
        case .error(let status, let code):
            guard let error = outcome.node as? ErrorNode else { return false }
            if let status, error.status != status { return false }
            if let code, !Self.codes(of: error).contains(code) { return false }
            return true
        case .failed:
            return outcome.node is FailureNode
        case .button(let key):
            return outcome.button == key
        case .field(let key, let value):
            return outcome.fields[key] == value
        case .result(let result):
            return outcome.result == result
        case .failedPolicies:
            guard let node = outcome.node as? ContinueNode else { return false }
            return node.callbacks.contains { ($0 as? any PolicyCallback)?.failedPolicies.isEmpty == false }
        case .all(let conditions):
            return conditions.allSatisfy { $0.holds(for: outcome) }
        }
    }

    /// The condition as a flow graph's text writes it (`FlowGraph.init(start:text:)` reads it back): keys,
    /// codes and results as quoted JSON strings, a field's value as JSON.
    public var description: String {
        switch self {
        case .always: "always"
        case .reaches(let step): "form \(step)"
        case .succeeded: "success"
        case .error(let status, let code):
            (["error", status.map(String.init)] + [code.map(Self.quoted)]).compactMap { $0 }.joined(separator: " ")
        case .failed: "failure"
        case .button(let key): "button \(Self.quoted(key))"
        case .field(let key, let value): "field \(Self.quoted(key)) = \(value.serializedText())"
        case .result(let result): "result \(Self.quoted(result))"
        case .failedPolicies: "failedPolicies"
        case .all([]): "always"
        case .all(let conditions): conditions.map(\.description).joined(separator: " and ")
        }
    }

    /// `text` as a JSON string literal.
    private static func quoted(_ text: String) -> String { JSON.string(text).serializedText() }

    private static func codes(of error: ErrorNode) -> [String] {
        var codes = [error.input["code"]?.stringValue].compactMap { $0 }
        for detail in error.input["details"]?.arrayValue ?? [] {
            if let code = detail["code"]?.stringValue { codes.append(code) }
        }
        return codes
    }
}
