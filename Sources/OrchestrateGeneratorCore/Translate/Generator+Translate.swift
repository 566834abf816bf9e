/// The translate stage: `SpecSet` → `Translation`.
extension Generator {
    /// Parses `sources` and translates every spec into its view model (`FlowModelBuilder`,
    /// `MappingsModelBuilder`), checking each against the `SymbolTable` of the
    /// whole run; `access` is the access level of files whose spec does not say. Each file's model needs only
    /// its spec and the symbols, so they are built by `ParallelFileWork`, the largest spec first.
    static func translate(_ sources: [SpecSource], access: AccessLevel) -> Translation {
        var translation = Translation()
        let specs = parse(sources, &translation.diagnostics)
        let symbols = SymbolTable(specs: specs, diagnostics: &translation.diagnostics)
        checkTopLevelNames(specs, &translation.diagnostics)
        let flowCount = specs.flows.count
        let mappings = specs.collectors + specs.callbacks
        let sizes = specs.flows.map(\.source.bytes.count) + mappings.map(\.source.bytes.count)
        let largestFirst = sizes.indices.sorted { sizes[$0] > sizes[$1] }
        let translated = ParallelFileWork.map(sizes.count, priority: largestFirst) { index -> TranslatedFile in
            if index < flowCount {
                var builder = FlowModelBuilder(spec: specs.flows[index], symbols: symbols, defaultAccess: access)
                return TranslatedFile(
                    viewModel: .flow(specs.flows[index].source, builder.build()), diagnostics: builder.diagnostics.all)
            }
            let file = mappings[index - flowCount]
            var builder = MappingsModelBuilder(spec: file, symbols: symbols, defaultAccess: access)
            return TranslatedFile(
                viewModel: .mappings(file.source, builder.build()), diagnostics: builder.diagnostics.all)
        }
        for file in translated {
            translation.append(file)
        }
        return translation
    }
}
