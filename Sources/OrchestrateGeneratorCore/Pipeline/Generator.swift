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
        let (files, diagnostics) = generate(sources, options: options, selection: .all) { $0 }
        return GenerationResult(files: files.sorted { $0.name < $1.name }, diagnostics: diagnostics)
    }

    /// Checks every spec of `sources` and, unless there is an error, renders the files `selection` includes
    /// and hands each to `deliver` on the thread that rendered it (which writes it, say, so that writing
    /// overlaps rendering and no file's text outlives its writing). Returns what `deliver` returned, flows
    /// first, then collectors, and every diagnostic, sorted. Nothing is rendered when `render` is false.
    public static func generate<T: Sendable>(_ sources: [SpecSource], options: GeneratorOptions, selection: OutputSelection,
                                             render shouldRender: Bool = true,
                                             deliver: @escaping @Sendable (GeneratedFile) -> T) -> (delivered: [T], diagnostics: [Diagnostic]) {
        let checked = check(sources, access: options.access)
        guard shouldRender, !checked.diagnostics.hasErrors else { return ([], checked.diagnostics.sorted) }
        return (render(checked, templates: options.templates, selection: selection, deliver: deliver), checked.diagnostics.sorted)
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
        var callbacks: [(SpecSource, CallbacksFileModel)] = []
        var diagnostics = DiagnosticBag()
    }

    /// One file's view model and the diagnostics of building it.
    enum BuiltModel: Sendable {
        case flow(SpecSource, FlowFileModel, [Diagnostic])
        case collectors(SpecSource, CollectorsFileModel, [Diagnostic])
        case callbacks(SpecSource, CallbacksFileModel, [Diagnostic])
    }

    static func check(_ sources: [SpecSource], access: AccessLevel) -> Checked {
        var checked = Checked()
        let sorted = sortedSources(sources, &checked.diagnostics)
        let specs = readAll(sorted, &checked.diagnostics)
        let symbols = SymbolTable(specs: specs, diagnostics: &checked.diagnostics)
        checkTopLevelNames(specs, &checked.diagnostics)
        // Each file's model needs only its spec and the symbols: build them on one thread per processor.
        let flowCount = specs.flows.count
        let collectorsEnd = flowCount + specs.collectors.count
        let sizes = specs.flows.map(\.source.bytes.count) + specs.collectors.map(\.source.bytes.count)
            + specs.callbacks.map(\.source.bytes.count)
        let largestFirst = sizes.indices.sorted { sizes[$0] > sizes[$1] }
        let built = BigStackThread.map(sizes.count, priority: largestFirst) { index -> BuiltModel in
            if index < flowCount {
                var builder = FlowModelBuilder(spec: specs.flows[index], symbols: symbols, defaultAccess: access)
                return .flow(specs.flows[index].source, builder.build(), builder.diagnostics.all)
            }
            if index < collectorsEnd {
                let file = specs.collectors[index - flowCount]
                var builder = CollectorsModelBuilder(spec: file, symbols: symbols, defaultAccess: access)
                return .collectors(file.source, builder.build(), builder.diagnostics.all)
            }
            let file = specs.callbacks[index - collectorsEnd]
            var builder = CallbacksModelBuilder(spec: file, symbols: symbols, defaultAccess: access)
            return .callbacks(file.source, builder.build(), builder.diagnostics.all)
        }
        for model in built {
            switch model {
            case .flow(let source, let model, let diagnostics):
                checked.diagnostics.append(contentsOf: diagnostics)
                checked.flows.append((source, model))
            case .collectors(let source, let model, let diagnostics):
                checked.diagnostics.append(contentsOf: diagnostics)
                checked.collectors.append((source, model))
            case .callbacks(let source, let model, let diagnostics):
                checked.diagnostics.append(contentsOf: diagnostics)
                checked.callbacks.append((source, model))
            }
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
                diagnostics.error("'\(SwiftLiteral.comment(source.fileName))' is not a spec file; name it *.flow.yaml, *.collectors.yaml or *.callbacks.yaml (or .yml)",
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
        for file in SpecFileReader.parseAll(sources) {
            diagnostics.append(contentsOf: file.diagnostics)
            if let flow = file.flow { specs.flows.append(flow) }
            if let collectors = file.collectors { specs.collectors.append(collectors) }
            if let callbacks = file.callbacks { specs.callbacks.append(callbacks) }
        }
        return specs
    }

    /// Flow enums, collectors and callbacks namespaces, and custom collector and callback classes share the
    /// module's top level.
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
        for file in specs.callbacks {
            if SwiftIdentifier.isValid(file.namespace.value + "Callbacks") {
                scope.claim(file.namespace.value + "Callbacks", for: file.namespace, what: "namespace", diagnostics: &diagnostics)
            }
            for mapping in file.mappings where mapping.custom != nil && SwiftIdentifier.isValid(mapping.className.value)
                && !RuntimeCatalog.reservedTypeNames.contains(mapping.className.value) {
                scope.claim(mapping.className.value, for: mapping.className, what: "callback class", diagnostics: &diagnostics)
            }
        }
    }
}
