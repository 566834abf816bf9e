/// The parse stage: spec files → `SpecSet`.
extension Generator {
    /// The specs of `sources`, parsed (`SpecFileReader`) in output-name order, with every problem of
    /// naming, reading and parsing them reported into `diagnostics`. A file that is not a spec, or whose
    /// output name another source already has, is reported and left out.
    static func parse(_ sources: [SpecSource], _ diagnostics: inout DiagnosticBag) -> SpecSet {
        readAll(sortedSources(sources, &diagnostics), &diagnostics)
    }

    /// The sources in output-name order, with non-spec files and clashing output names reported.
    static func sortedSources(_ sources: [SpecSource], _ diagnostics: inout DiagnosticBag) -> [SpecSource] {
        let sorted = sources.sorted { ($0.outputFileName, $0.path) < ($1.outputFileName, $1.path) }
        var result: [SpecSource] = []
        var outputs: [String: String] = [:]
        for source in sorted {
            guard source.kind != nil else {
                diagnostics.error(
                    "'\(SwiftLiteral.comment(source.fileName))' is not a spec file; name it *.flow.yaml, *.collectors.yaml or *.callbacks.yaml (or .yml)",
                    at: source.start)
                continue
            }
            if let first = outputs[source.outputFileName] {
                diagnostics.error(
                    "this file and \(first) both generate \(source.outputFileName); rename one of them",
                    at: source.start)
                continue
            }
            outputs[source.outputFileName] = source.path
            result.append(source)
        }
        return result
    }

    /// Every one of `sources` read and parsed, each kind in the order of `sources`, with the diagnostics
    /// of each file reported into `diagnostics`.
    static func readAll(_ sources: [SpecSource], _ diagnostics: inout DiagnosticBag) -> SpecSet {
        var specs = SpecSet()
        for file in SpecFileReader.parseAll(sources) {
            diagnostics.append(contentsOf: file.diagnostics)
            if let flow = file.flow { specs.flows.append(flow) }
            if let mappings = file.mappings {
                switch mappings.kind {
                case .davinci: specs.collectors.append(mappings)
                case .journey: specs.callbacks.append(mappings)
                }
            }
        }
        return specs
    }
}
