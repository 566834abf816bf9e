#if canImport(SwiftUI)
import Orchestrate
import SwiftUI

/// Drives a whole flow, start to success or error: a ``NodeView`` per node, and slots for loading, error
/// and success. Dismissing the view cancels the request under way.
///
/// ```swift
/// FlowView(workflow: daVinci)
///     .successView { success in SignedInView(onSignOff: success.signOff) }
/// FlowView(workflow: journey) { await $0.start("Login") }
/// ```
public struct FlowView<Loading: View, Failure: View, Success: View>: View {
    private let workflow: Workflow
    private let start: @Sendable (Workflow) async -> any Node
    private let loading: () -> Loading
    private let failure: (FlowFailure) -> Failure
    private let success: (FlowSuccess) -> Success
    @State private var node: (any Node)?
    @State private var run = 0

    /// A flow of `workflow`, begun by `start` (`workflow.start()` by default), with the given slots.
    public init(
        workflow: Workflow,
        start: @escaping @Sendable (Workflow) async -> any Node = { await $0.start() },
        @ViewBuilder loading: @escaping () -> Loading,
        @ViewBuilder failure: @escaping (FlowFailure) -> Failure,
        @ViewBuilder success: @escaping (FlowSuccess) -> Success
    ) {
        self.workflow = workflow
        self.start = start
        self.loading = loading
        self.failure = failure
        self.success = success
    }

    /// The current step: loading, a node's screen, an error, or success.
    public var body: some View {
        content.task(id: run) {
            node = nil
            let first = await start(workflow)
            guard !Task.isCancelled else { return }
            node = first
        }
    }

    @ViewBuilder private var content: some View {
        switch node {
        case let next as ContinueNode:
            NodeView(node: next) { node = $0 }.id(ObjectIdentifier(next))
        case let done as SuccessNode:
            success(
                FlowSuccess(node: done) { [workflow] in
                    _ = await workflow.signOff()
                    restart()
                })
        case let error as ErrorNode:
            failure(
                FlowFailure(message: error.message, errorNode: error) {
                    if let retry = error.continueNode { node = retry } else { restart() }
                })
        case nil:
            loading()
        default:
            failure(FlowFailure(message: "", errorNode: nil) { restart() })
        }
    }

    private func restart() { run &+= 1 }
}

extension FlowView where Loading == FlowLoadingView, Failure == FlowFailureView, Success == FlowSuccessView {
    /// A flow of `workflow` with the default slots, begun by `start` (`workflow.start()` by default).
    public init(workflow: Workflow, start: @escaping @Sendable (Workflow) async -> any Node = { await $0.start() }) {
        self.init(
            workflow: workflow, start: start, loading: { FlowLoadingView() },
            failure: { FlowFailureView(failure: $0) }, success: { FlowSuccessView(success: $0) })
    }
}

extension FlowView {
    /// This flow with `make` as its loading slot.
    public func loadingView<Content: View>(@ViewBuilder _ make: @escaping () -> Content) -> FlowView<
        Content, Failure, Success
    > {
        FlowView<Content, Failure, Success>(
            workflow: workflow, start: start, loading: make, failure: failure, success: success)
    }

    /// This flow with `make` as its error slot.
    public func errorView<Content: View>(@ViewBuilder _ make: @escaping (FlowFailure) -> Content) -> FlowView<
        Loading, Content, Success
    > {
        FlowView<Loading, Content, Success>(
            workflow: workflow, start: start, loading: loading, failure: make, success: success)
    }

    /// This flow with `make` as its success slot.
    public func successView<Content: View>(@ViewBuilder _ make: @escaping (FlowSuccess) -> Content) -> FlowView<
        Loading, Failure, Content
    > {
        FlowView<Loading, Failure, Content>(
            workflow: workflow, start: start, loading: loading, failure: failure, success: make)
    }
}
#endif
