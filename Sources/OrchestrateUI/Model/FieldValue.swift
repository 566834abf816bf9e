import Foundation
import Orchestrate

/// One choice of a field that offers several: the runtime's `SelectOption` (label and value).
public typealias FieldOption = SelectOption

// The value of a field, read from its collector or callback through the runtime's value protocols
// (`TextValueAction`, `ToggleValueAction`, `SingleChoiceAction`, `MultipleChoiceAction`), which say which
// actions hold which kind of value. A `NodeField` is a value that describes a field; the value the user enters
// lives in the collector or callback, a shared object, and is written there: `field.textAction?.textValue = …`,
// or, from a view, through `NodeScreen`'s bindings (`screen.text(of: field)`), which redraw the field.
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

    /// The text of a text-like field (see ``textAction``, which also writes it); empty for other fields.
    public var text: String { textAction?.textValue ?? "" }

    /// Whether a yes/no field is on (see ``toggleAction``, which also writes it); `false` for other fields.
    public var isOn: Bool { toggleAction?.isOn ?? false }

    /// The options of a field that offers several, in order (see ``singleChoiceAction`` and
    /// ``multipleChoiceAction``); empty for other fields.
    public var options: [FieldOption] {
        singleChoiceAction?.choiceOptions ?? multipleChoiceAction?.choiceOptions ?? []
    }

    /// The chosen option's value of a single-choice field (see ``singleChoiceAction``, which also writes it);
    /// empty when none is chosen.
    public var selection: String { singleChoiceAction?.selectedValue ?? "" }

    /// The chosen values of a multiple-choice field, in the order chosen (see ``multipleChoiceAction``, which
    /// also writes them).
    public var selections: [String] { multipleChoiceAction?.selectedValues ?? [] }
}
