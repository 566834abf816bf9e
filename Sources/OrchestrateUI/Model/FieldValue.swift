import Foundation
import Orchestrate

/// One choice of a field that offers several: what the user sees and the value it stands for.
public struct FieldOption: Sendable, Hashable, Identifiable {
    /// What the user sees.
    public let label: String
    /// What is kept and sent: a select option's value, a device's identifier, a choice's index as text,
    /// a provider's id.
    public let value: String

    /// An option.
    public init(label: String, value: String) {
        self.label = label
        self.value = value
    }

    /// The value.
    public var id: String { value }
}

// The value of a field, read from and written to its collector or callback, so a view binds to it two
// ways: `Binding(get: { field.text }, set: { field.text = $0 })`. A field of another kind reads an empty
// value and ignores what is written.
extension NodeField {
    /// The text of a text-like field (a text or password field, a name, a text input, a text attribute, a
    /// validated user name or password, a security question's answer).
    public var text: String {
        get {
            switch action {
            case let text as TextCollector: text.value
            case let password as PasswordCollector: password.value
            case let name as NameCallback: name.name
            case let password as PasswordCallback: password.password
            case let input as TextInputCallback: input.text
            case let attribute as StringAttributeInputCallback: attribute.value
            case let username as ValidatedUsernameCallback: username.username
            case let password as ValidatedPasswordCallback: password.password
            case let kba as KbaCreateCallback: kba.selectedAnswer
            default: ""
            }
        }
        nonmutating set {
            switch action {
            case let text as TextCollector: text.value = newValue
            case let password as PasswordCollector: password.value = newValue
            case let name as NameCallback: name.name = newValue
            case let password as PasswordCallback: password.password = newValue
            case let input as TextInputCallback: input.text = newValue
            case let attribute as StringAttributeInputCallback: attribute.value = newValue
            case let username as ValidatedUsernameCallback: username.username = newValue
            case let password as ValidatedPasswordCallback: password.password = newValue
            case let kba as KbaCreateCallback: kba.selectedAnswer = newValue
            default: break
            }
        }
    }

    /// Whether a yes/no field is on (a single checkbox, a boolean attribute, a consent, terms).
    public var isOn: Bool {
        get {
            switch action {
            case let checkbox as BooleanCollector: checkbox.value
            case let attribute as BooleanAttributeInputCallback: attribute.value
            case let consent as ConsentMappingCallback: consent.accepted
            case let terms as TermsAndConditionsCallback: terms.accepted
            default: false
            }
        }
        nonmutating set {
            switch action {
            case let checkbox as BooleanCollector: checkbox.value = newValue
            case let attribute as BooleanAttributeInputCallback: attribute.value = newValue
            case let consent as ConsentMappingCallback: consent.accepted = newValue
            case let terms as TermsAndConditionsCallback: terms.accepted = newValue
            default: break
            }
        }
    }

    /// The choices of a field that offers several, in order: select options, devices, a choice's entries
    /// (valued by index), identity providers, a security question's predefined questions.
    public var options: [FieldOption] {
        switch action {
        case let select as SingleSelectCollector: select.options.map { FieldOption(label: $0.label, value: $0.value) }
        case let select as MultiSelectCollector: select.options.map { FieldOption(label: $0.label, value: $0.value) }
        case let device as DeviceRegistrationCollector:
            device.devices.map { FieldOption(label: $0.title, value: DeviceRegistrationCollector.identifier(of: $0)) }
        case let device as DeviceAuthenticationCollector:
            device.devices.map { FieldOption(label: $0.title, value: DeviceAuthenticationCollector.identifier(of: $0)) }
        case let choice as ChoiceCallback:
            choice.choices.enumerated().map { FieldOption(label: $1, value: String($0)) }
        case let providers as SelectIdpCallback:
            providers.providers.map { provider in
                FieldOption(
                    label: provider.uiConfig["buttonDisplayName"]?.stringValue ?? provider.provider,
                    value: provider.provider)
            }
        case let kba as KbaCreateCallback: kba.predefinedQuestions.map { FieldOption(label: $0, value: $0) }
        default: []
        }
    }

    /// The chosen option's value of a single-choice field (a select, a device, a choice, a provider, a
    /// security question); empty when none is chosen.
    public var selection: String {
        get {
            switch action {
            case let select as SingleSelectCollector: select.value
            case let device as DeviceRegistrationCollector: device.value
            case let device as DeviceAuthenticationCollector: device.value
            case let choice as ChoiceCallback: String(choice.selectedIndex)
            case let providers as SelectIdpCallback: providers.value
            case let kba as KbaCreateCallback: kba.selectedQuestion
            default: ""
            }
        }
        nonmutating set {
            switch action {
            case let select as SingleSelectCollector: select.value = newValue
            case let device as DeviceRegistrationCollector: device.value = newValue
            case let device as DeviceAuthenticationCollector: device.value = newValue
            case let choice as ChoiceCallback: if let index = Int(newValue) { choice.selectedIndex = index }
            case let providers as SelectIdpCallback: providers.value = newValue
            case let kba as KbaCreateCallback: kba.selectedQuestion = newValue
            default: break
            }
        }
    }

    /// The chosen values of a multiple-choice field (`COMBOBOX`, `CHECKBOX`), in the order chosen.
    public var selections: [String] {
        get { action(as: MultiSelectCollector.self)?.value ?? [] }
        nonmutating set { action(as: MultiSelectCollector.self)?.value = newValue }
    }
}
