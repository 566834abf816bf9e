import Foundation

/// The templates of a run, compiled once: the defaults built into the generator, each replaced by a
/// file of the same name in `--templates DIR` when there is one.
public struct TemplateSet: Sendable {
    /// Every template the generator renders, by name (`FlowFile` renders `FlowFile.mustache`).
    public static let names: [String] = DefaultTemplates.all.map(\.name)

    /// The templates 0.4 renamed when collectors and callbacks files came to share theirs, by old name.
    static let renamed: [String: String] = [
        "CollectorsFile": "MappingsFile", "CallbacksFile": "MappingsFile", "CollectorsForm": "TypedForm",
        "CallbacksNode": "TypedForm", "CollectorsFormInit": "TypedFormInit", "CallbacksNodeInit": "TypedFormInit",
    ]

    /// The compiled templates, by name.
    let templates: [String: CompiledTemplate]
    /// Where each template came from: `nil` for a default, the file path for an override.
    let origins: [String: String]

    /// The default templates, compiled on first use.
    public static let defaults = TemplateSet(
        templates: Dictionary(
            uniqueKeysWithValues: DefaultTemplates.all.map { name, text in
                do {
                    return (name, try TemplateCompiler.compile(text))
                } catch {
                    // The defaults are checked by the test suite; one that does not compile is a build defect.
                    preconditionFailure("default template \(name) does not compile: \(error)")
                }
            }), origins: [:])

    /// The defaults with every `*.mustache` file of `directory` in place of the default of its name.
    /// Unknown names, unreadable files, templates that do not parse or that name variables their
    /// view model lacks are diagnostics.
    public static func loading(overrides directory: String) -> Result<TemplateSet, DiagnosticList> {
        let fileManager = FileManager.default
        let url = URL(fileURLWithPath: directory).standardizedFileURL
        let start = SourceLocation(file: url.path, line: 1, column: 1)
        guard let files = try? fileManager.contentsOfDirectory(atPath: url.path) else {
            return .failure(DiagnosticList([Diagnostic(.error, "cannot read the templates directory", at: start)]))
        }
        var texts = Dictionary(uniqueKeysWithValues: DefaultTemplates.all.map { ($0.name, $0.text) })
        var origins: [String: String] = [:]
        var diagnostics = DiagnosticBag()
        for file in files.sorted() where file.hasSuffix(".mustache") {
            let path = url.appendingPathComponent(file).path
            let name = String(file.dropLast(".mustache".count))
            let location = SourceLocation(file: path, line: 1, column: 1)
            guard texts[name] != nil else {
                let suggestion =
                    renamed[name].map { "; since 0.4 it is '\($0)' (CHANGELOG.md lists its variables)" }
                    ?? Suggestions.didYouMean(name, in: names)
                diagnostics.error(
                    "unknown template '\(name)'\(suggestion)", at: location,
                    note: "templates: \(names.joined(separator: ", "))")
                continue
            }
            guard let data = fileManager.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
                diagnostics.error("cannot read the template as UTF-8 text", at: location)
                continue
            }
            texts[name] = text
            origins[name] = path
        }
        var templates: [String: CompiledTemplate] = [:]
        for name in names {
            guard let text = texts[name] else { continue }
            // The compiler is the one parser of the templates: its errors point into the file as written.
            do {
                templates[name] = try TemplateCompiler.compile(text)
            } catch {
                let path = origins[name] ?? "<built-in \(name).mustache>"
                diagnostics.error(
                    "the template does not parse: \(error.message)",
                    at: SourceLocation(file: path, line: error.line, column: error.column))
            }
        }
        for problem in TemplateLint.check(templates, texts: texts) {
            let path = origins[problem.template] ?? "<built-in \(problem.template).mustache>"
            diagnostics.error(
                problem.message, at: SourceLocation(file: path, line: problem.line, column: problem.column))
        }
        if diagnostics.hasErrors { return .failure(DiagnosticList(diagnostics.sorted)) }
        return .success(TemplateSet(templates: templates, origins: origins))
    }

    /// Renders the template `name` with `model`, whose stored properties are the template's variables.
    func render(_ model: any TemplateModel, template name: String) -> String {
        TemplateRenderer.render(name, of: templates, with: model)
    }
}
