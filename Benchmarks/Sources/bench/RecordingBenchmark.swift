import Foundation
import Orchestrate
import OrchestrateSandbox

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What a user waits for while recording and replaying, over real sockets on loopback: a journey walked through
/// `RecordingProxy` as its file grows (each exchange is read by the secret rules, the file scrubbed again where it
/// must be and written whole, `0600`), against the same walk straight to the upstream, interleaved in one loop;
/// the same walk through a replay of the file it made; and one request against a hostile recording.
struct RecordingBenchmark {
    let quick: Bool

    func run() async throws -> Table {
        var table = Table(
            "Record and replay (loopback sockets; time per journey walk of 2 exchanges: start, wrong password → 401)",
            columns: ["operation", "median", "p90", "floor", "ratio", "walks"])
        let walks = quick ? 60 : 300
        let window = quick ? 15 : 40
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("orchestrate-bench-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("bench.recording.json")

        let upstream = SandboxServer(journalLimit: 0)
        let upstreamBase = try await upstream.start()
        let proxy = try RecordingProxy(upstream: upstreamBase, output: file)
        let proxyBase = try await proxy.start()
        var direct: [Double] = []
        var recorded: [Double] = []
        for _ in 0..<walks {
            direct.append(try await Self.timedWalk(amBase: upstreamBase.absoluteString + "/am"))
            recorded.append(try await Self.timedWalk(amBase: proxyBase.absoluteString + "/am"))
        }
        await proxy.stop()
        let recording = try SandboxRecording(contentsOf: file)
        let size = (try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
        for (label, range) in [
            ("first \(window) walks", 0..<window), ("last \(window) walks", (walks - window)..<walks),
        ] {
            let through = Samples(Array(recorded[range]))
            let straight = Samples(Array(direct[range]))
            table.add([
                "walk through the recorder, \(label) (file up to \(range.upperBound * 2) exchanges)",
                duration(through.percentile(50)), duration(through.percentile(90)),
                duration(straight.percentile(50)), ratio(through.percentile(50) / straight.percentile(50)),
                "\(range.count)",
            ])
        }

        // The same walk answered by a replay of that file (a fresh server; the floor is the scripted sandbox).
        let replay = try SandboxServer(replaying: recording, journalLimit: 0)
        let replayBase = try await replay.start()
        var replayed: [Double] = []
        var scripted: [Double] = []
        for _ in 0..<window {
            scripted.append(try await Self.timedWalk(amBase: upstreamBase.absoluteString + "/am"))
            replayed.append(try await Self.timedWalk(amBase: replayBase.absoluteString + "/am"))
        }
        await replay.stop()
        await upstream.stop()
        table.add([
            "walk through a replay of that file (\(recording.exchanges.count) exchanges, \(bytes(size)))",
            duration(Samples(replayed).percentile(50)), duration(Samples(replayed).percentile(90)),
            duration(Samples(scripted).percentile(50)),
            ratio(Samples(replayed).percentile(50) / Samples(scripted).percentile(50)), "\(window)",
        ])

        // A hostile recording: a body whose string is 40 placeholders one character apart, asked with 2 000 characters
        // that almost fit (a lazy regular expression backtracks over every split of them).
        let hostile = try Self.hostileReplay()
        let hostileBase = try await hostile.start()
        var hostileTimes: [Double] = []
        for _ in 0..<(quick ? 3 : 10) {
            var request = URLRequest(url: hostileBase.appendingPathComponent("hostile"))
            request.httpMethod = "POST"
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
            request.httpBody = Data(#"{"v": "\#(String(repeating: "a", count: 2_000))"}"#.utf8)
            request.timeoutInterval = 600
            let started = now()
            let (_, response) = try await URLSession.shared.data(for: request)
            hostileTimes.append(now() - started)
            guard (response as? HTTPURLResponse)?.statusCode == 400 else {
                throw ChildProcess.Failure(description: "the hostile request was not answered as a mismatch")
            }
        }
        await hostile.stop()
        table.add([
            "one request against a hostile recording (40 placeholders in a body string, 2 000 characters sent)",
            duration(Samples(hostileTimes).percentile(50)), duration(Samples(hostileTimes).percentile(90)), "", "",
            "\(hostileTimes.count) requests",
        ])
        table.notes = [
            "Walks alternate, straight to the sandbox and through the recorder (then the replay), in one loop, so that "
                + "the machine's drift falls on both; medians and 90th percentiles of single walks.",
            "The recorder reads each exchange by the secret rules, scrubs again the exchanges that hold a value it "
                + "learned, runs the last pass over the file and writes it whole: the ratio of the last walks to the "
                + "first is what a growing file costs.",
        ]
        return table
    }

    /// One walk of the sandbox's `Login`: start, a wrong password (AM answers 401); its time in seconds.
    static func timedWalk(amBase: String) async throws -> Double {
        let journey = Journey.createJourney { config in
            config.serverUrl = amBase
            config.realm = "alpha"
            config.logger = SilentLogger()
        }
        let started = now()
        guard let page = await journey.start("Login") as? ContinueNode else {
            throw ChildProcess.Failure(description: "the journey did not start on a page")
        }
        page.callback(NameCallback.self)?.name = "alice"
        page.callback(PasswordCallback.self)?.password = "not the password"
        guard let refused = await page.next() as? ErrorNode, refused.status == 401 else {
            throw ChildProcess.Failure(description: "the wrong password was not refused with a 401")
        }
        return now() - started
    }

    /// A replay whose one exchange's body string is 40 placeholders one character apart, ending in a `c`.
    static func hostileReplay() throws -> SandboxServer {
        var recording = SandboxRecording(upstream: "https://tenant.example")
        let placeholders = (1...40).map { "orchestrate-recorded-state-\($0)" }
        recording.replacements = placeholders.map {
            RecordedReplacement(placeholder: $0, kind: .state, firstSeen: "bench")
        }
        recording.exchanges = [
            RecordedExchange(
                walk: 1,
                request: RecordedRequest(
                    method: "POST", path: "/hostile", query: [], headers: [],
                    body: .json(["v": .string(placeholders.joined(separator: "a") + "c")])),
                response: RecordedResponse(status: 200, headers: [], body: .json(["ok": true])))
        ]
        return try SandboxServer(replaying: recording, journalLimit: 0)
    }
}
