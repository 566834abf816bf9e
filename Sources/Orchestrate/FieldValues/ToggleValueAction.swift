import Foundation

/// A collector or callback whose value is yes or no: a single checkbox, a boolean attribute, a consent, terms
/// and conditions.
public protocol ToggleValueAction: Action, AnyObject {
    /// Whether it is on (checked, accepted).
    var isOn: Bool { get set }
}

extension BooleanCollector: ToggleValueAction {
    /// Whether the box is checked: `value`.
    public var isOn: Bool {
        get { value }
        set { value = newValue }
    }
}

extension BooleanAttributeInputCallback: ToggleValueAction {
    /// The attribute's value: `value`.
    public var isOn: Bool {
        get { value }
        set { value = newValue }
    }
}

extension ConsentMappingCallback: ToggleValueAction {
    /// Whether the user consents: `accepted`.
    public var isOn: Bool {
        get { accepted }
        set { accepted = newValue }
    }
}

extension TermsAndConditionsCallback: ToggleValueAction {
    /// Whether the user accepts the terms: `accepted`.
    public var isOn: Bool {
        get { accepted }
        set { accepted = newValue }
    }
}
