import Foundation
import OrchestrateSandbox
import Testing

@Suite("Concurrent interactions")
struct ConcurrencyTests {
    @Test("50 interleaved sign-ins each finish with their own code, without cross-talk")
    func fiftyInterleavedFlows() async throws {
        try await withSandbox { server, driver in
            let count = 50
            // Phase 1: start every interaction before any continues.
            let sessions = try await withThrowingTaskGroup(of: DaVinciTestDriver.Session.self) { group in
                for _ in 0..<count {
                    group.addTask { try await driver.authorize().1 }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(Set(sessions.map(\.interactionID)).count == count)

            // Phase 2: half fail once first, everyone signs in, all concurrently.
            let otpSessions = try await withThrowingTaskGroup(of: (Int, DaVinciTestDriver.Session).self) { group in
                for (index, session) in sessions.enumerated() {
                    group.addTask {
                        if index.isMultiple(of: 2) {
                            let wrong = try await driver.submit(
                                session, actionKey: "submit",
                                formData: ["username": "alice", "password": .string("wrong-\(index)")])
                            #expect(wrong.status == 400)
                            #expect(wrong.json?["interactionId"] == .string(session.interactionID))
                            #expect(
                                wrong.json?["details"]?[0]?["rawResponse"]?["details"]?[0]?["innerError"]?[
                                    "failuresRemaining"] == 4)
                        }
                        let otp = try await driver.submit(
                            session, actionKey: "submit",
                            formData: ["username": "alice", "password": "Passw0rd!"])
                        #expect(otp.json?["id"] == "otp")
                        #expect(otp.json?["interactionId"] == .string(session.interactionID))
                        return (index, try driver.advance(session, with: otp))
                    }
                }
                return try await group.reduce(into: [:]) { $0[$1.0] = $1.1 }
            }

            // Phase 3: every interaction verifies its code, in reverse order, concurrently.
            let results = try await withThrowingTaskGroup(of: (String, String, String).self) { group in
                for index in (0..<count).reversed() {
                    let session = try #require(otpSessions[index])
                    group.addTask {
                        let done = try await driver.submit(session, actionKey: "verify", formData: ["otp": "123456"])
                        #expect(done.status == 200)
                        let json = try #require(done.json)
                        let code = try #require(json["authorizeResponse"]?["code"]?.stringValue)
                        #expect(json["interactionId"] == .string(session.interactionID))
                        return (session.interactionID, code, try #require(done.setCookieValue("ST")))
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(results.count == count)
            #expect(Set(results.map(\.0)) == Set(sessions.map(\.interactionID)))
            #expect(Set(results.map(\.1)).count == count, "every interaction gets its own code")
            #expect(Set(results.map(\.2)).count == count, "every interaction gets its own session token")

            // Every interaction is finished.
            for session in sessions.prefix(5) {
                let after = try await driver.submit(session, actionKey: "verify", nodeID: "otp")
                #expect(after.status == 400)
            }
            let journal = await server.journal()
            #expect(journal.count == count + count / 2 + count + count + 5)
        }
    }
}
