import Foundation

/// How the status endpoint answers a challenge.
enum ChallengeState: Sendable, Equatable {
    /// Not approved yet: `200 {"isChallengeComplete": false}`.
    case pending
    /// Approved: `200 {"isChallengeComplete": true, "status": "approved"}`.
    case approved
    /// Unknown, finished or no longer the node's: `400` with `serviceName: challengeExpired` (fixture 58).
    case expired
    /// The `interactionId` header is missing or names another interaction: `403`.
    case forbidden
}

extension InteractionStore {
    /// The state of `challenge` for a status request that carried `interactionID` in its header.
    func challengeState(_ challenge: String, interactionID: String?) -> ChallengeState {
        guard let interaction = waiting(on: challenge) else { return .expired }
        guard interactionID == interaction.id else { return .forbidden }
        return interaction.challengeApproved ? .approved : .pending
    }

    /// Approves `challenge`, as following its approval link does; `false` when it is unknown or finished.
    func approve(challenge: String) -> Bool {
        guard var interaction = waiting(on: challenge) else { return false }
        interaction.challengeApproved = true
        interactions[interaction.id] = interaction
        return true
    }

    /// Every approval message of challenge-polling nodes, oldest first.
    func sentMessages() -> [SandboxMessage] { messages }

    /// Sends the approval message of the visit `interaction` just started (link
    /// `{base}/{env}/davinci/sandbox/approve?id={challenge}`).
    func sendApproval(for interaction: Interaction) {
        var components = URLComponents(string: baseURL.current ?? "http://127.0.0.1")
        components?.percentEncodedPath = "/\(SandboxPath.encode(environmentID))/davinci/sandbox/approve"
        components?.queryItems = [URLQueryItem(name: "id", value: interaction.visit)]
        guard let link = components?.url else { return }
        let recipient = interaction.signedInUser.map { email(of: $0) ?? $0 } ?? "unknown"
        messages.append(
            SandboxMessage(
                kind: .approval, recipient: recipient, subject: "Approve your sign-in",
                link: link, tree: interaction.flow.name, realm: environmentID))
        if messages.count > JourneyStore.messageLimit {
            messages.removeFirst(messages.count - JourneyStore.messageLimit)
        }
    }

    /// The live interaction whose current visit issued `challenge` on a challenge-polling node.
    private func waiting(on challenge: String) -> Interaction? {
        guard !challenge.isEmpty else { return nil }
        let now = Date()
        return interactions.values.first { interaction in
            interaction.visit == challenge && interaction.expiresAt > now
                && script.nodesByID[interaction.nodeID]?.fields.contains(where: SandboxFieldKind.isChallengePolling)
                    == true
        }
    }
}
