import Foundation

/// Waits for something outside the app (`POLLING`), such as a push approval.
///
/// `poll()` returns an `AsyncStream` of statuses that ends with a final one (complete, expired, timed
/// out or error) or when the consumer stops (its task is cancelled). The final status's value is then
/// sent under the field's key with `eventType: polling`.
///
/// - Simple mode (`pollChallengeStatus` false, or true with an empty `challenge`, as in the Ping SDKs):
///   reports `.pending(retry: 1, …)`, waits `pollInterval`, then completes with `continue` for the app to
///   re-submit (the server answers with the same form until it is done); with no retries left it times out.
/// - Challenge mode: `POST`s (empty body, header `interactionId`) to
///   `{_links.self.href before /davinci/connections}/davinci/user/credentials/challenge/{challenge}/status`
///   up to `pollRetries` times, `pollInterval` apart, reporting `.pending(retry:maxRetries:)` before each.
///
/// `retriesAllowed` counts down as attempts are spent.
public final class PollingCollector: FieldCollector, SubmittingCollector, ContinueNodeAware {
    /// The field's common properties.
    public let field: Field
    /// The timing and mode, clamped to sane bounds.
    public let settings: PollingSettings
    private let node = Locked(WeakNode())
    private let result = Locked<String?>(nil)
    private let attemptsSpent = Locked(0)

    /// Creates the collector from the field's JSON.
    public init(with json: JSON) {
        field = Field(json: json)
        settings = PollingSettings(json: json)
    }

    /// The node the field belongs to (held weakly: the node holds its collectors).
    public var continueNode: ContinueNode? {
        get { node.current.node }
        set { node.withLock { $0.node = newValue } }
    }

    /// `polling`.
    public var eventType: String { "polling" }
    /// Milliseconds between polls, as sent.
    public var pollInterval: Int { settings.pollInterval }
    /// Polls allowed, as sent.
    public var pollRetries: Int { settings.pollRetries }
    /// Polls left: `pollRetries` after clamping, less the attempts spent so far.
    public var retriesAllowed: Int { max(settings.retries - attemptsSpent.current, 0) }
    /// Whether the challenge's status is polled (an empty `challenge` falls back to simple mode).
    public var pollChallengeStatus: Bool { settings.pollChallengeStatus && !settings.challenge.isEmpty }
    /// The challenge whose status is polled.
    public var challenge: String { settings.challenge }

    /// The value of the last final status (`approved`, `continue`, `expired`, `timedOut`, `error`); `nil`
    /// before polling ended.
    public var value: String? { result.current }

    /// The status URL of challenge mode, built from the node's `_links.self.href`; `nil` without a node,
    /// a self link or a challenge. Whether it may be sent to (TLS outside loopback) is the workflow's
    /// request guard's to say, as for every request: `poll()` sends through the workflow's transport.
    public var statusURL: URL? {
        guard !challenge.isEmpty, let href = continueNode?.input[path: "_links", "self", "href"]?.stringValue,
            let range = href.range(of: "/davinci/connections")
        else { return nil }
        let encoded = challenge.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(["/"]))
        guard let encoded else { return nil }
        return URL(string: href[..<range.lowerBound] + "/davinci/user/credentials/challenge/\(encoded)/status")
    }

    /// Polls and streams the statuses; the last one is final unless the consumer stopped first.
    ///
    /// - Parameters:
    ///   - transport: sends the status requests; by default the workflow's own transport, behind its
    ///     request guard (TLS outside loopback, header checks, the body size limit).
    ///   - requestTimeout: how long one status request may take before it counts as a failed attempt;
    ///     by default the workflow's timeout (at most 60 seconds).
    public func poll(
        using transport: (any HTTPTransport)? = nil,
        requestTimeout: Duration? = nil
    ) -> AsyncStream<PollingStatus> {
        let settings = settings
        let timeoutSeconds = min(max(continueNode?.workflow.timeout ?? 30, 1), 60)
        let limit = requestTimeout ?? .seconds(timeoutSeconds)
        let challengeMode = pollChallengeStatus
        let poller =
            challengeMode
            ? statusURL.map { url in
                ChallengeStatusPoller(
                    url: url, interactionID: continueNode?.input["interactionId"]?.stringValue,
                    settings: settings,
                    transport: transport ?? continueNode?.workflow.http
                        ?? URLSessionTransport(timeout: timeoutSeconds),
                    requestTimeout: limit)
            } : nil
        let result = result
        let spent = attemptsSpent
        let attempted: @Sendable () -> Void = { spent.withLock { $0 += 1 } }
        return AsyncStream { continuation in
            let task = Task {
                let final: PollingStatus
                if challengeMode {
                    if let poller {
                        final = await poller.run({ continuation.yield($0) }, attempted: attempted)
                    } else {
                        final = .error("no challenge status URL")
                    }
                } else {
                    final = await Self.simplePoll(settings, emit: { continuation.yield($0) }, attempted: attempted)
                }
                guard !Task.isCancelled else { return continuation.finish() }
                result.withLock { $0 = final.value }
                continuation.yield(final)
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    private static func simplePoll(
        _ settings: PollingSettings, emit: @Sendable (PollingStatus) -> Void,
        attempted: @Sendable () -> Void
    ) async -> PollingStatus {
        guard settings.retries > 0 else { return .timedOut }
        emit(.pending(retry: 1, maxRetries: settings.retries))
        do { try await Task.sleep(for: settings.interval) } catch { return .error("cancelled") }
        attempted()
        return .complete("continue")
    }

    /// The final status's value; `nil` before polling ended.
    public func payload() -> JSON? { result.current.map(JSON.string) }
}
