import Foundation
import Mustache

/// The templates of a run, compiled once: the defaults built into the generator, each replaced by a
/// file of the same name in `--templates DIR` when there is one.
public struct TemplateSet: Sendable {
    /// Every template the generator renders, by name (`FlowFile` renders `FlowFile.mustache`).
    public static let names: [String] = DefaultTemplates.all.map(\.name)

    private let compilation: TemplateCompilation
    /// Where each template came from: `nil` for a default, the file path for an override.
    let origins: [String: String]

    /// The compiled templates (waiting, the first time, for the defaults to finish compiling).
    var library: MustacheLibrary { compilation.library }

    /// The default templates. They compile on a thread of their own, started by the first use of
    /// `defaults`, so that a run reads and checks its specs meanwhile; rendering waits for them.
    public static let defaults = TemplateSet(compilation: TemplateCompilation {
        var library = MustacheLibrary()
        for (name, text) in DefaultTemplates.all {
            do {
                try library.register(compilable(text), named: name)
            } catch {
                // The defaults are checked by the test suite; one that does not parse is a build defect.
                preconditionFailure("default template \(name) does not parse: \(error)")
            }
        }
        return library
    }, origins: [:])

    /// Starts compiling the default templates (on another thread) without waiting for them: a command
    /// that will render calls it first, so that parsing its arguments overlaps compiling.
    public static func prepareDefaults() {
        _ = defaults
    }

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
                diagnostics.error("unknown template '\(name)'\(Suggestions.didYouMean(name, in: names))", at: location,
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
        var library = MustacheLibrary()
        for name in names {
            guard let text = texts[name] else { continue }
            let path = origins[name] ?? "<built-in \(name).mustache>"
            do {
                // Parsed as written first, so that a parse error points into the file as the user wrote it.
                _ = try MustacheTemplate(string: text)
                try library.register(compilable(text), named: name)
            } catch let error as MustacheTemplate.ParserError {
                diagnostics.error("the template does not parse: \(error.error)",
                                  at: SourceLocation(file: path, line: max(1, error.context.lineNumber), column: max(1, error.context.columnNumber)))
            } catch {
                diagnostics.error("the template does not parse: \(error)", at: SourceLocation(file: path, line: 1, column: 1))
            }
        }
        for problem in TemplateLint.check(texts: texts) {
            let path = origins[problem.template] ?? "<built-in \(problem.template).mustache>"
            diagnostics.error(problem.message, at: SourceLocation(file: path, line: problem.line, column: problem.column))
        }
        if diagnostics.hasErrors { return .failure(DiagnosticList(diagnostics.sorted)) }
        return .success(TemplateSet(compilation: TemplateCompilation(library), origins: origins))
    }

    /// `text` as it is compiled: standalone partial tags unindented, and tags between delimiters that are
    /// cheaper to find (see `PartialIndentation` and `TagDelimiters`). Renders the same bytes.
    static func compilable(_ text: String) -> String {
        TagDelimiters.rewritten(PartialIndentation.removed(from: text))
    }

    /// Renders the template `name` with `model`.
    func render(_ model: any TemplateModel, template name: String) -> String {
        library.render(RenderScope(model), withTemplate: name) ?? ""
    }
}
