import Testing

@testable import OrchestrateGeneratorCore

/// The generator's renderer (`TemplateCompiler`, `TemplateRenderer`) against swift-mustache, the reference
/// Mustache engine: the same templates and models must give the same bytes, but for the indentation of the
/// lines a standalone partial prints. swift-mustache indents the empty ones too, and misses the first line
/// of every item but the first of a section in an indented partial (it indents a line only when the piece
/// before it, rendered in the same call, ended it); the generator does neither.
@Suite struct CompiledTemplateTests {
    /// The built-in templates, by name.
    static let builtInTexts = Dictionary(uniqueKeysWithValues: DefaultTemplates.all.map { ($0.name, $0.text) })

    /// `text` without the spaces and tabs that end its lines.
    static func withoutTrailingBlanks(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in String(line.reversed().drop { $0 == " " || $0 == "\t" }.reversed()) }
            .joined(separator: "\n")
    }

    /// `text` without the spaces and tabs that start or end its lines.
    static func withoutIndentation(_ text: String) -> String {
        withoutTrailingBlanks(text).split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in String(line.drop { $0 == " " || $0 == "\t" }) }
            .joined(separator: "\n")
    }

    @Test func everyBuiltInTemplateRendersWhatSwiftMustacheRendersForTheExamplesAndTheCorpus() throws {
        var rendered = 0
        for access in [AccessLevel.internal, .public] {
            let translation = Generator.translate(
                sources(in: "Examples/Specs") + sources(in: "Tests/OrchestrateGeneratorCoreTests/Corpus/valid"),
                access: access)
            let models: [(String, any TemplateModel)] = translation.files.map { file in
                switch file {
                case .flow(_, let model): ("FlowFile", model)
                case .mappings(_, let model): ("MappingsFile", model)
                }
            }
            #expect(models.count >= 4)
            for (template, model) in models {
                let ours = TemplateRenderer.render(template, of: TemplateSet.defaults.templates, with: model)
                // The same lines; their indentation is the golden files' (`GoldenTests`).
                #expect(
                    Self.withoutIndentation(ours)
                        == Self.withoutIndentation(
                            try MustacheReference.render(template, of: Self.builtInTexts, with: model)))
                #expect(ours.utf8.count > 500)
                rendered += 1
            }
        }
        #expect(rendered >= 8)
    }

    /// The samples with every flag true, then false, so that both sides of every condition render.
    @Test func theSampleModelsReachEveryTemplateAndRenderAlike() throws {
        let samples =
            TemplateSamples.roots + [
                ("FlowFile", TemplateSamples.sample(FlowFileModel.self, flags: false)),
                ("MappingsFile", TemplateSamples.sample(MappingsFileModel.self, flags: false)),
            ]
        for (template, model) in samples {
            let ours = TemplateRenderer.render(template, of: TemplateSet.defaults.templates, with: model)
            #expect(
                Self.withoutIndentation(ours)
                    == Self.withoutIndentation(
                        try MustacheReference.render(template, of: Self.builtInTexts, with: model)))
        }
    }

    /// A model, a root template `T` and the other templates of the set.
    struct Case: CustomTestStringConvertible, Sendable {
        let template: String
        var partials: [String: String] = [:]
        var testDescription: String { template.debugDescription }
    }

    static let text = "{{% CONTENT_TYPE: TEXT }}\n"

    static let edgeCases: [Case] = [
        Case(template: text + "plain text\nno tags, no final line break"),
        Case(template: text + "  {{#yes}}\n  inside\n  {{/yes}}\nafter\n"),
        Case(template: text + "a {{#yes}}b{{/yes}} c\n  {{#no}}hidden{{/no}}  \n"),
        Case(template: text + "{{#yes}}\nx {{/yes}} y\n  z\n"),
        Case(template: text + "  {{! a note }}\n  {{! inline }} x\n\t{{!multi\nline}}\ny\n"),
        Case(
            template: text
                + "{{^no}}no is false{{/no}}|{{^missing}}missing{{/missing}}|{{^none}}empty list{{/none}}|{{^items}}items{{/items}}|{{^title}}title{{/title}}\n"
        ),
        Case(template: text + "{{#items}}\n- {{name}} of {{title}}{{#yes}} (yes){{/yes}}\n{{/items}}\n"),
        Case(
            template: text
                + "{{#child}}{{name}} / {{title}}{{/child}} {{child.name}} {{child.inner.name}} {{#child}}{{.name}}{{/child}}\n"
        ),
        Case(template: text + "{{#title}}[{{title}}]{{/title}} {{yes}} {{no}} {{missing}}.\n"),
        Case(template: text + "{{#yes}}\r\nx\r\n{{/yes}}\r\n  {{name}}\r\n"),
        Case(template: text + "{{#yes}}\u{0B}x{{/yes}}\u{0C}\n{{#yes}}  \u{2028}y{{/yes}}\n"),
        Case(
            template: text + "  {{>P}}\nafter\n",
            partials: ["P": text + "line 1\n\nline 2 {{name}}\n  {{>Q}}\n", "Q": text + "q1\nq2 {{title}}\n"]),
        Case(
            template: text + "x {{>P}} y\n\t{{>P}}\n{{#items}}\n  {{>P}}\n{{/items}}\n",
            partials: ["P": text + "p {{name}}\nlast"]),
        Case(template: text + "{{>Missing}}\nend\n"),
        Case(template: text + "{{{name}}} {{&name}} {{ name }} {{# yes }}s{{/ yes }} {{^ no }}i{{/ no }}\n"),
        Case(template: text + "braces { } }} {x} and {{#yes}}x{{/yes}}  "),
        Case(template: text + "end with a tag {{name}}"),
        Case(template: text + "a{{\nb\n"),
        Case(template: text + "  {{#yes}}  \n  {{#items}}\n  {{name}}\n  {{/items}}\n  {{/yes}}"),
        Case(template: "{{% CONTENT_TYPE: TEXT }}  \n   {{% CONTENT_TYPE: TEXT }}\n{{name}}\n"),
    ]

    static let model = DictionaryModel([
        "name": .text("<Ada & Co>"),
        "title": .text("Top"),
        "yes": .flag(true),
        "no": .flag(false),
        "none": .list([]),
        "items": .list([
            DictionaryModel(["name": .text("one")]), DictionaryModel(["name": .text("two"), "title": .text("Inner")]),
        ]),
        "child": .model(
            DictionaryModel(["name": .text("kid"), "inner": .model(DictionaryModel(["name": .text("grandkid")]))])),
    ])

    @Test(arguments: edgeCases)
    func edgeCasesRenderWhatSwiftMustacheRenders(_ testCase: Case) throws {
        let texts = testCase.partials.merging(["T": testCase.template]) { $1 }
        let compiled = try texts.mapValues { text throws(TemplateCompiler.Error) in try TemplateCompiler.compile(text) }
        let ours = TemplateRenderer.render("T", of: compiled, with: Self.model)
        #expect(
            Self.withoutTrailingBlanks(ours)
                == Self.withoutTrailingBlanks(try MustacheReference.render("T", of: texts, with: Self.model)))
    }

    /// Renders `T` of `texts`, each compiled, with `model`.
    static func render(_ texts: [String: String], with model: any TemplateModel = model) throws -> String {
        TemplateRenderer.render(
            "T", of: try texts.mapValues { text throws(TemplateCompiler.Error) in try TemplateCompiler.compile(text) },
            with: model)
    }

    /// Templates print indented code themselves: nested partials add their indentations up.
    @Test func standalonePartialsIndentEveryLineTheyPrintButTheEmptyOnes() throws {
        let rendered = try Self.render([
            "T": Self.text + "func f() {\n    {{>Body}}\n}\n  {{>Missing}}\n\t{{>Nothing}}\nend\n",
            "Body": Self.text
                + "let a = 1\n\n{{#items}}\nif a {\n    {{>Item}}\n}\n{{/items}}\n{{#no}}\nhidden\n{{/no}}\nlet b = {{>Inline}}\n",
            "Item": Self.text + "print({{name}})\n",
            "Inline": Self.text + "[\n    1,\n]",
            "Nothing": Self.text + "{{#no}}\nhidden\n{{/no}}\n",
        ])
        // A partial that prints nothing leaves nothing, not its indentation; a partial that is not alone on its
        // line starts where its tag is, and its later lines are indented as the lines around the tag.
        #expect(
            rendered == """
                func f() {
                    let a = 1

                    if a {
                        print(one)
                    }
                    if a {
                        print(two)
                    }
                    let b = [
                        1,
                    ]
                }
                end

                """)
    }

    /// A value is printed as it is, whatever lines it holds.
    @Test func aVariablesLineBreaksArePrintedAsTheyAre() throws {
        let rendered = try Self.render(
            ["T": Self.text + "  {{>P}}\n", "P": Self.text + "{{lines}}c\n"],
            with: DictionaryModel(["lines": .text("a\nb\n")]))
        // As in Mustache, the lines inside a value are not the template's: only what the template prints
        // after the value's last line feed is indented.
        #expect(rendered == "  a\nb\n  c\n")
    }

    @Test func textIsPrintedAsItIsAndLookupsGoOutwards() throws {
        let template = try TemplateCompiler.compile(Self.text + "{{#items}}{{name}}/{{title}};{{/items}} {{name}}")
        #expect(TemplateRenderer.render("T", of: ["T": template], with: Self.model) == "one/Top;two/Inner; <Ada & Co>")
    }

    /// swift-mustache would print a description of the value (`TemplateLint` rejects such tags first).
    @Test func aModelOrAListAsAVariablePrintsNothing() throws {
        let template = try TemplateCompiler.compile(Self.text + "[{{items}}|{{child}}|{{.}}]")
        #expect(TemplateRenderer.render("T", of: ["T": template], with: Self.model) == "[||]")
    }

    @Test(arguments: [
        ("{{% CONTENT_TYPE: TEXT }}\n{{#a}}\nx\n", 2, 1, "'{{#a}}' is not closed"),
        ("{{% CONTENT_TYPE: TEXT }}\n{{#a}}x{{/b}}", 2, 8, "'{{/b}}' closes '{{#a}}'"),
        ("{{% CONTENT_TYPE: TEXT }}\nx{{/b}}", 2, 2, "'{{/b}}' closes no section"),
        (
            "{{% CONTENT_TYPE: TEXT }}\n  {{uppercased(name)}}", 2, 3,
            "transforms such as 'uppercased(name)' are not supported"
        ),
        ("{{% CONTENT_TYPE: TEXT }}\n{{=<% %>=}}", 2, 1, "set-delimiter and inheritance tags are not supported"),
        (
            "{{% CONTENT_TYPE: TEXT }}\n{{<Parent}}{{/Parent}}", 2, 1,
            "set-delimiter and inheritance tags are not supported"
        ),
        ("{{% CONTENT_TYPE: TEXT }}\n{{>*dynamic}}", 2, 1, "dynamic partials"),
        (
            "{{% CONTENT_TYPE: HTML }}\n", 1, 1,
            "the only pragma generator templates take is '{{% CONTENT_TYPE: TEXT }}'"
        ),
        ("{{name}}\n{{% CONTENT_TYPE: TEXT }}\n", 1, 1, "'{{name}}' comes before '{{% CONTENT_TYPE: TEXT }}'"),
        ("{{% CONTENT_TYPE: TEXT }}\n{{name\n", 2, 1, "unfinished tag"),
        ("{{% CONTENT_TYPE: TEXT }}\n{{! never closed", 2, 1, "unclosed comment"),
        ("{{% CONTENT_TYPE: TEXT }}\n{{{name}}", 2, 1, "'{{{' needs '}}}'"),
        ("{{% CONTENT_TYPE: TEXT }}\n{{}}", 2, 1, "the tag has no name"),
        ("{{% CONTENT_TYPE: TEXT }}\nends with {", 2, 11, "a '{' ends the template"),
    ])
    func templatesOutsideTheGeneratorsMustacheAreErrorsWithTheirPlace(
        text: String, line: Int, column: Int, message: String
    ) {
        #expect {
            try TemplateCompiler.compile(text)
        } throws: { error in
            guard let error = error as? TemplateCompiler.Error else { return false }
            return error.line == line && error.column == column && error.message.contains(message)
        }
    }
}

/// A view model made of a dictionary, for templates written in the tests.
struct DictionaryModel: TemplateModel {
    let values: [String: TemplateValue]

    init(_ values: [String: TemplateValue]) {
        self.values = values
    }

    func value(named key: String) -> TemplateValue? {
        values[key]
    }
}
