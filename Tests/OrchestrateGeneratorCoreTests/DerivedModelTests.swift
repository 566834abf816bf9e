import Testing

@testable import OrchestrateGeneratorCore

/// A view model's template variables are its stored properties: what `DerivedModel` answers is what `Mirror`
/// sees in the model, so a property cannot be left out of, or added to, what the templates read.
@Suite struct DerivedModelTests {
    /// Checks `derived` against the stored properties of `value`, and every model within, and collects the
    /// types it met.
    func check(_ derived: DerivedModel, against value: Any, path: String, types: inout Set<String>) {
        let mirror = Mirror(reflecting: value)
        let type = String(describing: Swift.type(of: value))
        #expect(String(describing: derived.type) == type, "\(path)")
        types.insert(type)
        let labels = mirror.children.compactMap(\.label)
        #expect(Set(derived.members.keys) == Set(labels), "\(path): \(type)")
        #expect(derived.value(named: "notAProperty") == nil)
        for child in mirror.children {
            guard let label = child.label, let answer = derived.value(named: label) else { continue }
            check(answer, against: child.value, path: "\(path).\(label)", types: &types)
        }
    }

    /// Checks one property's answer against its stored value.
    func check(_ answer: TemplateValue, against value: Any, path: String, types: inout Set<String>) {
        let mirror = Mirror(reflecting: value)
        switch answer {
        case .text(let text): #expect(value as? String == text, "\(path)")
        case .flag(let flag):
            #expect(value as? Bool == flag || (!flag && mirror.displayStyle == .optional), "\(path)")
        case .list(let items):
            let elements = mirror.children.map(\.value)
            #expect(elements.count == items.count, "\(path)")
            for (item, element) in zip(items, elements) {
                guard let derived = item as? DerivedModel else {
                    Issue.record("\(path): an item that is not a DerivedModel")
                    continue
                }
                check(derived, against: element, path: path + "[]", types: &types)
            }
        case .model(let model):
            guard let derived = model as? DerivedModel else {
                Issue.record("\(path): a model that is not a DerivedModel")
                return
            }
            // An optional model's answer is the model it holds.
            let stored: Any? = mirror.displayStyle == .optional ? mirror.children.first?.value : value
            guard let stored else {
                Issue.record("\(path): an absent optional answered as a model")
                return
            }
            check(derived, against: stored, path: path, types: &types)
        }
    }

    @Test(arguments: [true, false])
    func everyModelAnswersExactlyItsStoredProperties(flags: Bool) throws {
        var types = Set<String>()
        let flow = try FlowFileModel(from: SampleDecoder(flags: flags))
        check(DerivedModel.of(flow), against: flow, path: "flowFile", types: &types)
        let mappings = try MappingsFileModel(from: SampleDecoder(flags: flags))
        check(DerivedModel.of(mappings), against: mappings, path: "mappingsFile", types: &types)
        // Every view model type (the structs of Render/ViewModels and the mapping words), reached from the two roots.
        #expect(types.count == 32, "\(types.sorted())")
    }

    @Test func anAbsentOptionalModelIsFalseNotMissing() throws {
        var action = try ActionModel(from: SampleDecoder(flags: true))
        guard case .model? = DerivedModel.of(action).value(named: "body") else {
            Issue.record("a present body is not a model")
            return
        }
        action.body = nil
        guard case .flag(false)? = DerivedModel.of(action).value(named: "body") else {
            Issue.record("an absent body is not false")
            return
        }
    }

    @Test func aSampleHasOneOfEveryListAndItsPropertyNamesAsText() throws {
        let sample = try MappingsFileModel(from: SampleDecoder(flags: true))
        #expect(sample.forms.count == 1)
        #expect(sample.forms.first?.fields.first?.propertyType == "propertyType")
        #expect(sample.customCallbacks.first?.hasInputs == true)
        #expect(sample.header == "header")
    }
}
