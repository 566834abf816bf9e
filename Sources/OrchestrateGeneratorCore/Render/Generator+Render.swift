/// The render stage: `Translation` → `GeneratedFile`s, each handed to the emit stage's `deliver`.
extension Generator {
    /// Renders every translated file `selection` includes, one thread per processor (`ParallelFileWork`),
    /// the largest spec first (a file's spec size is a fair guess of its rendering time), and hands each file
    /// to `deliver` on the thread that rendered it. Returns what `deliver` returned, in the order of
    /// `translation.files`: flows first, then collectors, then callbacks.
    static func render<T: Sendable>(
        _ translation: Translation, templates: TemplateSet, selection: OutputSelection,
        deliver: @escaping @Sendable (GeneratedFile) -> T
    ) -> [T] {
        let files = translation.files.filter { selection.includes(sourcePath: $0.source.path) }
        let largestFirst = files.indices.sorted { files[$0].source.bytes.count > files[$1].source.bytes.count }
        return ParallelFileWork.map(files.count, priority: largestFirst) { deliver(files[$0].render(with: templates)) }
    }
}

extension FileViewModel {
    /// The Swift file of this view model: its file template (`FlowFile` or `MappingsFile`) of `templates`
    /// rendered with it, named after its spec.
    func render(with templates: TemplateSet) -> GeneratedFile {
        let text =
            switch self {
            case .flow(_, let model): templates.render(model, template: "FlowFile")
            case .mappings(_, let model): templates.render(model, template: "MappingsFile")
            }
        return GeneratedFile(name: source.outputFileName, contents: text, sourcePath: source.path)
    }
}
