// The lines the "Porting from the Ping SDK" article (Sources/Orchestrate/Orchestrate.docc/PortingFromPingSDK.md) says
// change, word for word (DocumentationSnippetTests checks it), run against the sandbox. The hand-written collector and
// callback are in CustomCollectorUsageTests and CustomCallbackPortTests; the typed form, which needs generated code,
// in GeneratedCodeTests (PortingFromPingSDKExampleTests).
import Foundation
import Orchestrate
import OrchestrateSandbox
import Testing

/// Fills a text collector the way the article's pattern does.
private func fill(_ item: any Collector) {
    switch item {
    case let text as TextCollector: text.value = "My First Name" // was: case is TextCollector, then a forced cast
    default: break
    }
}

/// The user's email, from claims that are `JSON`.
private func email(of user: OidcUser) async throws -> String? {
    let email = try await user.userinfo(cache: false).get()["email"]?.stringValue // was: info["email"] as? String
    return email
}

@Suite struct PortingArticleExampleTests {
    @Test func aCasePatternFillsTheTextCollectors() async throws {
        try await withPingSandbox { server in
            let daVinci = try await DaVinciUsageTests.makeDaVinci(server)
            let node = try #require(await daVinci.start() as? ContinueNode)
            for item in node.collectors {
                fill(item)
            }
            #expect(node.collector(TextCollector.self, key: "username")?.value == "My First Name")
            #expect(node.collector(PasswordCollector.self, key: "password")?.value == "")
        }
    }

    @Test func userinfoIsJSONReadWithoutCasts() async throws {
        try await withPingSandbox { server in
            let daVinci = try await DaVinciUsageTests.makeDaVinci(server)
            let success = try #require(try await DaVinciUsageTests.signIn(daVinci) as? SuccessNode)
            let user = try #require(success.user)
            #expect(try await email(of: user) == "alice@example.com")
        }
    }

    @Test func theJourneyUsersTokenIsAwaitedAndOptional() async throws {
        try await withPingSandbox { server in
            let journey = try await JourneyUsageTests.makeJourney(server)
            #expect(await journey.journeyUser() == nil)
            _ = try #require(await JourneyUsageTests.login(journey) as? SuccessNode)
            let token = await journey.journeyUser()?.token() // was: journeyUser.token()
            #expect(try token?.get().accessToken.isEmpty == false)
        }
    }
}
