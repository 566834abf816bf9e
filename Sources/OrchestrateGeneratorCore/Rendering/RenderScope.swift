import Mustache

// What the renderer is given instead of the view models themselves, so that the values swift-mustache
// looks at on every tag are cheap for it to handle. The bytes rendered do not change.
//
// swift-mustache casts every object on its context stack to `MustacheParent` for every tag it looks up, and
// every value it prints to `MustacheCustomRenderable`, `MustacheLambda` and an optional before printing it
// with `String(describing:)`. A view model is a struct: each cast of it out of an `Any` copies it into a
// new box (retaining each of its strings and arrays). A `RenderScope` is a class (a cast only retains it),
// and a `RenderedText` is printed straight from its `renderText`.

/// A view model on the renderer's context stack: answers the model's values, with text as `RenderedText`
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
