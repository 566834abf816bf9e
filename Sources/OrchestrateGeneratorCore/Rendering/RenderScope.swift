import Mustache

// What the renderer is given instead of the view models themselves, so that the values swift-mustache
// looks at on every tag are cheap for it to handle. The bytes rendered do not change.
//
// swift-mustache casts every object on its context stack to `MustacheParent` for every tag it looks up, and
// every value it prints to `MustacheCustomRenderable`, `MustacheLambda` and an optional before printing it
// with `String(describing:)`. A view model is a struct: each cast of it out of an `Any` copies it into a
// new box (retaining each of its strings and arrays). A `RenderScope` is a class (a cast only retains it),
// and a `RenderedText` is printed straight from its `renderText`.

/// A view model on the renderer's context stack: answers the model's `child(named:)`, with strings as
/// `RenderedText` and nested models (single, optional or in arrays) as scopes of their own.
final class RenderScope: MustacheParent {
    private let model: any MustacheParent

    /// Wraps `model`.
    init(_ model: any MustacheParent) {
        self.model = model
    }

    /// The model's child called `key`, in the form the renderer handles fastest.
    func child(named key: String) -> Any? {
        guard let value = model.child(named: key) else { return nil }
        // Cheapest checks first: a cast to a concrete type compares metadata, a cast to a protocol looks the
        // conformance up (and the first time for each type, scans every conformance record of the process:
        // so lists are told apart before the protocol cast, which would fail for each list type).
        if let text = value as? String { return RenderedText(text) }
        if value is Bool { return value }
        if let list = value as? [any MustacheParent] { return list.map(RenderScope.init) }
        if let nested = value as? any MustacheParent { return RenderScope(nested) }
        return value
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
