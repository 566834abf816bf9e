import Foundation
import OrchestrateBasics
import OrchestrateRecording

/// Writes a recorded journey's three files from what AM sent: `<Tree>.callbacks.yaml` (a typed node per step,
/// each callback with the type AM sent), `<Tree>.flow.yaml` (the steps and the ways the walks took) and
/// `<Tree>.sandbox.yaml` (the steps with their outputs as recorded, and transitions that take the recorded ways).
struct RecordedJourneySpecWriter {
    /// A recorded step with its names.
    struct NamedStep {
        let step: RecordedWalks.Step
        let name: String
        let stepName: String
        /// Each callback: its property, type and outputs as AM sent them, and its inputs' names.
        let callbacks: [(property: String, type: String, outputs: JSONObject, inputs: [String])]
        var stage: String? { step.body["stage"]?.stringValue.flatMap { $0.isEmpty ? nil : $0 } }
        var header: String? { step.body["header"]?.stringValue.flatMap { $0.isEmpty ? nil : $0 } }
        var description: String? { step.body["description"]?.stringValue.flatMap { $0.isEmpty ? nil : $0 } }
        var isValidated: Bool {
            callbacks.contains { $0.type.hasPrefix("Validated") || $0.type.hasSuffix("AttributeInputCallback") }
        }
    }

    let journey: RecordedWalks.Journey
    let baseName: String
    /// The recording's file name, for the files' first lines.
    let file: String
    let realm: String
    let steps: [NamedStep]

    /// Names the steps of `journey` (typed node names, after `typePrefix`, unique among `names`); `baseName`
    /// names the files and the namespace.
    init(
        journey: RecordedWalks.Journey, baseName: String, typePrefix: String = "", file: String, realm: String,
        names: inout Set<String>
    ) {
        self.journey = journey
        self.file = file
        self.realm = realm
        self.baseName = baseName
        var stepNames = ImportNames.reservedStepNames
        steps = journey.steps.map { step in
            let callbacks = step.body["callbacks"]?.arrayValue ?? []
            let title =
                step.body["header"]?.stringValue.flatMap { $0.isEmpty ? nil : $0 }
                ?? step.body["stage"]?.stringValue.flatMap { $0.isEmpty ? nil : $0 }
                ?? callbacks.first.flatMap(Self.prompt) ?? "Step"
            let plain = ImportNames.typeName(title)
            let name = ImportNames.unique(typePrefix + plain, in: &names)
            var properties = ImportNames.reservedNodeProperties
            let typed = callbacks.map { callback in
                let type = callback["type"]?.stringValue ?? "UnknownCallback"
                let outputs = JSONObject(
                    (callback["output"]?.arrayValue ?? []).compactMap { output in
                        output["name"]?.stringValue.map { ($0, output["value"] ?? .null) }
                    })
                let base = Self.prompt(callback) ?? String(type.dropLast(type.hasSuffix("Callback") ? 8 : 0))
                let inputs = (callback["input"]?.arrayValue ?? []).compactMap { $0["name"]?.stringValue }
                return (ImportNames.unique(ImportNames.memberName(base), in: &properties), type, outputs, inputs)
            }
            return NamedStep(
                step: step, name: name,
                stepName: ImportNames.unique(SwiftIdentifier.lowercasedFirst(plain), in: &stepNames), callbacks: typed)
        }
    }

    /// The prompt a callback shows, when it has one.
    static func prompt(_ callback: JSON) -> String? {
        (callback["output"]?.arrayValue ?? []).first { $0["name"] == "prompt" }?["value"]?.stringValue
            .flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The three files, by name.
    func files() -> [(name: String, contents: String)] {
        [
            ("\(baseName).callbacks.yaml", callbacksFile()),
            ("\(baseName).flow.yaml", flowFile()),
            ("\(baseName).sandbox.yaml", sandboxFile()),
        ]
    }

    private func header(_ what: String) -> [String] {
        [
            "\(what) of the journey \(journey.name), from the responses AM sent in \(file) (`orchestrate-gen import recording`).",
            "Record the walks again after the tree changes, and import again.",
        ]
    }

    private func step(_ key: String) -> NamedStep? { steps.first { $0.step.key == key } }

    // MARK: The callbacks spec

    func callbacksFile() -> String {
        let model = ImportedSpecs.callbacksSpec(
            baseName,
            nodes: steps.map { step in
                ImportedSpecs.JourneyNode(
                    name: step.name, stage: step.stage, header: step.header,
                    callbacks: step.callbacks.map { ($0.property, $0.type) })
            })
        return YAMLOut.text(SpecYAML.mappings(model, notes: [:]), header: header("The typed nodes"))
    }

    // MARK: The flow spec

    /// Where each step's recorded answers went: the steps reached (and, from the first step, the other steps
    /// a walk began at), whether one reached success, whether one failed.
    private func ways(of index: Int) -> (next: [String], succeeds: Bool, failing: Bool) {
        let named = steps[index]
        var next: [String] = []
        if index == 0 {
            for key in journey.firstSteps where key != named.step.key {
                if let target = step(key)?.stepName, !next.contains(target) { next.append(target) }
            }
        }
        var succeeds = false
        var failing = false
        for answer in journey.answers[named.step.key] ?? [] {
            switch answer.end {
            case .step(let key):
                if let target = step(key)?.stepName, !next.contains(target) { next.append(target) }
            case .success:
                if !next.contains("done") { next.append("done") }
                succeeds = true
            case .failure: failing = true
            }
        }
        return (next, succeeds, failing)
    }

    /// The indices of the steps a recorded way leads to from the first step.
    private func reachableSteps() -> Set<Int> {
        guard !steps.isEmpty else { return [] }
        var reached: Set<Int> = [0]
        var queue = [0]
        while let index = queue.popLast() {
            for target in ways(of: index).next {
                if let found = steps.firstIndex(where: { $0.stepName == target }), reached.insert(found).inserted {
                    queue.append(found)
                }
            }
        }
        return reached
    }

    /// What the recording could not make whole: a step seen but reached by no recorded way from the journey's
    /// first step (a walk recorded from its middle, or whose earlier answers were not recorded), left out of the
    /// flow spec; `at` places the warning in the recording.
    func diagnostics(at: SourceLocation) -> [Diagnostic] {
        let reached = reachableSteps()
        return steps.indices.filter { !reached.contains($0) }.map { index in
            Diagnostic(
                .warning,
                "journey \(DiagnosticText.clean(journey.name)): step '\(steps[index].stepName)' was shown but no recorded "
                    + "answer leads to it from the first step; it is left out of \(baseName).flow.yaml",
                at: steps[index].step.place.location,
                note: "record a walk that reaches it from the journey's start, then import again")
        }
    }

    /// A step per recorded step reached from the first, going on to the steps the walks reached from it, to `done`
    /// on success, back to itself on failed policies, and on a 401 to the first step (twice at most), then to
    /// `failed`.
    func flowFile() -> String {
        let spec = ImportedSpecs.located(in: "\(baseName).flow.yaml")
        let first = steps.first?.stepName ?? "done"
        var flowSteps: [StepSpec] = []
        var succeeds = false
        var fails = false
        let reached = reachableSteps()
        for (index, named) in steps.enumerated() where reached.contains(index) {
            let way = ways(of: index)
            succeeds = succeeds || way.succeeds
            let segues = spec.journeySegues(
                of: named.stepName, next: way.next, validated: named.isValidated, failing: way.failing, first: first)
            if way.failing || way.next.isEmpty { fails = true }
            flowSteps.append(
                StepSpec(
                    name: spec.at(named.stepName), form: nil, node: spec.at(named.name), call: nil, results: [],
                    isSuccess: false, isError: false, next: segues))
        }
        if succeeds { flowSteps.append(.end(spec.at("done"), success: true)) }
        if fails { flowSteps.append(.end(spec.at("failed"), success: false)) }
        let model = spec.journeyFlow(name: baseName, journeyName: journey.name, realm: realm, steps: flowSteps)
        return YAMLOut.text(SpecYAML.flow(model), header: header("The steps"))
    }

    // MARK: The sandbox script

    /// The steps with their callbacks as AM sent them, and the ways the walks took, each with the condition
    /// that told it apart (a value chosen, or the user's credentials, code or answer where only a secret differed):
    /// the sandbox's own script model, written as the sandbox reads it.
    func sandboxFile() -> String {
        let nodes = steps.map { named in
            TreeNode(
                id: named.stepName, stage: named.stage, header: named.header, description: named.description,
                callbacks: named.callbacks.map { TreeCallback(type: $0.type, output: $0.outputs) },
                transitions: transitions(of: named))
        }
        let document = ScriptDocument(
            users: [ImportedSpecs.demoUser],
            trees: [ScriptTree(name: journey.name, start: steps.first?.stepName ?? "none")],
            treeNodes: nodes)
        return RecordedScriptText.text(document, header: header("A sandbox script")) { id, index in
            // Which spec property the callback's first input fills.
            guard let callback = steps.first(where: { $0.stepName == id })?.callbacks[index],
                let input = callback.inputs.first
            else { return nil }
            return "\(input): \(callback.property)"
        }
    }

    private func transitions(of named: NamedStep) -> [TreeTransition] {
        let answers = journey.answers[named.step.key] ?? []
        let ends = RecordedWays.ends(of: answers)
        var result: [TreeTransition] = []
        for end in ends {
            let conditions =
                ends.count == 1
                ? []
                : RecordedWays.conditions(for: end, among: answers).compactMap { condition -> TreeCondition? in
                    switch condition {
                    case let .equals(input, value): return .equals(input: input, value: value)
                    case .secret(let inputs): return secretCondition(inputs, in: named)
                    }
                }
            let outcome: TreeOutcome.Result =
                switch end {
                case .step(let key): .goto(step(key)?.stepName ?? "none")
                case .success: .succeed
                case .failure: .fail
                }
            result.append(TreeTransition(conditions: conditions, outcome: TreeOutcome(outcome)))
        }
        // Whatever no recorded way took fails, unless the last way is taken whatever was sent.
        if ends.isEmpty || (ends.count > 1 && ends.last.map { !$0.isFailure } == true) {
            result.append(TreeTransition(conditions: [], outcome: TreeOutcome(.fail)))
        }
        return result
    }

    /// The script's check of the user's secrets typed into `inputs`: credentials where a password and a name
    /// were typed, else the one-time code where a prompt asks for a code, else the security answer.
    private func secretCondition(_ inputs: Set<String>, in named: NamedStep) -> TreeCondition? {
        let typed = named.callbacks.filter { !Set($0.inputs).isDisjoint(with: inputs) }
        guard let secret = typed.first, let input = secret.inputs.first(where: inputs.contains) else { return nil }
        let prompt = secret.outputs["prompt"]?.stringValue?.lowercased() ?? ""
        if secret.type.contains("Password"), !prompt.contains("code"), !prompt.contains("answer") {
            let username = named.callbacks.first {
                $0.type == "NameCallback" || $0.type == "ValidatedCreateUsernameCallback"
            }
            return .credentials(usernameInput: username?.inputs.first ?? "IDToken1", passwordInput: input)
        }
        if prompt.contains("code") || prompt.contains("otp") || prompt.contains("one-time") {
            return .otp(input: input)
        }
        return .kba(input: input)
    }
}

/// The ways a step's recorded answers took, and what tells each apart: the reading both writers share.
enum RecordedWays {
    /// The distinct ends of `answers`, in order, failures last.
    static func ends(of answers: [RecordedWalks.Answer]) -> [RecordedWalks.End] {
        var seen: [RecordedWalks.End] = []
        for answer in answers where !seen.contains(answer.end) { seen.append(answer.end) }
        return seen.filter { !$0.isFailure } + seen.filter(\.isFailure)
    }

    /// What tells the answers that reached an end from the others.
    enum Condition {
        /// The input (or field) of this name held this value.
        case equals(String, JSON)
        /// Only the secrets typed into these inputs (or fields) differed.
        case secret(Set<String>)
    }

    /// The conditions under which the answers reached `end` rather than another: each non-secret value all
    /// its answers sent alike and the others did not, else (only secrets differ) the secrets typed.
    static func conditions(for end: RecordedWalks.End, among answers: [RecordedWalks.Answer]) -> [Condition] {
        let mine = answers.filter { $0.end == end }
        let others = answers.filter { $0.end != end }
        guard let first = mine.first else { return [] }
        var conditions: [Condition] = []
        for (name, value) in first.values.sorted(by: { $0.key < $1.key })
        where mine.allSatisfy({ $0.values[name] == value }) && others.contains(where: { $0.values[name] != value }) {
            conditions.append(.equals(name, value))
        }
        if conditions.isEmpty, !end.isFailure, !first.secrets.isEmpty { conditions.append(.secret(first.secrets)) }
        return conditions
    }
}

extension RecordedWalks.End {
    /// Whether the answer was refused.
    var isFailure: Bool {
        if case .failure = self { return true }
        return false
    }
}
