import Foundation

/// A message the sandbox "sent" while playing an AM tree or a DaVinci flow: the email of a suspended step
/// (its link resumes the journey) or the push of a polling step (its link approves it). Nothing is sent for
/// real; read them with ``SandboxServer/sentMessages()``. The link is the only secret a message
/// carries, which is the point: it is what a test or a person follows.
public struct SandboxMessage: Sendable, Equatable {
    /// What the message is for.
    public enum Kind: String, Sendable, Equatable {
        /// A suspended step's email: ``SandboxMessage/link`` is
        /// `{base}/am/XUI/?realm=/{realm}&suspendedId={id}`; resume with
        /// `POST {base}/am/json/realms/{realm}/authenticate?suspendedId={id}`.
        case email
        /// A polling step's push: `GET` or `POST` ``SandboxMessage/link`` approves it
        /// (`{base}/am/sandbox/approve?id={id}` for an AM tree, `{base}/{env}/davinci/sandbox/approve?id={challenge}`
        /// for a DaVinci challenge-polling node).
        case approval
    }

    /// What the message is for.
    public let kind: Kind
    /// Who it went to: the email address of the user the tree identified so far, otherwise that user's name
    /// (or `unknown` before the tree identified anyone).
    public let recipient: String
    /// A one-line subject.
    public let subject: String
    /// The link to follow.
    public let link: URL
    /// The tree that sent it; for a DaVinci approval, the flow's name.
    public let tree: String
    /// The realm of the journey, such as `alpha`; for a DaVinci approval, the environment id.
    public let realm: String
    /// When it was sent.
    public let sentAt: Date

    /// Creates a message (the server makes these).
    public init(
        kind: Kind, recipient: String, subject: String, link: URL, tree: String, realm: String, sentAt: Date = Date()
    ) {
        self.kind = kind
        self.recipient = recipient
        self.subject = subject
        self.link = link
        self.tree = tree
        self.realm = realm
        self.sentAt = sentAt
    }

    /// The `suspendedId` (for ``Kind/email``) or approval id (for ``Kind/approval``) in ``link``.
    public var token: String? {
        URLComponents(url: link, resolvingAgainstBaseURL: false)?.queryItems?
            .first { $0.name == (kind == .email ? "suspendedId" : "id") }?.value
    }
}

/// How the sandbox plays AM trees: lifetimes of journeys, suspended links and SSO sessions.
public struct SandboxAMSettings: Sendable {
    /// Seconds an `authId` stays usable (AM's default authentication session timeout is 5 minutes).
    public var authIDLifetime: TimeInterval
    /// Seconds a suspended journey can be resumed.
    public var suspendedLifetime: TimeInterval
    /// Seconds an SSO session (`tokenId`) lasts.
    public var sessionLifetime: TimeInterval
    /// The SSO token's header and cookie name.
    public var cookieName: String

    /// Creates settings; the defaults are AM's.
    public init(
        authIDLifetime: TimeInterval = 300, suspendedLifetime: TimeInterval = 600,
        sessionLifetime: TimeInterval = 7200, cookieName: String = "iPlanetDirectoryPro"
    ) {
        self.authIDLifetime = authIDLifetime
        self.suspendedLifetime = suspendedLifetime
        self.sessionLifetime = sessionLifetime
        self.cookieName = cookieName
    }
}
