import Mustache

@testable import OrchestrateGeneratorCore

// The reference the generator's renderer (`TemplateCompiler`, `TemplateRenderer`) is checked against:
// swift-mustache, the Mustache engine the templates are written for, rendering the same view models.
// `MustacheReference.render` renders a template set with it; the scopes below give it the view models.

/// Renders templates with swift-mustache.
enum MustacheReference {
    /// The template `name` of `texts` (by name, compiled as written) rendered by swift-mustache with `model`.
    static func render(_ name: String, of texts: [String: String], with model: any TemplateModel) throws -> String {
        var library = MustacheLibrary()
        for (templateName, text) in texts {
            try library.register(MustacheTemplate(string: text), named: templateName)
        }
        return library.render(RenderScope(model), withTemplate: name) ?? ""
    }
}

/// A view model on swift-mustache's context stack: answers the model's values, with text as `RenderedText`
/// and nested models (single, optional or in lists) as scopes of their own.
///
/// A scope also answers what the scopes below it on the stack answer (its `parent`, the scope it was
/// found in): Mustache looks a name up in each object of its stack from the top, with two protocol casts
/// per object, so a name the top scope passes on is found in one step instead of one per level. What a
/// tag finds is the same either way: the nearest model on the stack that has the name.
final class RenderScope: MustacheParent {
    private let model: any TemplateModel
    private let parent: RenderScope?

    /// Wraps `model`, found in `parent` (nil for the file's model).
    init(_ model: any TemplateModel, parent: RenderScope? = nil) {
        self.model = model
        self.parent = parent
    }

    /// The value called `key` of the model, or else of the nearest enclosing model that has one.
    func child(named key: String) -> Any? {
        var scope: RenderScope? = self
        while let current = scope {
            if let value = current.model.value(named: key) {
                switch value {
                case .text(let text): return RenderedText(text)
                case .flag(let flag): return flag
                case .model(let model): return RenderScope(model, parent: self)
                case .list(let models): return models.map { RenderScope($0, parent: self) }
                }
            }
            scope = current.parent
        }
        return nil
    }
}

/// A string the renderer prints as it is (the templates are `TEXT`, so nothing is escaped).
struct RenderedText: MustacheCustomRenderable {
    /// The text.
    let renderText: String
    /// Never null: an empty string still renders (as nothing).
    var isNull: Bool { false }

    /// Wraps `text`.
    init(_ text: String) {
        renderText = text
    }
}
