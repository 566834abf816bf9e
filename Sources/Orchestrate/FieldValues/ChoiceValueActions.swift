import Foundation

/// A collector or callback that offers options and takes one: a select (`DROPDOWN`, `RADIO`), a device to
/// register or to sign in with, a `ChoiceCallback` (valued by index), an identity provider, a security
/// question.
public protocol SingleChoiceAction: Action, AnyObject {
    /// The options, in the server's order, each with what is sent when it is chosen.
    var choiceOptions: [SelectOption] { get }
    /// The chosen option's `value`; empty when none is chosen. Setting it to a value no option has is sent as
    /// it is (the server refuses it), except for a `ChoiceCallback`, which keeps its index.
    var selectedValue: String { get set }
}

/// A collector that offers options and takes several (`COMBOBOX`, `CHECKBOX`).
public protocol MultipleChoiceAction: Action, AnyObject {
    /// The options, in the server's order.
    var choiceOptions: [SelectOption] { get }
    /// The chosen options' values, in the order chosen.
    var selectedValues: [String] { get set }
}

extension SingleSelectCollector: SingleChoiceAction {
    /// The options.
    public var choiceOptions: [SelectOption] { options }
    /// `value`.
    public var selectedValue: String {
        get { value }
        set { value = newValue }
    }
}

extension MultiSelectCollector: MultipleChoiceAction {
    /// The options.
    public var choiceOptions: [SelectOption] { options }
    /// `value`.
    public var selectedValues: [String] {
        get { value }
        set { value = newValue }
    }
}

extension DeviceSelectionCollector {
    /// The devices, labelled by `title`, valued by what identifies them in the value sent.
    public var choiceOptions: [SelectOption] {
        devices.map { SelectOption(label: $0.title, value: Self.identifier(of: $0)) }
    }
    /// `value`: the chosen device's identifier.
    public var selectedValue: String {
        get { value }
        set { value = newValue }
    }
}

extension DeviceRegistrationCollector: SingleChoiceAction {}
extension DeviceAuthenticationCollector: SingleChoiceAction {}

extension ChoiceCallback: SingleChoiceAction {
    /// The choices, each valued by its index as text (`"0"`, `"1"`, …), which is what AM takes.
    public var choiceOptions: [SelectOption] {
        choices.enumerated().map { SelectOption(label: $1, value: String($0)) }
    }
    /// `selectedIndex` as text; a value that is not an index leaves it unchanged.
    public var selectedValue: String {
        get { String(selectedIndex) }
        set { if let index = Int(newValue) { selectedIndex = index } }
    }
}

extension SelectIdpCallback: SingleChoiceAction {
    /// The providers, labelled by their `uiConfig.buttonDisplayName` (the provider's id when it has none).
    public var choiceOptions: [SelectOption] {
        providers.map { provider in
            SelectOption(
                label: provider.uiConfig["buttonDisplayName"]?.stringValue ?? provider.provider,
                value: provider.provider)
        }
    }
    /// `value`: the chosen provider's id.
    public var selectedValue: String {
        get { value }
        set { value = newValue }
    }
}

extension KbaCreateCallback: SingleChoiceAction {
    /// The predefined questions (a user may also type a question of their own, when the callback allows it).
    public var choiceOptions: [SelectOption] { predefinedQuestions.map { SelectOption(label: $0, value: $0) } }
    /// `selectedQuestion`.
    public var selectedValue: String {
        get { selectedQuestion }
        set { selectedQuestion = newValue }
    }
}
