import Foundation
import Testing

@testable import OrchestrateGeneratorCore

/// The templates: the compiled-in copy equals Templates/, every name a template uses exists in its
/// view model, and overrides replace defaults.
@Suite struct TemplateTests {
    static func templatesOnDisk() throws -> [(name: String, text: String)] {
        let folder = packageRoot.appendingPathComponent("Templates")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".mustache") }
            .sorted()
            .map { name in
                (
                    String(name.dropLast(".mustache".count)),
                    try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
                )
            }
    }

    /// The text of DefaultTemplates.swift for `templates`.
    static func defaultTemplatesSource(_ templates: [(name: String, text: String)]) -> String {
        var lines = [
            "// Generated from Templates/ by `ORCHESTRATE_BLESS=1 swift test --filter TemplateTests`. Do not edit.",
            "",
            "/// The default templates, compiled into the generator so that no file is looked up at run time.",
            "enum DefaultTemplates {",
            "    /// Every template by name, sorted by name.",
            "    static let all: [(name: String, text: String)] = [",
        ]
        for (name, text) in templates {
            lines.append("        (\"\(name)\", ####\"\"\"\n\(text)\n\"\"\"####),")
        }
        lines += ["    ]", "}", ""]
        return lines.joined(separator: "\n")
    }

    /// The text of ViewModelLookup.swift: a `TemplateModel` conformance for every view model the root samples
    /// reach, answering each of its stored properties by name, in declaration order (first reached first).
    static func viewModelLookupSource() -> String {
        var order: [String] = []
        var properties: [String: [String]] = [:]
        func visit(_ value: Any) {
            let mirror = Mirror(reflecting: value)
            switch mirror.displayStyle {
            case .optional?, .collection?:
                for child in mirror.children { visit(child.value) }
            case .struct?:
                let type = String(reflecting: Swift.type(of: value)).split(separator: ".").dropFirst()
                    .joined(separator: ".")
                if properties[type] == nil {
                    order.append(type)
                    properties[type] = mirror.children.compactMap(\.label)
                }
                for child in mirror.children { visit(child.value) }
            default:
                break
            }
        }
        for (_, model) in TemplateSamples.roots { visit(model) }
        var lines = [
            "// Generated from the view models by `ORCHESTRATE_BLESS=1 swift test --filter TemplateTests`. Do not edit.",
            "//",
            "// Direct member lookup for the renderer, one switch per view model: Mustache would otherwise reflect each",
            "// model with `Mirror` on every tag, which dominates rendering time. A model's template variables are its",
            "// stored properties; `TemplateTests` writes this file from them, and fails when it is out of date.",
        ]
        for type in order {
            lines += [
                "", "extension \(type): TemplateModel {", "    /// The stored property called `key`.",
                "    func value(named key: String) -> TemplateValue? {", "        switch key {",
            ]
            for name in properties[type] ?? [] { lines.append("        case \"\(name)\": TemplateValue(self.\(name))") }
            lines += ["        default: nil", "        }", "    }", "}"]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func theViewModelLookupIsTheViewModels() throws {
        let sourceFile = packageRoot.appendingPathComponent(
            "Sources/OrchestrateGeneratorCore/Render/ViewModels/ViewModelLookup.swift")
        if blessing {
            try Self.viewModelLookupSource().write(to: sourceFile, atomically: true, encoding: .utf8)
            return
        }
        #expect(
            try String(contentsOf: sourceFile, encoding: .utf8) == Self.viewModelLookupSource(),
            "ViewModelLookup.swift is not the view models' properties; run ORCHESTRATE_BLESS=1 swift test --filter TemplateTests"
        )
    }

    @Test func theCompiledInTemplatesEqualTheTemplatesFolder() throws {
        let onDisk = try Self.templatesOnDisk()
        let sourceFile = packageRoot.appendingPathComponent(
            "Sources/OrchestrateGeneratorCore/Render/Templates/DefaultTemplates.swift")
        if blessing {
            try Self.defaultTemplatesSource(onDisk).write(to: sourceFile, atomically: true, encoding: .utf8)
            return
        }
        for template in onDisk {
            #expect(!template.text.contains("\"####"), "\(template.name) contains the raw string delimiter")
        }
        #expect(DefaultTemplates.all.map(\.name) == onDisk.map(\.name))
        for (compiled, disk) in zip(DefaultTemplates.all, onDisk) {
            #expect(
                compiled.text == disk.text,
                "\(compiled.name).mustache differs from the compiled-in copy; run ORCHESTRATE_BLESS=1 swift test")
        }
        #expect(try String(contentsOf: sourceFile, encoding: .utf8) == Self.defaultTemplatesSource(onDisk))
    }

    @Test func everyNameATemplateUsesExistsInItsViewModel() {
        let texts = Dictionary(uniqueKeysWithValues: DefaultTemplates.all.map { ($0.name, $0.text) })
        #expect(TemplateLint.check(texts: texts).map(\.description) == [])
    }

    @Test func theLintFindsUnknownNamesAndMissingPragmas() {
        var texts = Dictionary(uniqueKeysWithValues: DefaultTemplates.all.map { ($0.name, $0.text) })
        texts["FlowHook"] =
            "{{% CONTENT_TYPE: TEXT }}\nsetup.{{stat}} {\n{{#actions}}{{>FlowAction}}{{/actions}}\n{{#nope}}x{{/nope}}\n}\n"
        texts["FlowInstall"] = "config.module({{module}})\n"
        let problems = TemplateLint.check(texts: texts).map(\.description)
        #expect(problems.contains("FlowHook.mustache:2:7: 'stat' is not in HookModel or ModuleModel or FlowFileModel"))
        #expect(problems.contains("FlowHook.mustache:4:1: 'nope' is not in HookModel or ModuleModel or FlowFileModel"))
        #expect(
            problems.contains(
                "FlowInstall.mustache:1:1: line 1 must be '{{% CONTENT_TYPE: TEXT }}' (else Mustache escapes '<' and '&' as HTML)"
            ))
    }

    @Test func templatesThatDoNotCompileAreLintProblemsAtTheirTag() {
        var texts = Dictionary(uniqueKeysWithValues: DefaultTemplates.all.map { ($0.name, $0.text) })
        texts["FlowHook"] = "{{% CONTENT_TYPE: TEXT }}\n{{#actions}}\n  {{/action}}\n"
        texts["FlowInstall"] = "{{% CONTENT_TYPE: TEXT }}\nx {{>Missing}}\n"
        let problems = TemplateLint.check(texts: texts).map(\.description)
        #expect(problems.contains("FlowHook.mustache:3:3: '{{/action}}' closes '{{#actions}}'"))
        #expect(problems.contains("FlowInstall.mustache:2:3: no template named 'Missing' for the partial"))
    }

    @Test func anOverrideThatDoesNotCompileIsOneDiagnostic() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "orchestrate-templates-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let original = try #require(DefaultTemplates.all.first { $0.name == "FlowInstall" }?.text)
        try (original + "  {{uppercased(module)}}\n").write(
            to: folder.appendingPathComponent("FlowInstall.mustache"), atomically: true, encoding: .utf8)
        guard case .failure(let list) = TemplateSet.loading(overrides: folder.path) else {
            Issue.record("expected diagnostics")
            return
        }
        let transforms = list.diagnostics.filter { $0.message.contains("transforms such as 'uppercased(module)'") }
        #expect(transforms.count == 1)
        #expect(transforms.first?.location.column == 3)
    }

    @Test func anOverrideReplacesTheDefaultOfItsName() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "orchestrate-templates-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let original = try #require(DefaultTemplates.all.first { $0.name == "FlowFile" }?.text)
        let changed = original.replacingOccurrences(of: "{{header}}\n", with: "{{header}}\n// Custom template <&>\n")
        try changed.write(to: folder.appendingPathComponent("FlowFile.mustache"), atomically: true, encoding: .utf8)
        let templates = try TemplateSet.loading(overrides: folder.path).get()
        let result = Generator.generate(
            [SpecSource(path: "/specs/A.flow.yaml", text: "orchestrate: 1\nflow: A\n")],
            options: GeneratorOptions(templates: templates))
        #expect(result.files.first?.contents.contains("// Custom template <&>\n") == true)
    }

    @Test func badOverridesAreDiagnostics() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "orchestrate-templates-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "{{% CONTENT_TYPE: TEXT }}\n".write(
            to: folder.appendingPathComponent("FlowFiel.mustache"), atomically: true, encoding: .utf8)
        try "{{% CONTENT_TYPE: TEXT }}\n{{#installs}}\n".write(
            to: folder.appendingPathComponent("FlowFile.mustache"), atomically: true, encoding: .utf8)
        // An override written for 0.3's templates, whose name edit distance alone would not find.
        try "{{% CONTENT_TYPE: TEXT }}\n".write(
            to: folder.appendingPathComponent("CallbacksNode.mustache"), atomically: true, encoding: .utf8)
        guard case .failure(let list) = TemplateSet.loading(overrides: folder.path) else {
            Issue.record("expected diagnostics")
            return
        }
        let messages = list.diagnostics.map(\.message)
        #expect(messages.contains("unknown template 'FlowFiel'; did you mean 'FlowFile'?"))
        #expect(
            messages.contains(
                "unknown template 'CallbacksNode'; since 0.4 it is 'TypedForm' (CHANGELOG.md lists its variables)"))
        let unparsed = list.diagnostics.filter { $0.message.hasPrefix("the template does not parse") }
        #expect(unparsed.map(\.message) == ["the template does not parse: '{{#installs}}' is not closed"])
        #expect(unparsed.map { "\($0.location.line):\($0.location.column)" } == ["2:1"])
        #expect(unparsed.allSatisfy { $0.location.file.hasSuffix("/FlowFile.mustache") })
    }

    @Test func anOverrideThatIncludesItselfIsADiagnosticNotAHang() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "orchestrate-templates-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let install = try #require(DefaultTemplates.all.first { $0.name == "FlowInstall" }?.text)
        try (install + "{{>FlowModule}}\n").write(
            to: folder.appendingPathComponent("FlowInstall.mustache"), atomically: true, encoding: .utf8)
        let module = try #require(DefaultTemplates.all.first { $0.name == "FlowModule" }?.text)
        try (module + "{{>FlowInstall}}\n").write(
            to: folder.appendingPathComponent("FlowModule.mustache"), atomically: true, encoding: .utf8)
        guard case .failure(let list) = TemplateSet.loading(overrides: folder.path) else {
            Issue.record("expected a diagnostic")
            return
        }
        let cycles = list.diagnostics.filter { $0.message.contains("includes itself") }
        #expect(!cycles.isEmpty)
        #expect(cycles.allSatisfy { $0.message.hasSuffix("rendering would never end") })
        #expect(cycles.allSatisfy { $0.location.file.hasSuffix(".mustache") && $0.location.line > 1 })
    }
}
