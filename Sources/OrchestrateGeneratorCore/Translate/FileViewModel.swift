/// One spec file translated: the view model of the Swift file it generates, with the source it came from.
/// What the translate stage makes of each file and the render stage renders.
enum FileViewModel: Sendable {
    /// A `*.flow.yaml` file and its `FlowFile.mustache` model.
    case flow(SpecSource, FlowFileModel)
    /// A `*.collectors.yaml` or `*.callbacks.yaml` file and its `MappingsFile.mustache` model.
    case mappings(SpecSource, MappingsFileModel)

    /// The spec file the view model was built from.
    var source: SpecSource {
        switch self {
        case .flow(let source, _), .mappings(let source, _): source
        }
    }
}
