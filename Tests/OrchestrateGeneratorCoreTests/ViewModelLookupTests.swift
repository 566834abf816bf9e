import Testing

@testable import OrchestrateGeneratorCore

/// Every view model answers `value(named:)` for exactly the stored properties `Mirror` sees, with their values,
/// so the generated lookup the renderer uses and the shapes `TemplateLint` checks cannot disagree.
@Suite struct ViewModelLookupTests {
    func check(_ value: Any, path: String, types: inout Set<String>) {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional, .collection:
            for child in mirror.children { check(child.value, path: path, types: &types) }
        case .struct:
            let type = String(describing: Swift.type(of: value))
            guard let model = value as? any TemplateModel else {
                Issue.record("\(type) (at \(path)) does not conform to TemplateModel")
                return
            }
            types.insert(type)
            #expect(model.value(named: "notAProperty") == nil)
            for child in mirror.children {
                guard let label = child.label else { continue }
                #expect(answers(model.value(named: label), child.value), "\(type).\(label) is not answered")
                check(child.value, path: "\(path).\(label)", types: &types)
            }
        default:
            break
        }
    }

    /// Whether `answer` is the template's view of the stored `value`.
    func answers(_ answer: TemplateValue?, _ value: Any) -> Bool {
        switch answer {
        case .text(let text): (value as? String) == text
        case .flag(let flag): (value as? Bool) == flag || (!flag && Mirror(reflecting: value).displayStyle == .optional)
        case .list(let items): (value as? [Any])?.count == items.count
        case .model:
            Mirror(reflecting: value).displayStyle == .struct || Mirror(reflecting: value).displayStyle == .optional
        case nil: false
        }
    }

    @Test(arguments: [true, false])
    func everyModelAnswersItsStoredProperties(flags: Bool) {
        var types = Set<String>()
        check(TemplateSamples.sample(FlowFileModel.self, flags: flags), path: "flowFile", types: &types)
        check(TemplateSamples.sample(MappingsFileModel.self, flags: flags), path: "mappingsFile", types: &types)
        // Every view model type (the structs of Render/ViewModels and the mapping words), reached from the roots.
        #expect(types.count == 32, "\(types.sorted())")
    }

    @Test func anAbsentOptionalModelIsFalseNotMissing() {
        var action = TemplateSamples.sample(ActionModel.self)
        guard case .model? = action.value(named: "body") else {
            Issue.record("a present body is not a model")
            return
        }
        action.body = nil
        guard case .flag(false)? = action.value(named: "body") else {
            Issue.record("an absent body is not false")
            return
        }
    }

    @Test func aSampleHasOneOfEveryListAndItsPropertyNamesAsText() {
        let sample = TemplateSamples.sample(MappingsFileModel.self)
        #expect(sample.forms.count == 1)
        #expect(sample.forms.first?.fields.first?.propertyType == "propertyType")
        #expect(sample.customCallbacks.first?.hasInputs == true)
        #expect(sample.header == "header")
    }
}
