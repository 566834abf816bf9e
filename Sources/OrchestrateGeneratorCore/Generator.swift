/// Options of a generation run.
public struct GeneratorOptions: Sendable {
    /// The access level of files whose spec does not say (`--access`).
    public var access: AccessLevel
    /// The templates (`--templates`).
    public var templates: TemplateSet

    /// Creates options.
    public init(access: AccessLevel = .internal, templates: TemplateSet = .defaults) {
        self.access = access
        self.templates = templates
    }
}

/// One emitted Swift file.
public struct GeneratedFile: Sendable, Equatable {
    /// The file name (`SignIn.flow.swift`).
    public var name: String
    /// The Swift source.
    public var contents: String
    /// The path of the spec it was generated from.
    public var sourcePath: String
}

/// What a run produced: files when there was no error, and every diagnostic, sorted.
public struct GenerationResult: Sendable {
    /// The files, one per input, sorted by name; empty when there was an error.
    public var files: [GeneratedFile]
    /// Every diagnostic, sorted by file, line and column.
    public var diagnostics: [Diagnostic]

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// The generator: `read → model → validate → view models → render → format`. Every stage is a plain
/// function over values; file discovery and writing are `SpecDiscovery` and `OutputWriter`.
public enum Generator {
    /// Generates one Swift file per spec source. The order of `sources` does not matter.
    public static func generate(_ sources: [SpecSource], options: GeneratorOptions = GeneratorOptions()) -> GenerationResult {
        let checked = check(sources, access: options.access)
        if checked.diagnostics.hasErrors {
            return GenerationResult(files: [], diagnostics: checked.diagnostics.sorted)
        }
        var files = render(checked, templates: options.templates)
        files.sort { $0.name < $1.name }
        return GenerationResult(files: files, diagnostics: checked.diagnostics.sorted)
    }

    /// Checks the specs without rendering: the diagnostics `generate` would report.
    public static func validate(_ sources: [SpecSource], access: AccessLevel = .internal) -> [Diagnostic] {
        check(sources, access: access).diagnostics.sorted
    }

    /// The specs read from `sources` (for tools and tests), with the diagnostics of reading them.
    public static func read(_ sources: [SpecSource]) -> (specs: SpecSet, diagnostics: [Diagnostic]) {
        var bag = DiagnosticBag()
        let specs = readAll(sortedSources(sources, &bag), &bag)
        return (specs, bag.sorted)
    }

    struct Checked {
        var flows: [(SpecSource, FlowFileModel)] = []
        var collectors: [(SpecSource, CollectorsFileModel)] = []
        var diagnostics = DiagnosticBag()
    }

    static func check(_ sources: [SpecSource], access: AccessLevel) -> Checked {
        var checked = Checked()
        let sorted = sortedSources(sources, &checked.diagnostics)
        let specs = readAll(sorted, &checked.diagnostics)
        let symbols = SymbolTable(specs: specs, diagnostics: &checked.diagnostics)
        checkTopLevelNames(specs, &checked.diagnostics)
        for flow in specs.flows {
            var builder = FlowModelBuilder(spec: flow, symbols: symbols, defaultAccess: access)
            let model = builder.build()
            checked.diagnostics.append(contentsOf: builder.diagnostics.all)
            checked.flows.append((flow.source, model))
        }
        for file in specs.collectors {
            var builder = CollectorsModelBuilder(spec: file, symbols: symbols, defaultAccess: access)
            let model = builder.build()
            checked.diagnostics.append(contentsOf: builder.diagnostics.all)
            checked.collectors.append((file.source, model))
        }
        return checked
    }

    /// The sources in output-name order, with non-spec files and clashing output names reported.
    static func sortedSources(_ sources: [SpecSource], _ diagnostics: inout DiagnosticBag) -> [SpecSource] {
        let sorted = sources.sorted { ($0.outputFileName, $0.path) < ($1.outputFileName, $1.path) }
        var result: [SpecSource] = []
        var outputs: [String: String] = [:]
        for source in sorted {
            guard source.kind != nil else {
                diagnostics.error("'\(SwiftLiteral.comment(source.fileName))' is not a spec file; name it *.flow.yaml or *.collectors.yaml (or .yml)",
                                  at: source.start)
                continue
            }
            if let first = outputs[source.outputFileName] {
                diagnostics.error("this file and \(first) both generate \(source.outputFileName); rename one of them",
                                  at: source.start)
                continue
            }
            outputs[source.outputFileName] = source.path
            result.append(source)
        }
        return result
    }

    static func readAll(_ sources: [SpecSource], _ diagnostics: inout DiagnosticBag) -> SpecSet {
        var specs = SpecSet()
        for (source, document) in zip(sources, YAMLReader.readAll(sources)) {
            let root: YAMLNode
            switch document {
            case .success(let node): root = node
            case .failure(let list):
                diagnostics.append(contentsOf: list.diagnostics)
                continue
            }
            switch source.kind {
            case .flow?:
                var parser = FlowParser()
                if let spec = parser.parse(root, source: source) { specs.flows.append(spec) }
                diagnostics.append(contentsOf: parser.reader.diagnostics.all)
            case .collectors?:
                var parser = CollectorsParser()
                if let spec = parser.parse(root, source: source) { specs.collectors.append(spec) }
                diagnostics.append(contentsOf: parser.reader.diagnostics.all)
            case nil:
                continue
            }
        }
        return specs
    }

    /// Flow enums, collectors namespaces and custom collector classes share the module's top level.
    static func checkTopLevelNames(_ specs: SpecSet, _ diagnostics: inout DiagnosticBag) {
        var scope = NameScope("the generated module", reserved: Dictionary(
            uniqueKeysWithValues: RuntimeCatalog.reservedTypeNames.map { ($0, "a type of the runtime or the standard library") }))
        for flow in specs.flows where SwiftIdentifier.isValid(flow.name.value + "Flow") {
            scope.claim(flow.name.value + "Flow", for: flow.name, what: "flow", diagnostics: &diagnostics)
        }
        for file in specs.collectors {
            if SwiftIdentifier.isValid(file.namespace.value + "Collectors") {
                scope.claim(file.namespace.value + "Collectors", for: file.namespace, what: "namespace", diagnostics: &diagnostics)
            }
            for mapping in file.mappings where mapping.custom != nil && SwiftIdentifier.isValid(mapping.collector.value)
                && !RuntimeCatalog.reservedTypeNames.contains(mapping.collector.value) {
                scope.claim(mapping.collector.value, for: mapping.collector, what: "collector class", diagnostics: &diagnostics)
            }
        }
    }
}
