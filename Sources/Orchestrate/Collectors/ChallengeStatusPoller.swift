import Foundation

/// Polls a challenge's status URL until it completes, expires, fails or the retries run out.
///
/// Answers: 200 `{"isChallengeComplete": true, "status": …}` completes with the status (`approved`
/// when absent); 200 not complete is pending. 400, or any error body whose `serviceName` is
/// `challengeExpired`, is expired (iOS and Android rules together). Another 4xx is an error. 5xx,
/// transport failures and requests that outlast `requestTimeout` are transient (the iOS rule): they use a
/// retry, and end as an error only when the retries run out on one.
struct ChallengeStatusPoller: Sendable {
    let url: URL
    let interactionID: String?
    let settings: PollingSettings
    let transport: any HTTPTransport
    let requestTimeout: Duration

    /// Polls, reporting `.pending(retry:maxRetries:)` before every attempt (as the Ping SDKs do, so a view
    /// shows progress from the first request on) and calling `attempted` once each attempt is spent.
    func run(_ emit: @Sendable (PollingStatus) -> Void, attempted: @Sendable () -> Void = {}) async -> PollingStatus {
        let maxRetries = settings.retries
        var lastFailure: String?
        for attempt in 0..<maxRetries {
            if Task.isCancelled { return .error("cancelled") }
            if attempt > 0 {
                do { try await Task.sleep(for: settings.interval) } catch { return .error("cancelled") }
            }
            emit(.pending(retry: attempt + 1, maxRetries: maxRetries))
            let outcome = await check()
            attempted()
            switch outcome {
            case .final(let status):
                return status
            case .pending:
                lastFailure = nil
            case .transient(let reason):
                lastFailure = reason
            }
        }
        return lastFailure.map(PollingStatus.error) ?? .timedOut
    }

    private enum Check: Sendable {
        case final(PollingStatus)
        case pending
        case transient(String)
    }

    private func check() async -> Check {
        let request = Request(url: url)
        request.method(.post)
        request.header(name: "Accept", value: "application/json")
        if let interactionID { request.secretHeader(name: "interactionId", value: interactionID) }
        let response: Response
        do {
            response = try await Deadline.run(requestTimeout) { try await transport.send(request) }
        } catch is Deadline.Expired {
            return .transient("status request timed out")
        } catch {
            return .transient("status request failed")
        }
        let json = try? response.json()
        if response.isSuccess {
            guard json?["isChallengeComplete"]?.boolValue == true else { return .pending }
            return .final(.complete(json?["status"]?.stringValue ?? "approved"))
        }
        if response.status == 400 || json?["serviceName"]?.stringValue == "challengeExpired" {
            return .final(.expired)
        }
        if (500..<600).contains(response.status) {
            return .transient("status endpoint answered \(response.status)")
        }
        return .final(.error("status endpoint answered \(response.status)"))
    }
}

/// Runs an operation with a time limit that holds even when the operation ignores cancellation: the
/// caller resumes at the deadline and the operation is cancelled (and abandoned).
enum Deadline {
    /// The operation outlasted its time.
    struct Expired: Error {}

    static func run<T: Sendable>(_ limit: Duration, _ operation: @escaping @Sendable () async throws -> T)
        async throws -> T
    {
        let resumed = Locked(false)
        let tasks = Locked<[Task<Void, Never>]>([])
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<T, any Error>) in
                @Sendable func finish(_ result: Result<T, any Error>) {
                    let first = resumed.withLock { done in
                        defer { done = true }
                        return !done
                    }
                    guard first else { return }
                    continuation.resume(with: result)
                    for task in tasks.current { task.cancel() }
                }
                let work = Task {
                    do { finish(.success(try await operation())) } catch { finish(.failure(error)) }
                }
                let timer = Task {
                    try? await Task.sleep(for: limit)
                    finish(.failure(Expired()))
                }
                tasks.withLock { $0 = [work, timer] }
                if resumed.current {
                    work.cancel()
                    timer.cancel()
                }
            }
        } onCancel: {
            for task in tasks.current { task.cancel() }
        }
    }
}
