#if canImport(SwiftUI)
import Orchestrate
import SwiftUI

/// The state of one node's screen: its fields, the errors after a submit attempt, and whether the next
/// request is running. ``NodeView`` makes one; a custom screen (``screenView(_:)``) is given it, and the
/// default field views take it, so they compose.
@MainActor
public final class NodeScreen: ObservableObject {
    /// The node.
    public let node: ContinueNode
    /// What the node shows.
    public let fields: NodeFields
    /// Whether the user tried to submit yet.
    @Published public private(set) var attempt = SubmitAttempt()
    /// Whether the next request is asked for or running.
    @Published public private(set) var isBusy = false
    /// How many submissions were asked for; ``NodeView`` runs each from its `.task`.
    @Published public private(set) var submissions = 0
    private var submitted = 0
    private let revisions: [Int: FieldRevision]
    private var checkedErrors = CheckedFieldErrors()
    private let onNext: @MainActor (any Node) -> Void

    /// The screen of `node`; `onNext` receives the node that follows it.
    public init(node: ContinueNode, onNext: @escaping @MainActor (any Node) -> Void) {
        self.node = node
        let fields = NodeFields(node: node)
        self.fields = fields
        revisions = Dictionary(uniqueKeysWithValues: (fields.fields + fields.hidden).map { ($0.id, FieldRevision()) })
        self.onNext = onNext
    }

    /// The errors to show now (the server's before an attempt, the fields' own after).
    public var errors: FieldErrors { attempt.errors(for: fields) }

    /// The errors of `field` to show now. The field is checked once per change of its value or of the attempt,
    /// however many views ask while drawing it.
    public func errors(for field: NodeField) -> [FieldError] {
        checkedErrors.errors(for: field, attempt: attempt, revision: revision(of: field).count)
    }

    /// What redraws `field`'s views when its value changes: a field view observes it (with
    /// `@ObservedObject`), so that typing redraws that field and not the whole screen.
    public func revision(of field: NodeField) -> FieldRevision {
        revisions[field.id] ?? FieldRevision()
    }

    /// A binding that reads and writes `field`'s value and redraws that field (and a `PASSWORD_VERIFY`
    /// field when a password changes, since its error depends on it):
    /// `screen.binding(for: field) { field.text } set: { field.textAction?.textValue = $0 }`.
    public func binding<Value>(
        for field: NodeField,
        get: @escaping @Sendable () -> Value,
        set: @escaping @Sendable (Value) -> Void
    ) -> Binding<Value> {
        let changed = [field] + (field.kind == .password ? fields.fields.filter { $0.kind == .passwordVerify } : [])
        let revisions = changed.map(revision(of:))
        return Binding(get: get) { value in
            set(value)
            for revision in revisions { revision.bump() }
        }
    }

    /// The text of a text-like field (``NodeField/text``), bound for a `TextField` or `SecureField`: a custom
    /// field view reads the screen with `@EnvironmentObject private var screen: NodeScreen` and writes
    /// `SecureField(field.label, text: screen.text(of: field))`.
    public func text(of field: NodeField) -> Binding<String> {
        binding(for: field) {
            field.text
        } set: {
            field.textAction?.textValue = $0
        }
    }

    /// Whether a yes/no field is on (``NodeField/isOn``), bound for a `Toggle`.
    public func isOn(_ field: NodeField) -> Binding<Bool> {
        binding(for: field) {
            field.isOn
        } set: {
            field.toggleAction?.isOn = $0
        }
    }

    /// The chosen option of a single-choice field (``NodeField/selection``), bound for a `Picker`.
    public func selection(of field: NodeField) -> Binding<String> {
        binding(for: field) {
            field.selection
        } set: {
            field.singleChoiceAction?.selectedValue = $0
        }
    }

    /// The chosen options of a multiple-choice field (``NodeField/selections``).
    public func selections(of field: NodeField) -> Binding<[String]> {
        binding(for: field) {
            field.selections
        } set: {
            field.multipleChoiceAction?.selectedValues = $0
        }
    }

    /// Presses `button`: checks the fields when it asks for it, announces the errors to VoiceOver when
    /// there are any, and otherwise records the press and asks for the submission.
    public func press(_ button: NodeButton, messages: MessageCatalog) {
        guard !isBusy else { return }
        let errors = attempt.press(button, on: fields)
        if errors.isEmpty {
            requestSubmission()
        } else if let text = FieldAccessibility.announcement(for: errors, in: fields, messages: messages) {
            Announcer.announce(text)
        }
    }

    /// Asks for the node to be submitted as it is (a polling field that ended, a passkey that was used).
    public func requestSubmission() {
        guard !isBusy else { return }
        isBusy = true
        submissions += 1
    }

    /// Collects what the node's hidden fields need without the user (a device profile, PingOne Protect's
    /// signals with `protect`), and submits the node when that is all it holds. ``NodeView`` runs it once, from
    /// its `.task`, with the provider of ``SwiftUI/View/protectSignalsProvider(_:)``.
    public func collectAutomaticFields(protect: (any ProtectSignalsProvider)? = nil) async {
        await fields.collectAutomaticFields(protect: protect)
        if fields.submitsWhenCollected, !Task.isCancelled { requestSubmission() }
    }

    /// Submits the node when a submission was asked for and not run yet, then hands the next node over.
    /// Run it from the view's `.task(id: screen.submissions)`: when the view goes away, the task and
    /// its request are cancelled and no node is handed over.
    public func runPendingSubmission() async {
        guard submissions > submitted else { return }
        submitted = submissions
        let next = await node.next()
        isBusy = false
        guard !Task.isCancelled else { return }
        onNext(next)
    }
}

/// A counter that changes when one field's value does: the field's views observe it and redraw.
@MainActor
public final class FieldRevision: ObservableObject {
    /// How many times the field changed.
    @Published public private(set) var count = 0

    /// A counter at zero.
    public init() {}

    /// Records a change, which redraws the views that observe this field.
    public func bump() { count &+= 1 }
}
#endif
