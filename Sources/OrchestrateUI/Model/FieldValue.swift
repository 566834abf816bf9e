import Foundation
import Orchestrate

/// One choice of a field that offers several: the runtime's `SelectOption` (label and value).
public typealias FieldOption = SelectOption

// The value of a field, read from and written to its collector or callback through the runtime's value
// protocols (`TextValueAction`, `ToggleValueAction`, `SingleChoiceAction`, `MultipleChoiceAction`), which say
// which actions hold which kind of value. A `NodeField` is a handle: setting a value writes the collector or
// callback it points to, which every copy of the field shares. A field of another kind reads an empty value
// and ignores what is written. Bind a view through `NodeScreen.binding(_:)`, which redraws the field.
extension NodeField {
    /// The collector or callback when its value is text (a text or password field, a name, a text input, a
    /// text attribute, a validated user name or password, a security question's answer).
    public var textAction: (any TextValueAction)? { action as? any TextValueAction }
    /// The collector or callback when its value is yes or no (a checkbox, a boolean attribute, a consent,
    /// terms).
    public var toggleAction: (any ToggleValueAction)? { action as? any ToggleValueAction }
    /// The collector or callback when it takes one of its options (a select, a device, a choice, a provider,
    /// a security question).
    public var singleChoiceAction: (any SingleChoiceAction)? { action as? any SingleChoiceAction }
    /// The collector when it takes several of its options (`COMBOBOX`, `CHECKBOX`).
    public var multipleChoiceAction: (any MultipleChoiceAction)? { action as? any MultipleChoiceAction }

    /// The text of a text-like field (see ``textAction``); empty for other fields.
    public var text: String {
        get { textAction?.textValue ?? "" }
        nonmutating set { textAction?.textValue = newValue }
    }

    /// Whether a yes/no field is on (see ``toggleAction``); `false` for other fields.
    public var isOn: Bool {
        get { toggleAction?.isOn ?? false }
        nonmutating set { toggleAction?.isOn = newValue }
    }

    /// The options of a field that offers several, in order (see ``singleChoiceAction`` and
    /// ``multipleChoiceAction``); empty for other fields.
    public var options: [FieldOption] {
        singleChoiceAction?.choiceOptions ?? multipleChoiceAction?.choiceOptions ?? []
    }

    /// The chosen option's value of a single-choice field; empty when none is chosen.
    public var selection: String {
        get { singleChoiceAction?.selectedValue ?? "" }
        nonmutating set { singleChoiceAction?.selectedValue = newValue }
    }

    /// The chosen values of a multiple-choice field, in the order chosen.
    public var selections: [String] {
        get { multipleChoiceAction?.selectedValues ?? [] }
        nonmutating set { multipleChoiceAction?.selectedValues = newValue }
    }
}
