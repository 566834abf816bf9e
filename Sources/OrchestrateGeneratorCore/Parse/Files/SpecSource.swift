/// The two kinds of spec file, told apart by suffix.
public enum SpecKind: String, Sendable, CaseIterable {
    /// `*.flow.yaml` / `*.flow.yml`: a flow's modules, workflow and steps.
    case flow
    /// `*.collectors.yaml` / `*.collectors.yml`: collector mappings, custom collectors and typed forms.
    case collectors
    /// `*.callbacks.yaml` / `*.callbacks.yml`: Journey callback mappings, custom callbacks and typed nodes.
    case callbacks

    /// The kind of the file called `fileName`, or `nil` when it is not a spec file.
    public static func of(fileName: String) -> SpecKind? {
        for kind in SpecKind.allCases {
            for ext in ["yaml", "yml"] where fileName.hasSuffix(".\(kind.rawValue).\(ext)") {
                let base = fileName.dropLast(kind.rawValue.count + ext.count + 2)
                return base.isEmpty ? nil : kind
            }
        }
        return nil
    }
}

/// One spec file's bytes and names.
public struct SpecSource: Sendable {
    /// The absolute path, as diagnostics print it.
    public var path: String
    /// The file's bytes.
    public var bytes: [UInt8]

    /// Creates a source.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// Creates a source from text.
    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The last path component: `SignIn.flow.yaml`.
    public var fileName: String {
        path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
    }

    /// The kind, from the suffix.
    public var kind: SpecKind? { SpecKind.of(fileName: fileName) }

    /// The name without the kind suffix: `SignIn` for `SignIn.flow.yaml`.
    public var baseName: String {
        guard let kind else { return fileName }
        let name = fileName
        let suffixLength = kind.rawValue.count + (name.hasSuffix(".yml") ? 4 : 5) + 1
        return String(name.dropLast(suffixLength))
    }

    /// The output file name, from the input name alone: `SignIn.flow.swift`.
    public var outputFileName: String {
        guard let kind else { return fileName + ".swift" }
        return "\(baseName).\(kind.rawValue).swift"
    }

    /// The location of the file's start, for problems of the whole file.
    public var start: SourceLocation { SourceLocation(file: path, line: 1, column: 1) }
}
