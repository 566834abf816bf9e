extension Generator {
    /// One file to render: its source and its view model.
    private enum RenderJob: Sendable {
        case flow(SpecSource, FlowFileModel)
        case collectors(SpecSource, CollectorsFileModel)

        var source: SpecSource {
            switch self {
            case .flow(let source, _), .collectors(let source, _): source
            }
        }

        func render(with templates: TemplateSet) -> GeneratedFile {
            let text = switch self {
            case .flow(_, let model): templates.render(model, template: "FlowFile")
            case .collectors(_, let model): templates.render(model, template: "CollectorsFile")
            }
            return GeneratedFile(name: source.outputFileName, contents: SourceFormatter.format(text), sourcePath: source.path)
        }
    }

    /// Renders and formats every checked file, one thread per processor, the largest spec first (a file's
    /// spec size is a fair guess of its rendering time). The files come back flows first, then collectors.
    static func render(_ checked: Checked, templates: TemplateSet) -> [GeneratedFile] {
        let jobs = checked.flows.map { RenderJob.flow($0.0, $0.1) } + checked.collectors.map { RenderJob.collectors($0.0, $0.1) }
        let largestFirst = jobs.indices.sorted { jobs[$0].source.bytes.count > jobs[$1].source.bytes.count }
        return BigStackThread.map(jobs.count, priority: largestFirst) { jobs[$0].render(with: templates) }
    }
}
