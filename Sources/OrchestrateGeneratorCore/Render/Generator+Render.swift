extension Generator {
    /// One file to render: its source and its view model.
    private enum RenderJob: Sendable {
        case flow(SpecSource, FlowFileModel)
        case collectors(SpecSource, CollectorsFileModel)
        case callbacks(SpecSource, CallbacksFileModel)

        var source: SpecSource {
            switch self {
            case .flow(let source, _), .collectors(let source, _), .callbacks(let source, _): source
            }
        }

        func render(with templates: TemplateSet) -> GeneratedFile {
            let text = switch self {
            case .flow(_, let model): templates.render(model, template: "FlowFile")
            case .collectors(_, let model): templates.render(model, template: "CollectorsFile")
            case .callbacks(_, let model): templates.render(model, template: "CallbacksFile")
            }
            return GeneratedFile(name: source.outputFileName, contents: text, sourcePath: source.path)
        }
    }

    /// Renders every checked file `selection` includes, one thread per processor, the largest
    /// spec first (a file's spec size is a fair guess of its rendering time), and hands each file to
    /// `deliver` on the thread that rendered it. Returns what `deliver` returned, flows first, then collectors, then callbacks.
    static func render<T: Sendable>(_ checked: Checked, templates: TemplateSet, selection: OutputSelection,
                                    deliver: @escaping @Sendable (GeneratedFile) -> T) -> [T] {
        let jobs = (checked.flows.map { RenderJob.flow($0.0, $0.1) } + checked.collectors.map { RenderJob.collectors($0.0, $0.1) }
            + checked.callbacks.map { RenderJob.callbacks($0.0, $0.1) })
            .filter { selection.includes(sourcePath: $0.source.path) }
        let largestFirst = jobs.indices.sorted { jobs[$0].source.bytes.count > jobs[$1].source.bytes.count }
        return BigStackThread.map(jobs.count, priority: largestFirst) { deliver(jobs[$0].render(with: templates)) }
    }
}
