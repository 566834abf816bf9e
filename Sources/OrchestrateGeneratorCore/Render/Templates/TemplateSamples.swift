/// Fully populated view models, made from the models' own `Decodable` conformance (`SampleDecoder`): every
/// list has one element, every optional a value, every text its property's name and every flag `flags`.
/// `TemplateLint` sees the shape of every model a template can reach in them; `ViewModelLookup.swift` is
/// generated from them; the tests render them.
enum TemplateSamples {
    /// The root templates, with their samples (flags `true`).
    static var roots: [(template: String, model: any TemplateModel)] {
        [("FlowFile", flowFile), ("MappingsFile", mappingsFile)]
    }

    /// A `FlowFile.mustache` model.
    static var flowFile: FlowFileModel { sample(FlowFileModel.self) }

    /// A `MappingsFile.mustache` model (with custom collectors and custom callbacks both).
    static var mappingsFile: MappingsFileModel { sample(MappingsFileModel.self) }

    /// A sample of `Model` whose flags are `flags`.
    static func sample<Model: Decodable>(_ type: Model.Type, flags: Bool = true) -> Model {
        do {
            return try Model(from: SampleDecoder(flags: flags))
        } catch {
            preconditionFailure("no sample of \(Model.self): \(error)")
        }
    }
}
