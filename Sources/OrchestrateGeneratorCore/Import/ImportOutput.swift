import Foundation

/// What an import produced: the files by name, the warnings, and the part of a sandbox script several
/// imports share.
struct ImportOutput {
    /// The files, by name.
    var files: [(name: String, contents: String)]
    /// What the export could not say, and errors.
    var diagnostics: [Diagnostic]
    /// The import's part of a shared script: for a journey its `trees` entry and `treeNodes`; for a DaVinci
    /// flow its `flows` entry and `nodes`.
    var sharedScript: (entry: YAMLOut, nodes: [YAMLOut])
}
