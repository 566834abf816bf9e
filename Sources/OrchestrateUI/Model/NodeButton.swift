import Foundation
import Orchestrate

/// A button of a node's screen and the press it makes: a DaVinci submit or flow button (a link, too),
/// one option of a Journey `ConfirmationCallback`, or the screen's own Next button.
///
/// ``apply()`` records the press on the collector or callback; the screen then calls `next()` on the node.
/// For DaVinci the node's `submission` then names the button (its event type and action key).
public struct NodeButton: Sendable, Identifiable, CustomStringConvertible {
    /// How the button is drawn.
    public enum Style: Sendable, Hashable {
        /// The main action: a submit button, the default option, Next.
        case primary
        /// Another action: a flow button, another option.
        case secondary
        /// A link (`FLOW_LINK`).
        case link
    }

    /// What pressing the button records before the node is submitted.
    public enum Press: Sendable, Hashable {
        /// Nothing: the node is submitted as it is (the screen's Next button).
        case next
        /// A DaVinci button is pressed: the node is submitted with its `eventType` and its key as the action key.
        case button(key: String, eventType: String)
        /// A `ConfirmationCallback`'s option `index` is chosen.
        case option(index: Int)
    }

    /// Unique within the node: the button's key, `key#index` for an option, `next` for Next.
    public let id: String
    /// The text to show; empty for a Next button the node names no text for (show your own "Next").
    public let label: String
    /// How the button is drawn.
    public let style: Style
    /// What pressing it records.
    public let press: Press
    /// Whether the screen checks the fields before it submits: `false` for a flow button or link, which
    /// leaves the form (a "Forgot password?" link must work with an empty form).
    public let validatesFields: Bool
    private let action: (any Action)?

    /// A button that records `press` on `action` (a `ButtonCollector` or a `ConfirmationCallback`).
    public init(
        id: String, label: String, style: Style, press: Press, validatesFields: Bool,
        action: (any Action)?
    ) {
        self.id = id
        self.label = label
        self.style = style
        self.press = press
        self.validatesFields = validatesFields
        self.action = action
    }

    /// Records the press on the collector or callback; call `next()` on the node afterwards.
    public func apply() {
        switch press {
        case .next:
            break
        case .button:
            (action as? any ButtonCollector)?.press()
        case .option(let index):
            (action as? ConfirmationCallback)?.selectedIndex = index
        }
    }

    /// The id, label and press.
    public var description: String { "NodeButton(\(id): '\(label)' \(press))" }
}

extension NodeButton {
    /// The Next button of a node that has no button of its own; its label is the stage's
    /// `submitButtonText` when a Journey page node names one.
    static func next(for node: ContinueNode) -> NodeButton {
        NodeButton(
            id: "next", label: node.stageText("submitButtonText") ?? "", style: .primary, press: .next,
            validatesFields: true, action: nil)
    }

    /// The buttons a field makes: one for a DaVinci submit or flow button, one per option of a
    /// confirmation; none for another field.
    static func buttons(kind: FieldKind, key: String, label: String, action: (any Action)?) -> [NodeButton] {
        switch kind {
        case .submitButton, .flowButton, .flowLink:
            guard let button = action as? any ButtonCollector else { return [] }
            let style: Style = kind == .submitButton ? .primary : kind == .flowLink ? .link : .secondary
            return [
                NodeButton(
                    id: key, label: label, style: style,
                    press: .button(key: key, eventType: button.eventType),
                    validatesFields: kind == .submitButton, action: action)
            ]
        case .confirmationCallback:
            guard let confirmation = action as? ConfirmationCallback else { return [] }
            return confirmation.options.enumerated().map { index, option in
                NodeButton(
                    id: "\(key)#\(index)", label: option,
                    style: index == confirmation.defaultOption ? .primary : .secondary,
                    press: .option(index: index), validatesFields: true, action: action)
            }
        default:
            return []
        }
    }
}
