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

/// The generator: `parse → translate → render → emit`, one folder of this target per stage.
///
/// - **Parse** (`Parse/`): the sources in output-name order (a non-spec file or two sources with one output
///   name reported), each file's YAML read and parsed into its spec: a `SpecSet`.
/// - **Translate** (`Translate/`): the `SymbolTable` of the whole run and the top-level names checked, then
///   each file's spec checked against them and turned into its view model: a `Translation`, one
///   `FileViewModel` per file (flows, then collectors, then callbacks) and every diagnostic.
/// - **Render** (`Render/`): each view model through its template (`TemplateSet`): a `GeneratedFile`.
/// - **Emit** (`Emit/`): each file handed to `deliver` on the thread that rendered it; `Commands.generate`
///   writes it with `OutputWriter`, the files `OutputSelection` includes.
///
/// Every stage is a plain function over values; parse, translate and render do each file's work on
/// `ParallelFileWork`, one thread per processor, largest file first. Finding the spec files of a command
/// line is `SpecDiscovery`'s.
public enum Generator {
    /// Generates one Swift file per spec source. The order of `sources` does not matter.
    public static func generate(_ sources: [SpecSource], options: GeneratorOptions = GeneratorOptions())
        -> GenerationResult
    {
        let (files, diagnostics) = generate(sources, options: options, selection: .all) { $0 }
        return GenerationResult(files: files.sorted { $0.name < $1.name }, diagnostics: diagnostics)
    }

    /// Translates every spec of `sources` and, unless there is an error, renders the files `selection`
    /// includes and hands each to `deliver` on the thread that rendered it (which writes it, say, so that
    /// writing overlaps rendering and no file's text outlives its writing). Returns what `deliver` returned,
    /// flows first, then collectors, then callbacks, and every diagnostic, sorted. Nothing is rendered when
    /// `render` is false.
    public static func generate<T: Sendable>(
        _ sources: [SpecSource], options: GeneratorOptions, selection: OutputSelection,
        render shouldRender: Bool = true,
        deliver: @escaping @Sendable (GeneratedFile) -> T
    ) -> (delivered: [T], diagnostics: [Diagnostic]) {
        let translation = translate(sources, access: options.access)
        guard shouldRender, !translation.diagnostics.hasErrors else { return ([], translation.diagnostics.sorted) }
        return (
            render(translation, templates: options.templates, selection: selection, deliver: deliver),
            translation.diagnostics.sorted
        )
    }

    /// Checks the specs without rendering: the diagnostics `generate` would report.
    public static func validate(_ sources: [SpecSource], access: AccessLevel = .internal) -> [Diagnostic] {
        translate(sources, access: access).diagnostics.sorted
    }

    /// The specs read from `sources` (for tools and tests), with the diagnostics of reading them.
    public static func read(_ sources: [SpecSource]) -> (specs: SpecSet, diagnostics: [Diagnostic]) {
        var bag = DiagnosticBag()
        let specs = parse(sources, &bag)
        return (specs, bag.sorted)
    }
}
