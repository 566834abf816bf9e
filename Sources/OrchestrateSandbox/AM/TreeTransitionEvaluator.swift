import Foundation

/// Finds the transition of a tree node that answers the submitted inputs. Pure: it reads the user
/// store and the journey but changes nothing; the caller applies the result.
struct TreeTransitionEvaluator {
    let node: TreeNode
    let users: [String: ScriptUser]
    /// The journey's user so far (set by an earlier `credentials` or `user` condition).
    let signedInUser: String?
    /// How many times the journey has answered this node, this answer included.
    var answers = 1

    struct Match {
        var transition: TreeTransition
        /// The journey's user after the transition's conditions.
        var signedInUser: String?
    }

    /// The first transition whose conditions all hold, or `nil`.
    func match(_ request: AuthenticateRequest) -> Match? {
        for transition in node.transitions {
            var user = signedInUser
            if transition.conditions.allSatisfy({ holds($0, request: request, user: &user) }) {
                return Match(transition: transition, signedInUser: user)
            }
        }
        return nil
    }

    private func holds(_ condition: TreeCondition, request: AuthenticateRequest, user: inout String?) -> Bool {
        switch condition {
        case let .credentials(usernameInput, passwordInput):
            guard let username = request.text(usernameInput), let password = request.text(passwordInput),
                let account = users[username], account.password == password
            else { return false }
            user = account.username
            return true
        case let .user(usernameInput):
            guard let username = request.text(usernameInput), let account = users[username] else { return false }
            user = account.username
            return true
        case let .otp(input):
            guard let code = request.text(input), let user, let expected = users[user]?.otp else { return false }
            return code == expected
        case let .kba(input):
            guard let answer = request.text(input), let user, let expected = users[user]?.kbaAnswer else {
                return false
            }
            return Self.normalized(answer) == Self.normalized(expected)
        case let .equals(input, value):
            guard let submitted = request.inputs[input] else { return false }
            if submitted == value { return true }
            guard let left = submitted.scalarText, let right = value.scalarText else { return false }
            return left == right
        case let .attempts(atMost):
            return answers <= atMost
        case let .headers(usernameHeader, passwordHeader):
            guard let username = request.headers.firstValue(caseInsensitive: usernameHeader),
                let password = request.headers.firstValue(caseInsensitive: passwordHeader),
                let account = users[username], account.password == password
            else { return false }
            user = account.username
            return true
        }
    }

    /// KBA answers compare ignoring case and surrounding spaces, as AM's KBA verification does.
    static func normalized(_ answer: String) -> String {
        answer.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    }
}
