import Foundation
import Orchestrate

/// Runs a polling field (a DaVinci `PollingCollector`, a Journey `PollingWaitCallback`) for a screen and
/// reports its ``progress``; when it ends, the screen submits the node.
///
/// ``run()`` polls in the caller's task, so cancelling the task stops it: in SwiftUI, run it from the
/// view's `.task`, which SwiftUI cancels when the view goes away. The DaVinci collector's own polling
/// (`poll()`) does the requests; this model only follows it.
///
/// ```swift
/// .task {
///     let model = PollingModel(collector: polling)
///     model.onChange = { progress = $0 }
///     if await model.run() { await submit() }
/// }
/// ```
@MainActor
public final class PollingModel {
    private enum Source {
        case collector(PollingCollector, (any HTTPTransport)?)
        case wait(PollingWaitCallback, steps: Int)
    }

    private let source: Source
    /// How far polling has got.
    public private(set) var progress: PollingProgress {
        didSet { if progress != oldValue { onChange?(progress) } }
    }
    /// Called on the main actor each time ``progress`` changes.
    public var onChange: (@MainActor (PollingProgress) -> Void)?

    /// Follows `collector`'s polling; `transport`, when given, sends its status requests instead of the
    /// workflow's (for tests).
    public init(collector: PollingCollector, transport: (any HTTPTransport)? = nil) {
        source = .collector(collector, transport)
        progress = PollingProgress(maxAttempts: collector.settings.retries, message: collector.label)
    }

    /// Waits out `callback`'s `waitTime`, reporting progress `steps` times.
    public init(callback: PollingWaitCallback, steps: Int = 20) {
        source = .wait(callback, steps: max(steps, 1))
        progress = PollingProgress(maxAttempts: 1, message: callback.message)
    }

    /// The model of a polling field (`polling` or `pollingWaitCallback`); `nil` for any other field.
    public convenience init?(field: NodeField) {
        if let collector = field.action(as: PollingCollector.self) {
            self.init(collector: collector)
        } else if let callback = field.action(as: PollingWaitCallback.self) {
            self.init(callback: callback)
        } else {
            return nil
        }
    }

    /// Polls until polling ends, updating ``progress``. Returns `true` when it ended and the node is to
    /// be submitted (whatever the final status: the collector sends it), `false` when the task was
    /// cancelled first, which stops the polling.
    public func run() async -> Bool {
        switch source {
        case .collector(let collector, let transport):
            return await follow(collector, transport: transport)
        case .wait(let callback, let steps):
            return await wait(callback, steps: steps)
        }
    }

    private func follow(_ collector: PollingCollector, transport: (any HTTPTransport)?) async -> Bool {
        var ended = false
        for await status in collector.poll(using: transport) {
            var next = progress
            next.status = status
            if case .pending(let retry, let maxRetries) = status {
                next.attempt = retry
                next.maxAttempts = maxRetries
                next.fraction = maxRetries > 0 ? Double(retry - 1) / Double(maxRetries) : 0
            } else {
                next.fraction = 1
                next.isFinished = true
                ended = true
            }
            progress = next
        }
        return ended && !Task.isCancelled
    }

    private func wait(_ callback: PollingWaitCallback, steps: Int) async -> Bool {
        let total = callback.waitTime
        progress.attempt = 1
        for step in 1...steps {
            do {
                try await Task.sleep(for: .milliseconds(total / steps))
            } catch {
                return false
            }
            var next = progress
            next.fraction = Double(step) / Double(steps)
            next.isFinished = step == steps
            progress = next
        }
        return true
    }
}
