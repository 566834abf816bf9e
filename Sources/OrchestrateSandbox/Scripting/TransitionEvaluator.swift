import Foundation

/// Finds the transition of a node that answers a continue request. Pure: it reads the user store
/// and the interaction but changes nothing; the caller applies the result.
struct TransitionEvaluator {
    let node: ScriptNode
    let policy: PasswordPolicy?
    let users: [String: ScriptUser]
    /// The user who passed a `credentials` condition earlier in this interaction.
    let signedInUser: String?
    /// Whether the challenge issued for this visit of the node was approved.
    var challengeApproved = false

    struct Match {
        var transition: ScriptTransition
        /// The signed-in user after the transition's conditions (a `credentials` match changes it).
        var signedInUser: String?
    }

    /// The first transition whose action and conditions match, or `nil`.
    func match(_ request: ContinueRequest) -> Match? {
        for transition in node.transitions {
            if let action = transition.action, action != request.actionKey { continue }
            var user = signedInUser
            if transition.conditions.allSatisfy({ holds($0, request: request, user: &user) }) {
                return Match(transition: transition, signedInUser: user)
            }
        }
        return nil
    }

    private func holds(_ condition: ScriptCondition, request: ContinueRequest, user: inout String?) -> Bool {
        switch condition {
        case let .credentials(usernameField, passwordField):
            guard let username = request.text(of: usernameField),
                let password = request.text(of: passwordField),
                let account = users[username], account.password == password
            else { return false }
            user = account.username
            return true
        case let .otp(field):
            guard let code = request.text(of: field), let user, let expected = users[user]?.otp else { return false }
            return code == expected
        case let .passwordPolicy(field):
            guard let policy else { return false }
            return policy.violations(of: request.text(of: field) ?? "").isEmpty
        case let .equals(field, value):
            guard let submitted = request.formData[field] else { return false }
            if submitted == value { return true }
            if value.boolValue != nil { return false }
            guard let left = submitted.scalarText, let right = value.scalarText else { return false }
            return left == right
        case let .user(field):
            guard let username = request.text(of: field), let account = users[username] else { return false }
            user = account.username
            return true
        case let .approved(field):
            return challengeApproved && request.text(of: field) == "approved"
        }
    }
}
