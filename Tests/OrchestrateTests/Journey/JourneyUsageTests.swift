import Foundation
import Orchestrate
import OrchestrateSandbox
import Testing

/// A custom callback, registered as an app would.
final class MyCallback: InputCallback {
    let content: CallbackContent
    let inputs: Locked<[JSON]>
    init(with json: JSON) {
        content = CallbackContent(json: json)
        inputs = Locked(inputsOf: content)
    }
}

/// The usage the Journey issue gives, written as an app ported from the Ping SDK would write it, run
/// against the sandbox's `Login` tree.
@Suite struct JourneyUsageTests {
    @Test func theUsageCompilesAndBehavesAsItReads() async throws {
        try await withSandbox { server, _ in
            let serverUrl = try #require(await server.amBaseURL()).absoluteString
            let journey = Journey.createJourney { config in
                config.serverUrl = serverUrl // required
                config.realm = "alpha" // default "root"
                config.cookie = "iPlanetDirectoryPro" // default: the SSO token's header name
                config.timeout = 30 // and debug, logger, module(...) as in every workflow
                config.logger = SilentLogger()
            }
            var node = await journey.start("Login") // authIndexType=service
            node = await journey.start("Login") {
                $0.forceAuth = true
                $0.noSession = true
            }
            #expect((node as? ContinueNode)?.callbacks.count == 2)
            if let step = node as? ContinueNode {
                (step.callbacks[0] as? NameCallback)?.name = "alice" // [any Callback], server order
                (step.callbacks[1] as? PasswordCallback)?.password = "Passw0rd!"
                node = await step.next()
            }
            let choice = try #require(node as? ContinueNode)
            (choice.callbacks[0] as? ChoiceCallback)?.selectedIndex = 0
            let code = try #require(await choice.next() as? ContinueNode)
            (code.callbacks[0] as? TextInputCallback)?.text = "123456"
            node = await code.next()
            #expect((node as? SuccessNode)?.session == nil) // noSession: no tokenId

            node = await journey.start("Login")
            let again = try #require(node as? ContinueNode)
            (again.callbacks[0] as? NameCallback)?.name = "alice"
            (again.callbacks[1] as? PasswordCallback)?.password = "Passw0rd!"
            let verify = try #require(await again.next() as? ContinueNode)
            (verify.callbacks[0] as? ChoiceCallback)?.selectedIndex = 0
            let otp = try #require(await verify.next() as? ContinueNode)
            (otp.callbacks[0] as? TextInputCallback)?.text = "123456"
            node = await otp.next()
            let session = try #require((node as? SuccessNode)?.session) // the tokenId
            #expect(await journey.session()?.value == session) // the stored SSO token
            #expect((try? await journey.signOff().get()) != nil) // Result, like Workflow.signOff
            #expect(await journey.session() == nil)

            CallbackRegistry.shared.register(type: "MyCallback", callback: MyCallback.self) // seeds/003's pattern
            #expect(CallbackRegistry.shared.callback(for: ["type": "MyCallback"]) is MyCallback)
        }
    }
}
