import Foundation

/// Asks the user to pick one of a list (`ChoiceCallback`): outputs `prompt`, `choices` and
/// `defaultChoice`; input 0 the index of the choice, which starts as `defaultChoice`.
public final class ChoiceCallback: InputCallback, PromptCallback {
    /// The callback's JSON.
    public let content: CallbackContent
    /// The input values.
    public let inputs: Locked<[JSON]>

    /// Creates the callback from its JSON; the selection starts as `defaultChoice`.
    public init(with json: JSON) {
        content = CallbackContent(json: json)
        inputs = Locked(inputsOf: content)
        if let defaultChoice = content.int("defaultChoice") {
            setInput(.number(Double(defaultChoice)), at: 0)
        }
    }

    /// The choices, in order.
    public var choices: [String] { content.strings("choices") }
    /// The index chosen when the user picks nothing; 0 when missing.
    public var defaultChoice: Int { content.int("defaultChoice") ?? 0 }

    /// The index of the chosen entry of `choices`.
    public var selectedIndex: Int {
        get { input(at: 0).intValue ?? defaultChoice }
        set { setInput(.number(Double(newValue)), at: 0) }
    }
}

/// Asks the user to confirm with one of a few options (`ConfirmationCallback`): outputs `prompt`,
/// `messageType`, `options`, `optionType` and `defaultOption`; input 0 the chosen option's index.
///
/// Until `selectedIndex` is set, the callback goes back exactly as it came (AM then takes the value it
/// sent, which is how the Android SDK behaves).
public final class ConfirmationCallback: InputCallback, PromptCallback {
    /// The callback's JSON.
    public let content: CallbackContent
    /// The input values.
    public let inputs: Locked<[JSON]>
    private let selection = Locked<Int?>(nil)

    /// Creates the callback from its JSON.
    public init(with json: JSON) {
        content = CallbackContent(json: json)
        inputs = Locked(inputsOf: content)
    }

    /// How the prompt is meant to be shown (`information` when missing), as for a `TextOutputCallback`.
    public var messageType: MessageType {
        content.int("messageType").map { MessageType(rawValue: $0) ?? .unknown } ?? .information
    }
    /// The labels of the options, such as `["Yes", "No"]`; their indexes are what `selectedIndex` takes.
    public var options: [String] { content.strings("options") }
    /// Java's option type: `unspecified` (use `options`, also when missing), `yesNo`, `yesNoCancel`,
    /// `okCancel`; `unknown` for any other value.
    public var optionType: OptionType {
        content.int("optionType").map { OptionType(rawValue: $0) ?? .unknown } ?? .unspecified
    }
    /// The index in `options` of the option chosen by default; 0 when missing. (The Ping SDK types it as an
    /// `OptionType`, but AM sends an index.)
    public var defaultOption: Int { content.int("defaultOption") ?? 0 }

    /// The index of the chosen option, or `nil` while none has been chosen.
    public var selectedIndex: Int? {
        get { selection.current }
        set {
            selection.withLock { $0 = newValue }
            if let newValue { setInput(.number(Double(newValue)), at: 0) }
        }
    }

    /// The JSON unchanged while nothing is selected; else with input 0 set to the selected index.
    public func payload() -> JSON? {
        selection.current == nil ? content.json : content.replacingInputs(inputs.current)
    }
}

/// The kind of a `ConfirmationCallback`'s options (Java's `ConfirmationCallback` option types), under the
/// Ping SDK's name.
public enum OptionType: Int, Sendable, CaseIterable {
    /// `-1`: the callback's own `options`.
    case unspecified = -1
    /// `0`: yes and no.
    case yesNo = 0
    /// `1`: yes, no and cancel.
    case yesNoCancel = 1
    /// `2`: OK and cancel.
    case okCancel = 2
    /// A value this runtime does not know.
    case unknown = 3
}
