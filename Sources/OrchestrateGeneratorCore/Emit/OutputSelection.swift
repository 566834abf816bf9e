import Foundation

/// Which outputs a `generate` run writes: every spec's, or only those of the spec files named by `--emit`.
///
/// A build plugin runs one command per spec file. Each command reads every spec file of the target (a flow
/// names forms of a collectors file) but may write only the one output it declared, so it names its own
/// spec with `--emit` and passes the others as plain inputs.
///
/// Errors anywhere stop every output, so each command shows all of them: a build stops at its first failed
/// command and the errors must be in the log whichever command that is. Warnings do not stop anything, so
/// each is shown only by the command of the file it is in.
public struct OutputSelection: Sendable, Equatable {
    /// The absolute paths of the emitted spec files; `nil` means every spec is emitted.
    public var emitted: Set<String>?

    /// Every spec's output.
    public static let all = OutputSelection(emitted: nil)

    /// Only the outputs of the spec files at `paths` (absolute, standardised).
    public static func only(_ paths: [String]) -> OutputSelection {
        OutputSelection(emitted: Set(paths))
    }

    /// The selection `--emit` options name, relative to `currentDirectory`: `.all` when `paths` is empty.
    /// Missing paths are diagnostics.
    public static func resolving(_ paths: [String], currentDirectory: String) -> (
        selection: OutputSelection, diagnostics: [Diagnostic]
    ) {
        guard !paths.isEmpty else { return (.all, []) }
        let found = SpecDiscovery.files(for: paths, currentDirectory: currentDirectory)
        return (.only(found.files), found.diagnostics)
    }

    /// Whether `file` is written.
    public func includes(_ file: GeneratedFile) -> Bool {
        includes(sourcePath: file.sourcePath)
    }

    /// Whether the output of the spec file at `sourcePath` is written (and so rendered at all).
    public func includes(sourcePath: String) -> Bool {
        emitted?.contains(sourcePath) ?? true
    }

    /// Whether `diagnostic` is shown: every error, and warnings in emitted files (or in no spec file).
    public func shows(_ diagnostic: Diagnostic) -> Bool {
        guard let emitted, diagnostic.severity != .error else { return true }
        return emitted.contains(diagnostic.location.file) || SpecKind.of(fileName: diagnostic.location.file) == nil
    }
}
