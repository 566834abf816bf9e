/// What the translate stage makes of a run's specs: every file's view model, flows first, then
/// collectors, then callbacks (each kind in output-name order), and every diagnostic of parsing and
/// translating them. The render stage renders the files only when no diagnostic is an error.
struct Translation: Sendable {
    /// The view model of each spec file that parsed.
    var files: [FileViewModel] = []
    /// The diagnostics of every stage so far, in report order.
    var diagnostics = DiagnosticBag()

    /// Adds one file's view model and the diagnostics of translating it.
    mutating func append(_ file: TranslatedFile) {
        diagnostics.append(contentsOf: file.diagnostics)
        files.append(file.viewModel)
    }
}

/// One file's view model and the diagnostics of building it, as a translating thread returns them.
struct TranslatedFile: Sendable {
    /// The view model.
    var viewModel: FileViewModel
    /// The problems found while checking the file against the run's symbols.
    var diagnostics: [Diagnostic]
}
