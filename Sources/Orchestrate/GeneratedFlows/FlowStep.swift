import Foundation

/// The steps of a flow, as the generated `Step` enum of a flow spec declares them: one case per step
/// (a form step carries its typed form), and cases for a server error, a failure, a node that looks like
/// a step's form but lacks its fields, and a node of no step.
///
/// The enum declares its cases and which form each form step shows; making a step of a node, and the step
/// a node belongs to, are the same for every flow and live here.
public protocol FlowStep: Sendable {
    /// The names of the steps.
    associatedtype Name: RawRepresentable, Hashable, Sendable where Name.RawValue == String

    /// The form steps in the order a `ContinueNode` is tried against their forms.
    static var forms: [StepForm<Self>] { get }
    /// The step of a `SuccessNode`.
    static func succeeded(_ node: SuccessNode) -> Self
    /// The step of an `ErrorNode`.
    static func error(_ node: ErrorNode) -> Self
    /// The step of a `FailureNode`.
    static func failure(_ node: FailureNode) -> Self
    /// The step of a node that matches a step's form but does not have that form's fields.
    static func invalid(_ node: ContinueNode, _ error: any Error) -> Self
    /// The step of a node of no step.
    static func unknown(_ node: any Node) -> Self
    /// The step's name; `nil` for an error, a failure, an invalid or an unknown node.
    var name: Name? { get }
}

extension FlowStep {
    /// The step of `node`: a `ContinueNode` becomes the first form step whose form matches it.
    public init(_ node: any Node) {
        switch node {
        case let node as ContinueNode:
            self = Self.forms.lazy.compactMap { $0.step(node) }.first ?? .unknown(node)
        case let node as SuccessNode:
            self = .succeeded(node)
        case let node as ErrorNode:
            self = .error(node)
        case let node as FailureNode:
            self = .failure(node)
        default:
            self = .unknown(node)
        }
    }

    /// The name of the step `node` belongs to: a form's step, the success step, or for an `ErrorNode` the
    /// step of the form it can be retried from.
    public static func stepName(of node: any Node) -> String? {
        if let error = node as? ErrorNode {
            return error.continueNode.flatMap { Self($0).name?.rawValue }
        }
        return Self(node).name?.rawValue
    }
}

/// A form step of a `FlowStep` enum: its form type and the case that carries it.
public struct StepForm<Step: FlowStep>: Sendable {
    /// The step of a node if it matches the form: the case, or `invalid` when the fields do not fit.
    let step: @Sendable (ContinueNode) -> Step?

    /// The form step whose case is `make` (`Step.signOn`); the form type is the case's payload.
    @_spi(Generated)
    public init<Form: NodeForm>(_ make: @escaping @Sendable (Form) -> Step) {
        step = { node in
            guard Form.matches(node) else { return nil }
            do {
                return make(try Form(node))
            } catch {
                return .invalid(node, error)
            }
        }
    }
}
