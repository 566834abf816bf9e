import Foundation

/// Asks the user to set a security question and its answer (`KbaCreateCallback`): outputs `prompt`,
/// `predefinedQuestions` and `allowUserDefinedQuestions`; input 0 the question, input 1 the answer.
///
/// The answer is secret: never shown by `description` or `dump`, and cleared once the node has been sent
/// (the question is kept).
public final class KbaCreateCallback: InputCallback, SecretCallback, PromptCallback {
    /// The callback's JSON.
    public let content: CallbackContent
    /// The input values.
    public let inputs: Locked<[JSON]>

    /// Creates the callback from its JSON.
    public init(with json: JSON) {
        content = CallbackContent(json: json)
        inputs = Locked(inputsOf: content)
    }

    /// The questions the user may pick from.
    public var predefinedQuestions: [String] { content.strings("predefinedQuestions") }
    /// Whether the user may write a question of their own.
    public var allowUserDefinedQuestions: Bool { content.bool("allowUserDefinedQuestions") ?? false }

    /// The question: one of `predefinedQuestions`, or the user's own when they are allowed.
    public var selectedQuestion: String {
        get { input(at: 0).stringValue ?? "" }
        set { setInput(.string(newValue), at: 0) }
    }

    /// The answer to the question.
    public var selectedAnswer: String {
        get { input(at: 1).stringValue ?? "" }
        set { setInput(.string(newValue), at: 1) }
    }

    /// Empties the answer; the question is kept.
    public func clear() {
        setInput(.string(""), at: 1)
    }
}
