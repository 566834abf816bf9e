import Foundation
import Orchestrate

/// Sign-in flows against the sandbox (`orchestrate-sandbox`, release build, its own process) on loopback:
/// many at once through the runtime's `URLSessionTransport`, with the server's resident memory read from
/// `/proc` before and after.
struct LoadBenchmark {
    /// Which protocol the flows speak.
    enum Kind {
        /// The demo DaVinci flow: start → sign-on → one-time code → success (3 exchanges).
        case davinci
        /// The demo AM tree `Login`: start → name and password → choice → one-time code → success, then
        /// sign-off (5 exchanges).
        case journey
    }

    let environment: BenchEnvironment
    let flows: Int
    let concurrency: Int
    var kind: Kind = .davinci

    /// The outcome of one round of flows.
    struct Round {
        var seconds: Double
        var latencies: Samples
        var failures: Int
        var firstFailure: String?
    }

    /// The sandbox's handler timeout in this benchmark (see `run()`).
    static let handlerTimeout = 10.0

    func run() async throws -> Table {
        // FlyingFox arms a handler-timeout timer per request, which keeps a few hundred bytes until it expires
        // (at the default 120 s, a load test would only see those timers pile up). With a 10 s timeout the
        // benchmark can wait them out and compare the server's memory at rest before and after a round.
        let server = try SandboxProcess(
            program: environment.program("orchestrate-sandbox"),
            arguments: ["--handler-timeout", "\(Int(Self.handlerTimeout))"])
        defer { server.stop() }
        let settle = Duration.seconds(Self.handlerTimeout + 2)
        let idle = residentMemory(of: server.pid)
        var rounds: [(name: String, result: Round, busy: Int?, rest: Int?)] = []
        for name in ["warm-up", "measured 1", "measured 2"] {
            let result = try await round(flows: flows, server: server)
            let busy = residentMemory(of: server.pid)
            try await Task.sleep(for: settle)
            rounds.append((name, result, busy, residentMemory(of: server.pid)))
        }

        let what = kind == .davinci ? "sign-in flows" : "journeys (AM tree Login)"
        var table = Table(
            "Load: \(what) against the sandbox on loopback (\(flows) per round, \(concurrency) at once)",
            columns: [
                "round", "flows/s", "p50 latency", "p99 latency", "max", "failures",
                "server memory right after", "\(Int(Self.handlerTimeout) + 2) s later",
            ])
        for round in rounds {
            table.add([
                round.name, String(format: "%.0f", Double(flows) / round.result.seconds),
                duration(round.result.latencies.median), duration(round.result.latencies.percentile(99)),
                duration(round.result.latencies.max), "\(round.result.failures)",
                round.busy.map(bytes) ?? "–", round.rest.map(bytes) ?? "–",
            ])
        }
        let before = rounds[0].rest
        let after = rounds[rounds.count - 1].rest
        let growth = before.flatMap { first in after.map { $0 - first } }
        let failures = rounds.reduce(0) { $0 + $1.result.failures }
        let firstFailure = rounds.lazy.compactMap(\.result.firstFailure).first
        table.notes = [
            (kind == .davinci
                ? "A flow is start → sign-on form (alice / Passw0rd!) → one-time code (123456) → success: 3 HTTP exchanges "
                    + "through `DaVinci.createDaVinci` and `URLSessionTransport`; "
                : "A journey is start → name and password (alice / Passw0rd!) → choice → one-time code (123456) → success "
                    + "→ sign-off: 5 HTTP exchanges through `Journey.createJourney` and `URLSessionTransport`; ")
                + "\(concurrency) clients (one workflow each) "
                + "run their share of the flows one after another. Latency is a whole flow's. Client and server share the machine.",
            "Server memory is its resident set (`/proc/PID/status` VmRSS), idle \(idle.map(bytes) ?? "–"). The sandbox runs "
                + "with `--handler-timeout \(Int(Self.handlerTimeout))`: its HTTP engine arms a timer of that length per request, "
                + "which holds a few hundred bytes until it expires, so memory is compared at rest, once those timers are gone.",
            "Failures must be 0: " + (failures == 0 ? "met." : "NOT met (\(firstFailure ?? "")).")
                + " No growth after the run (at rest, after the warm-up round → after the last round): "
                + "\(growth.map(signedBytes) ?? "–") — "
                + ((growth ?? .max) <= 2_000_000 ? "met (within 2 MB of allocator noise)." : "NOT met."),
        ]
        return table
    }

    /// Runs `flows` sign-ins, `concurrency` at a time.
    private func round(flows: Int, server: SandboxProcess) async throws -> Round {
        let kind = self.kind
        let start = now()
        let results = await withTaskGroup(of: [Result<Double, FlowFailure>].self) { group in
            for client in 0..<concurrency {
                let share = flows / concurrency + (client < flows % concurrency ? 1 : 0)
                group.addTask {
                    let workflow = Self.workflow(kind, server: server)
                    var outcomes: [Result<Double, FlowFailure>] = []
                    for _ in 0..<share {
                        let began = now()
                        do {
                            switch kind {
                            case .davinci: try await Self.signIn(workflow)
                            case .journey: try await Self.journey(workflow)
                            }
                            outcomes.append(.success(now() - began))
                        } catch let failure as FlowFailure {
                            outcomes.append(.failure(failure))
                        } catch {
                            outcomes.append(.failure(FlowFailure(description: "\(error)")))
                        }
                    }
                    return outcomes
                }
            }
            var all: [Result<Double, FlowFailure>] = []
            for await outcomes in group { all += outcomes }
            return all
        }
        var latencies: [Double] = []
        var failures = 0
        var firstFailure: String?
        for result in results {
            switch result {
            case .success(let seconds): latencies.append(seconds)
            case .failure(let failure):
                failures += 1
                firstFailure = firstFailure ?? failure.description
            }
        }
        return Round(
            seconds: now() - start, latencies: Samples(latencies), failures: failures, firstFailure: firstFailure)
    }

    /// Why a flow did not succeed.
    struct FlowFailure: Error, CustomStringConvertible {
        var description: String
    }

    /// A client's workflow for `kind`.
    static func workflow(_ kind: Kind, server: SandboxProcess) -> Workflow {
        switch kind {
        case .davinci:
            DaVinci.createDaVinci { config in
                config.timeout = 30
                config.module(DaVinciModule.config) { $0.startURL = server.authorize }
            }
        case .journey:
            Journey.createJourney { config in
                config.timeout = 30
                config.serverUrl = server.amBaseURL
                config.realm = "alpha"
            }
        }
    }

    /// One journey through the demo `Login` tree, then its sign-off.
    static func journey(_ journey: Journey) async throws {
        guard let credentials = await journey.start("Login") as? ContinueNode else {
            throw FlowFailure(description: "no first node")
        }
        credentials.callback(NameCallback.self)?.name = "alice"
        credentials.callback(PasswordCallback.self)?.password = "Passw0rd!"
        guard let choice = await credentials.next() as? ContinueNode else {
            throw FlowFailure(description: "no choice node")
        }
        choice.callback(ChoiceCallback.self)?.selectedIndex = 0
        guard let code = await choice.next() as? ContinueNode else {
            throw FlowFailure(description: "no one-time code node")
        }
        code.callback(TextInputCallback.self)?.text = "123456"
        let last = await code.next()
        guard let success = last as? SuccessNode, success.session != nil else {
            throw FlowFailure(description: "no success: \(last)")
        }
        if case .failure(let error) = await journey.signOff() { throw FlowFailure(description: "sign-off: \(error)") }
    }

    /// One sign-in through the demo script's forms.
    static func signIn(_ workflow: Workflow) async throws {
        guard let signOn = await workflow.start() as? ContinueNode else {
            throw FlowFailure(description: "no sign-on form")
        }
        signOn.collector(TextCollector.self, key: "username")?.value = "alice"
        signOn.collector(PasswordCollector.self, key: "password")?.value = "Passw0rd!"
        signOn.collector(SubmitCollector.self, key: "submit")?.press()
        let afterSignOn = await signOn.next()
        guard let otp = afterSignOn as? ContinueNode else {
            throw FlowFailure(description: "no one-time code form: \(afterSignOn)")
        }
        otp.collector(TextCollector.self, key: "otp")?.value = "123456"
        otp.collector(SubmitCollector.self, key: "verify")?.press()
        let last = await otp.next()
        guard let success = last as? SuccessNode, success.session != nil else {
            throw FlowFailure(description: "no success: \(last)")
        }
    }
}

/// `+1.2 MB` / `-340 KB`.
func signedBytes(_ count: Int) -> String {
    (count < 0 ? "-" : "+") + bytes(abs(count))
}

/// `orchestrate-sandbox` in a child process on a free loopback port, stopped by closing its standard input.
final class SandboxProcess: Sendable {
    let pid: Int32
    let authorize: String
    /// `{base}/am`: the `serverUrl` of a journey.
    let amBaseURL: String
    private nonisolated(unsafe) let process: Process
    private let input: Pipe

    init(program: String, arguments: [String] = []) throws {
        process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = ["--port", "0", "--until-stdin-closes"] + arguments
        input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        pid = process.processIdentifier
        // "orchestrate-sandbox listening on http://127.0.0.1:PORT | authorize: http://... | demo user: ..."
        var text = ""
        while !text.contains("\n") {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        guard let range = text.range(of: "authorize: "),
            let url = text[range.upperBound...].split(separator: " ").first
        else {
            process.terminate()
            throw ChildProcess.Failure(description: "orchestrate-sandbox did not print its authorize URL: \(text)")
        }
        authorize = String(url)
        var base = URLComponents(string: authorize)
        base?.path = "/am"
        base?.query = nil
        amBaseURL = base?.string ?? authorize
    }

    func stop() {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }
}
