/// Reads and parses spec files, several at once: each file's YAML is read (`YAMLReader`) and parsed into
/// its spec (`FlowParser`, `MappingsParser`) by `ParallelFileWork`, one thread per
/// processor, largest file first.
enum SpecFileReader {
    /// One file's spec (none when it could not be read or parsed) and the diagnostics of reading it.
    struct ParsedFile: Sendable {
        var flow: FlowSpec?
        var mappings: MappingsSpec?
        var diagnostics: [Diagnostic] = []
    }

    /// Every source read and parsed; the results are in the order of `sources`.
    static func parseAll(_ sources: [SpecSource]) -> [ParsedFile] {
        let largestFirst = sources.indices.sorted { sources[$0].bytes.count > sources[$1].bytes.count }
        return ParallelFileWork.map(sources.count, priority: largestFirst) { parse(sources[$0]) }
    }

    /// `source` read and parsed on the calling thread, which must have the large stack of a `ParallelFileWork` thread.
    static func parse(_ source: SpecSource) -> ParsedFile {
        var file = ParsedFile()
        let root: YAMLNode
        switch YAMLReader.read(onLargeStack: source) {
        case .success(let node): root = node
        case .failure(let list):
            file.diagnostics = list.diagnostics
            return file
        }
        switch source.kind {
        case .flow?:
            var parser = FlowParser()
            file.flow = parser.parse(root, source: source)
            file.diagnostics = parser.reader.diagnostics.all
        case .collectors?, .callbacks?:
            var parser = MappingsParser(kind: source.kind == .callbacks ? .journey : .davinci)
            file.mappings = parser.parse(root, source: source)
            file.diagnostics = parser.reader.diagnostics.all
        case nil:
            break
        }
        return file
    }
}
