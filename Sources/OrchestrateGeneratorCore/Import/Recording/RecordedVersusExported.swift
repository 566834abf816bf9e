import Foundation
import OrchestrateBasics

/// Where a recording and an export of the same flow disagree: each typed node or form the recording's specs
/// and the export's specs both declare (by stage, header or node id) whose callbacks or fields differ, each the
/// export declares and no walk reached, and each the recording shows that the export has not. The recording's
/// specs are the ones written: they are what the server sent.
enum RecordedVersusExported {
    /// The warnings for `recorded` (the recording's spec files) against `exported` (the export's), located at
    /// `place`.
    static func warnings(
        recorded: [(name: String, contents: String)], exported: [(name: String, contents: String)],
        at place: SourceLocation
    ) -> [Diagnostic] {
        let ours = forms(of: recorded)
        let theirs = forms(of: exported)
        var warnings: [Diagnostic] = []
        for form in theirs {
            guard let key = key(of: form.match) else { continue }
            guard let seen = ours.first(where: { self.key(of: $0.match) == key }) else {
                warnings.append(
                    Diagnostic(
                        .warning,
                        "the export's \(form.name.value) (\(key)) was not reached by a recorded walk: it is not typed",
                        at: place, note: "record a walk through it, then import again"))
                continue
            }
            let recordedFields = describe(seen)
            let exportedFields = describe(form)
            if recordedFields != exportedFields {
                warnings.append(
                    Diagnostic(
                        .warning,
                        "the recording and the export disagree at \(key): the export says [\(exportedFields)], the server sent [\(recordedFields)]; the recording's are written",
                        at: place))
            }
        }
        for form in ours {
            guard let key = key(of: form.match), !theirs.contains(where: { self.key(of: $0.match) == key }) else {
                continue
            }
            warnings.append(
                Diagnostic(
                    .warning,
                    "the recording shows \(key), which the export does not declare; the recording's \(form.name.value) is written",
                    at: place))
        }
        return warnings
    }

    /// The typed nodes and forms of spec files given as text.
    private static func forms(of files: [(name: String, contents: String)]) -> [FormSpec] {
        var diagnostics = DiagnosticBag()
        let set = Generator.parse(files.map { SpecSource(path: $0.name, text: $0.contents) }, &diagnostics)
        return set.callbacks.flatMap(\.forms) + set.collectors.flatMap(\.forms)
    }

    /// How a node or form is told apart, as a message names it; `nil` when it is matched by its fields alone.
    private static func key(of match: FormMatch) -> String? {
        switch match {
        case .stage(let stage): return "stage \(DiagnosticText.clean(stage.value))"
        case .header(let header): return "header \(DiagnosticText.clean(header.value))"
        case .nodeId(let id): return "node \(DiagnosticText.clean(id.value))"
        case .formName(let name): return "form \(DiagnosticText.clean(name.value))"
        case .fieldKeys, .unmatched: return nil
        }
    }

    /// A node's callback types in order, or a form's fields as `key: TYPE`.
    private static func describe(_ form: FormSpec) -> String {
        form.fields.map { form.kind == .journey ? $0.type.value : "\($0.key.value): \($0.type.value)" }
            .joined(separator: ", ")
    }
}
