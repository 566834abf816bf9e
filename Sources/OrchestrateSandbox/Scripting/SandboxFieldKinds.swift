import Foundation

/// The DaVinci field types the sandbox takes part in. A script's fields are otherwise passed through as
/// written (any `type`, any properties: `SINGLE_CHECKBOX`, `AGREEMENT`, `QR_CODE`, `FIDO2`…), except:
///
/// - `POLLING` with `pollChallengeStatus: true`: the sandbox issues a fresh `challenge` on every visit
///   of the node (a written one is replaced), serves its status and sends an approval message.
/// - `SOCIAL_LOGIN_BUTTON`: without `links`, the sandbox adds `links.authenticate.href` pointing at its own
///   provider page, which redirects with a `continueToken`. The sandbox-only mapping
///   `sandbox: {user?, returnUrl?}` names the user the provider signs in and where it redirects (by default
///   the sandbox's own return page); it is never sent to the client. The continuation (`POST` to the node's
///   `_links.continue.href` with the token) answers like a submission whose `actionKey` is the button's
///   `key` (else its `idpId`), with the provider's user signed in.
enum SandboxFieldKind {
    /// The sandbox-only key of a social login button.
    static let sandboxKey = "sandbox"

    /// Whether `field` is a `POLLING` field that polls its challenge's status.
    static func isChallengePolling(_ field: JSON) -> Bool {
        guard field["type"]?.stringValue == "POLLING" else { return false }
        switch field["pollChallengeStatus"] {
        case .bool(true)?: return true
        case .string(let text)?: return text.lowercased() == "true"
        default: return false
        }
    }

    /// Whether `field` is a `SOCIAL_LOGIN_BUTTON`.
    static func isSocialLogin(_ field: JSON) -> Bool {
        field["type"]?.stringValue == "SOCIAL_LOGIN_BUTTON"
    }

    /// What the sandbox plays for a social login button: the user the provider signs in (none when `nil`)
    /// and the URL it redirects to (the sandbox's return page when `nil`).
    struct Provider: Sendable, Equatable {
        var user: String?
        var returnURL: String?
    }

    /// The `sandbox` mapping of a social login button (empty when absent or malformed; the validator
    /// refuses malformed ones).
    static func provider(of field: JSON) -> Provider {
        let mapping = field[sandboxKey]
        return Provider(user: mapping?["user"]?.stringValue, returnURL: mapping?["returnUrl"]?.stringValue)
    }

    /// Why `field`'s sandbox-only properties are malformed; `nil` when they are fine.
    static func problem(in field: JSON, users: Set<String>) -> String? {
        guard let mapping = field[sandboxKey] else { return nil }
        guard isSocialLogin(field) else { return "`sandbox` is only read on a SOCIAL_LOGIN_BUTTON field" }
        guard let members = mapping.members else { return "`sandbox` must be a mapping {user?, returnUrl?}" }
        for member in members {
            switch member.key {
            case "user":
                guard let user = member.value.stringValue, users.contains(user) else {
                    return "sandbox.user must name a user of the script"
                }
            case "returnUrl":
                guard let text = member.value.stringValue, let url = URL(string: text), url.scheme != nil else {
                    return "sandbox.returnUrl must be an absolute URL (such as myapp://callback)"
                }
            default:
                return "unknown key '\(member.key)' in `sandbox`; allowed: returnUrl, user"
            }
        }
        return nil
    }

    /// The action a social login button's continuation answers: its `key`, else its `idpId`.
    static func continuationAction(of field: JSON) -> String? {
        if let key = field["key"]?.stringValue, !key.isEmpty { return key }
        if let id = field["idpId"]?.stringValue, !id.isEmpty { return id }
        return nil
    }

    /// `field` without its sandbox-only properties.
    static func served(_ field: JSON) -> JSON {
        guard let members = field.members, members[sandboxKey] != nil else { return field }
        return .object(members.filter { $0.key != sandboxKey })
    }

    /// `field` with `key` set to `value` (replaced in place, or added last).
    static func setting(_ key: String, to value: JSON, in field: JSON) -> JSON {
        guard var members = field.members else { return field }
        members[key] = value
        return .object(members)
    }
}
