import Foundation

/// Runs once per workflow, before its first flow or sign-off.
public typealias InitializeHook = @Sendable () async throws -> Void
/// Changes the request that starts a flow.
public typealias StartHook = @Sendable (FlowContext, Request) async throws -> Request
/// Changes the request that submits a `ContinueNode`.
public typealias NextHook = @Sendable (FlowContext, ContinueNode, Request) async throws -> Request
/// Reads a response, whatever transport produced it.
public typealias ResponseHook = @Sendable (FlowContext, Response) async throws -> Void
/// Turns a response into a node.
public typealias TransformHook = @Sendable (FlowContext, Response) async throws -> any Node
/// Inspects or replaces a node.
public typealias NodeHook = @Sendable (FlowContext, any Node) async throws -> any Node
/// Inspects or replaces a success node.
public typealias SuccessHook = @Sendable (FlowContext, SuccessNode) async throws -> SuccessNode
/// Changes the sign-off request.
public typealias SignOffHook = @Sendable (Request) async throws -> Request
/// Sends a request in place of HTTP.
public typealias TransportHook = @Sendable (Request) async throws -> Response

/// An init function with the module that installed it and the modules it must come after.
struct InitializeEntry: Sendable {
    let module: String
    let after: [String]
    let hook: InitializeHook
}

/// The functions installed into each state of the workflow, in run order.
///
/// Every state runs all its hooks in order, except `transform` and `transport`, where one function
/// decides (the last one installed wins), and `initialize`, whose functions run concurrently unless
/// ordered by `after:`.
struct HookTable: Sendable {
    var initialize: [InitializeEntry] = []
    var start: [StartHook] = []
    var next: [NextHook] = []
    var response: [ResponseHook] = []
    var transform: TransformHook?
    var node: [NodeHook] = []
    var success: [SuccessHook] = []
    var signOff: [SignOffHook] = []
    var transport: TransportHook?

    /// `other`'s hooks run after this table's; its transform and transport replace this table's.
    mutating func append(_ other: HookTable) {
        initialize += other.initialize
        start += other.start
        next += other.next
        response += other.response
        transform = other.transform ?? transform
        node += other.node
        success += other.success
        signOff += other.signOff
        transport = other.transport ?? transport
    }
}
