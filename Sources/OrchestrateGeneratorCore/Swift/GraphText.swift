/// The words of a flow graph's text that come from a spec, written as the runtime's
/// `FlowGraph.init(start:text:)` reads them (strings are `JSONText.quote`d).
enum GraphText {
    /// A field condition's value (a string, number or boolean of the spec) as JSON text; `nil`, with an
    /// error, for a number that is not finite.
    static func scalar(_ node: YAMLNode, diagnostics: inout DiagnosticBag) -> String? {
        switch node.value {
        case .scalar(let text, .string):
            return JSONText.quote(text)
        case .scalar(let text, .bool):
            return YAMLNode.ScalarKind.isTrue(text) ? "true" : "false"
        case .scalar(let text, let kind) where kind == .int || kind == .float:
            return SwiftValues.finiteNumber(text, kind: kind, at: node.location, diagnostics: &diagnostics)
        default:
            return "null"
        }
    }
}
