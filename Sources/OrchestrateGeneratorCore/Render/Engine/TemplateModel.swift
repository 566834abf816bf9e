/// What a template renders: answers each name a tag looks up, as a `TemplateValue`. The generator's view
/// models answer through `DerivedModel`, made from their stored properties.
///
/// The answers are typed, so that the renderer never has to find out what a value is with dynamic casts
/// (each a protocol-conformance lookup, and the first for each type a scan of every conformance record of
/// the process).
protocol TemplateModel: Sendable {
    /// The property called `key`, or `nil` when the model has none of that name.
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
}
