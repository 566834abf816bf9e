import Foundation
import Orchestrate
import Testing

// The sign-in example of the state machine seed: AuthState with authN and authZ substates.

enum AuthEvent: Sendable, Equatable, CustomStringConvertible {
    case signIn(user: String, pass: String, at: Date)
    case didSignIn
    case didGetCreds([String: String])
    case authIsReady

    var description: String {
        switch self {
        case .signIn: "signIn"
        case .didSignIn: "didSignIn"
        case .didGetCreds: "didGetCreds"
        case .authIsReady: "authIsReady"
        }
    }
}

struct AuthenticationState: MachineState {
    var isSignedIn = false
    var lastSignedIn: Date?

    func resolve(_ event: AuthEvent) -> StateResolution<Self> {
        guard case .signIn(_, _, let date) = event else { return StateResolution(newState: self) }
        return StateResolution(newState: Self(isSignedIn: true, lastSignedIn: date), effects: [.dispatch(.didSignIn)])
    }
}

struct AuthorizationState: MachineState {
    var isAuthorized = false
    var credentials: [String: String] = [:]

    func resolve(_ event: AuthEvent) -> StateResolution<Self> {
        switch event {
        case .didSignIn:
            StateResolution(newState: self, effects: [.callOut("getCreds") { .didGetCreds(["token": "abc"]) }])
        case .didGetCreds(let credentials):
            StateResolution(newState: Self(isAuthorized: true, credentials: credentials))
        default:
            StateResolution(newState: self)
        }
    }
}

struct AuthState: MachineState {
    var isReady = false
    var authNState = AuthenticationState()
    var authZState = AuthorizationState()

    func resolve(_ event: AuthEvent) -> StateResolution<Self> {
        var next = self
        var effects = Self.resolveSubstate(\.authNState, of: &next, with: event)
        effects += Self.resolveSubstate(\.authZState, of: &next, with: event)
        if !next.isReady && next.authNState.isSignedIn && next.authZState.isAuthorized {
            next.isReady = true
            effects.append(.dispatch(.authIsReady))
        }
        return StateResolution(newState: next, effects: effects)
    }
}

@Suite struct StateMachineTests {
    let signedInAt = Date(timeIntervalSince1970: 1_700_000_000)

    @Test func eachEventResolvesDepthFirstIntoStateAndEffects() {
        let start = AuthState()
        let afterSignIn = start.resolve(.signIn(user: "u", pass: "p", at: signedInAt))
        #expect(afterSignIn.newState.authNState == AuthenticationState(isSignedIn: true, lastSignedIn: signedInAt))
        #expect(!afterSignIn.newState.isReady)
        #expect(afterSignIn.effects.map(\.description) == ["dispatch(didSignIn)"])

        let afterDidSignIn = afterSignIn.newState.resolve(.didSignIn)
        #expect(afterDidSignIn.newState == afterSignIn.newState)
        #expect(afterDidSignIn.effects.map(\.description) == ["callOut(getCreds)"])

        let afterCreds = afterDidSignIn.newState.resolve(.didGetCreds(["token": "abc"]))
        #expect(afterCreds.newState.authZState == AuthorizationState(isAuthorized: true, credentials: ["token": "abc"]))
        #expect(afterCreds.newState.isReady, "the parent sees both substates ready")
        #expect(afterCreds.effects.map(\.description) == ["dispatch(authIsReady)"])
    }

    @Test func theMachineStoresEachStateThenRunsItsEffectsAndObserversSeeEveryState() async {
        let machine = StateMachine(initial: AuthState())
        let states = await machine.states()
        await machine.send(.signIn(user: "u", pass: "p", at: signedInAt))
        await machine.shutDown()
        var seen: [AuthState] = []
        for await state in states { seen.append(state) }

        let signedIn = AuthState(authNState: AuthenticationState(isSignedIn: true, lastSignedIn: signedInAt))
        var ready = signedIn
        ready.authZState = AuthorizationState(isAuthorized: true, credentials: ["token": "abc"])
        ready.isReady = true
        // initial, signIn, didSignIn, didGetCreds, authIsReady
        #expect(seen == [AuthState(), signedIn, signedIn, ready, ready])
        #expect(await machine.state == ready)
    }

    @Test func eventsSentDuringEffectsWaitTheirTurn() async {
        struct Counter: MachineState {
            var log: [String] = []
            func resolve(_ event: String) -> StateResolution<Self> {
                var next = self
                next.log.append(event)
                let effects: [Effect<String>] = event == "a" ? [.dispatch("b"), .callOut("c") { "c" }] : []
                return StateResolution(newState: next, effects: effects)
            }
        }
        let machine = StateMachine(initial: Counter())
        await withTaskGroup(of: Void.self) { group in
            group.addTask { await machine.send("a") }
            group.addTask { await machine.send("z") }
        }
        await machine.waitUntilIdle()
        let log = await machine.state.log
        #expect(log.count == 4)
        #expect(Set(log) == ["a", "b", "c", "z"])
        let a = log.firstIndex(of: "a") ?? 0
        #expect(
            log.firstIndex(of: "b") ?? 0 > a && log.firstIndex(of: "c") ?? 0 > log.firstIndex(of: "b") ?? 0,
            "an event's dispatched effects follow it in order")
    }

    @Test(.timeLimit(.minutes(1))) func timersDispatchUnlessCancelled() async throws {
        struct Timed: MachineState {
            var fired: [String] = []
            func resolve(_ event: String) -> StateResolution<Self> {
                switch event {
                case "arm":
                    StateResolution(
                        newState: self,
                        effects: [
                            .startTimer("t", after: .milliseconds(10), event: "tick"),
                            .startTimer("u", after: .seconds(60), event: "never"),
                        ])
                case "disarm": StateResolution(newState: self, effects: [.cancelTimer("u")])
                default: StateResolution(newState: Self(fired: fired + [event]))
                }
            }
        }
        let machine = StateMachine(initial: Timed())
        let states = await machine.states()
        await machine.send("arm")
        // "t" may have fired already on a loaded machine (10 ms); "u" (60 s) runs until it is cancelled.
        let running = await machine.runningTimers
        #expect(running == ["t", "u"] || running == ["u"])
        await machine.send("disarm")
        for await state in states where state.fired == ["tick"] { break }
        #expect(await machine.runningTimers.isEmpty)
        await machine.shutDown()
    }
}
