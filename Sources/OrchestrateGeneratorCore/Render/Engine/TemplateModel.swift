/// A view model a template renders: answers each of its stored properties by name, as a `TemplateValue`.
///
/// The answers are typed, so that the renderer never has to find out what a value is with dynamic casts
/// (each a protocol-conformance lookup, and the first for each type a scan of every conformance record of
/// the process). `ViewModelLookup.swift` holds the conformances, generated from the view models' stored
/// properties (`ORCHESTRATE_BLESS=1 swift test --filter TemplateTests`), so that a template variable is declared
/// once, as a property of its model.
protocol TemplateModel: Sendable {
    /// The stored property called `key`, or `nil` when the model has none of that name.
    func value(named key: String) -> TemplateValue?
}

/// A view model's property, as a template sees it.
enum TemplateValue: Sendable {
    /// Text, printed as it is.
    case text(String)
    /// A condition for a section (`{{#flag}}`, `{{^flag}}`).
    case flag(Bool)
    /// A nested model: a section renders once with it.
    case model(any TemplateModel)
    /// A list of models: a section renders once per item.
    case list([any TemplateModel])

    /// Text.
    init(_ text: String) {
        self = .text(text)
    }

    /// A condition.
    init(_ flag: Bool) {
        self = .flag(flag)
    }

    /// A nested model.
    init(_ model: some TemplateModel) {
        self = .model(model)
    }

    /// An optional model: absent is `false`, not `nil`, because Mustache would otherwise look the name up
    /// again in every enclosing model before treating the section as empty.
    init(_ model: (some TemplateModel)?) {
        self = model.map { .model($0) } ?? .flag(false)
    }

    /// A list of models.
    init(_ list: [some TemplateModel]) {
        self = .list(list)
    }
}
