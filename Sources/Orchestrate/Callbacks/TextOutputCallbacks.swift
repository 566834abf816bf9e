import Foundation

/// A callback that shows a message (`TextOutputCallback`, `SuspendedTextOutputCallback`): outputs
/// `message` and `messageType`; no input.
///
/// AM sends `messageType` as a string (`"0"`) or a number. An information, warning or error message goes
/// back unchanged; a script (`4`) or a type this runtime does not know is left out of the request, as
/// both Ping SDKs do.
public protocol MessageCallback: Callback {}

extension MessageCallback {
    /// The text to show, or the script when `messageType` is `.script`.
    public var message: String { content.string("message") ?? "" }
    /// How the message is meant to be shown.
    public var messageType: TextOutputCallback.MessageType { TextOutputCallback.MessageType(content: content) }

    /// The JSON unchanged, or `.none` (left out of the request) for a script or an unknown type.
    public func payload() -> JSON? {
        // `.none`, not `nil`: JSON is `ExpressibleByNilLiteral`, so a bare `nil` here would be JSON `null`.
        messageType.isSent ? .some(content.json) : .none
    }
}

/// Shows a message (`TextOutputCallback`); see `MessageCallback`.
public final class TextOutputCallback: MessageCallback {
    /// How a message is meant to be shown.
    public enum MessageType: Int, Sendable, CaseIterable {
        /// Information (`0`).
        case information = 0
        /// A warning (`1`).
        case warning = 1
        /// An error (`2`).
        case error = 2
        /// A script for a browser to run (`4`); not shown by a native app.
        case script = 4
        /// A type this runtime does not know (any other value, or none).
        case unknown = -1

        /// The type AM's `messageType` output names; `.unknown` for any other value.
        public init(content: CallbackContent) {
            self = content.int("messageType").flatMap(MessageType.init(rawValue:)) ?? .unknown
        }

        /// Whether a callback of this type goes back in the request (information, warning, error).
        public var isSent: Bool { self != .script && self != .unknown }
    }

    /// The callback's JSON.
    public let content: CallbackContent

    /// Creates the callback from its JSON.
    public init(with json: JSON) {
        content = CallbackContent(json: json)
    }
}

/// Shows the message of a suspended journey (`SuspendedTextOutputCallback`), such as "An email has been
/// sent": read like `TextOutputCallback` (`MessageCallback`). A journey that suspends returns it as the
/// node's only callback; the journey goes on when the user follows the link (resume with its `suspendedId`).
public final class SuspendedTextOutputCallback: MessageCallback {
    /// How a message is meant to be shown; the same values as `TextOutputCallback`'s.
    public typealias MessageType = TextOutputCallback.MessageType

    /// The callback's JSON.
    public let content: CallbackContent

    /// Creates the callback from its JSON.
    public init(with json: JSON) {
        content = CallbackContent(json: json)
    }
}

/// Asks the app to wait before it submits the node again (`PollingWaitCallback`): outputs `waitTime` (in
/// milliseconds, a string or a number) and `message`; no input, so it goes back unchanged.
public final class PollingWaitCallback: Callback {
    /// The callback's JSON.
    public let content: CallbackContent

    /// Creates the callback from its JSON.
    public init(with json: JSON) {
        content = CallbackContent(json: json)
    }

    /// How long to wait, in milliseconds; 0 when missing, negative or not a whole number.
    public var waitTime: Int { max(0, content.int("waitTime") ?? 0) }
    /// The text to show while waiting, such as "Waiting for approval".
    public var message: String { content.string("message") ?? "" }
}

/// How a message is meant to be shown, under the Ping SDK's top-level name (`TextOutputCallback.MessageType`).
public typealias MessageType = TextOutputCallback.MessageType
