// The generated code (SignUpFlow, RegistrationCallbacks) comes from the spec files of this folder,
// through OrchestratePlugin. A target needs at least one Swift file of its own: this is it.
import Orchestrate

/// What the app asks the user for on the registration page.
public struct RegistrationAnswers: Sendable {
    public var username: String
    public var password: String
    /// The index of the predefined security question.
    public var question: Int
    public var answer: String
    public var acceptsTerms: Bool

    public init(username: String, password: String, question: Int = 0, answer: String, acceptsTerms: Bool = true) {
        self.username = username
        self.password = password
        self.question = question
        self.answer = answer
        self.acceptsTerms = acceptsTerms
    }
}
