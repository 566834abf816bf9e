import FlyingFox
import FlyingSocks
import Foundation
import Testing

@testable import OrchestrateSandbox

/// What keeps the server fast and its memory bounded: the journal's limit and `TCP_NODELAY` on its sockets.
@Suite struct ServerResourceTests {
    static func record(_ index: Int) -> SandboxRecord {
        SandboxRecord(method: "GET", path: "/\(index)")
    }

    @Test func theJournalKeepsTheMostRecentRequestsInOrder() async {
        let journal = Journal(limit: 3)
        for index in 1...7 { await journal.append(Self.record(index)) }
        #expect(await journal.all().map(\.path) == ["/5", "/6", "/7"])
        await journal.clear()
        await journal.append(Self.record(8))
        #expect(await journal.all().map(\.path) == ["/8"])
    }

    @Test func aJournalLimitOfZeroKeepsNothing() async {
        let journal = Journal(limit: 0)
        await journal.append(Self.record(1))
        #expect(await journal.all().isEmpty)
    }

    @Test func theServerJournalsAtMostItsLimit() async throws {
        let server = SandboxServer(journalLimit: 2)
        let base = try await server.start()
        defer { Task { await server.stop() } }
        let client = TestHTTPClient()
        for index in 1...3 {
            _ = try await client.get(base.appendingPathComponent("missing-\(index)"))
        }
        #expect(await server.journal().map(\.path) == ["/missing-2", "/missing-3"])
    }

    @Test func thePoolTurnsOffNaglesAlgorithmOnTheSocketsItWaitsOn() async throws {
        let noDelay = BoolSocketOption(level: Int32(IPPROTO_TCP), name: TCP_NODELAY)
        let listener = try Socket(domain: AF_INET, type: .stream)
        try listener.bind(to: sockaddr_in.inet(ip4: "127.0.0.1", port: 0))
        try listener.listen()
        guard case let .ip4(_, port) = try listener.sockname() else {
            Issue.record("the listener has no IPv4 address")
            return
        }
        let client = try Socket(domain: AF_INET, type: .stream)
        try client.connect(to: sockaddr_in.inet(ip4: "127.0.0.1", port: port))
        #expect(try client.getValue(for: noDelay) == false)

        let pool = NoDelaySocketPool(base: HTTPServer.defaultPool())
        try await pool.prepare()
        let running = Task { try await pool.run() }
        defer { running.cancel() }
        try await pool.suspendSocket(client, untilReadyFor: .write)
        #expect(try client.getValue(for: noDelay) == true)
        try client.close()
        try listener.close()
    }
}
