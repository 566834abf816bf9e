import Foundation
import OrchestrateSandbox
import Testing

@Suite("AM concurrent journeys")
struct JourneyConcurrencyTests {
    @Test("60 journeys at once (sign-ins, wrong passwords, registrations) do not see each other")
    func concurrentJourneys() async throws {
        try await withJourneySandbox { server, driver in
            let outcomes = try await withThrowingTaskGroup(of: (Int, Bool).self) { group in
                for index in 0..<60 {
                    group.addTask {
                        switch index % 3 {
                        case 0:
                            let success = try await driver.signIn()
                            return (index, success.status == 200 && success.json?["tokenId"] != nil)
                        case 1:
                            let first = try await driver.start("Login")
                            let wrong = try await driver.next(
                                first, ["IDToken1": "alice", "IDToken2": .string("wrong-\(index)")])
                            return (index, wrong.status == 401)
                        default:
                            var inputs = JourneyRegistrationTests.valid
                            inputs["IDToken1"] = .string("user\(index)")
                            inputs["IDToken6answer"] = .string("answer\(index)")
                            let page = try await driver.start("Registration")
                            let done = try await driver.next(page, inputs)
                            guard done.json?["tokenId"] != nil else { return (index, false) }
                            // The new user's own KBA answer signs them in; nobody else's does.
                            let login = try await driver.start("Login")
                            let choice = try await driver.next(
                                login, ["IDToken1": .string("user\(index)"), "IDToken2": "Secret123"])
                            let question = try await driver.next(choice, ["IDToken1": 1])
                            let other = try await driver.next(question, ["IDToken1": .string("answer\(index + 3)")])
                            return (index, other.status == 401)
                        }
                    }
                }
                var results: [Int: Bool] = [:]
                for try await (index, ok) in group { results[index] = ok }
                return results
            }
            #expect(outcomes.count == 60)
            #expect(outcomes.filter { !$0.value }.keys.sorted() == [])
            for index in stride(from: 2, to: 60, by: 3) {
                #expect(await server.hasUser("user\(index)"))
            }
        }
    }
}
