import Testing

@testable import OrchestrateGeneratorCore

/// Every view model answers `value(named:)` for exactly the stored properties `Mirror` sees, so the
/// fast lookup the renderer uses and the shapes `TemplateLint` checks cannot disagree.
@Suite struct ViewModelLookupTests {
    func check(_ value: Any, path: String, visited: inout Set<String>) {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional, .collection:
            for child in mirror.children { check(child.value, path: path, visited: &visited) }
        case .struct:
            let type = String(describing: Swift.type(of: value))
            guard let model = value as? any TemplateModel else {
                Issue.record("\(type) (at \(path)) does not conform to TemplateModel")
                return
            }
            visited.insert(type)
            #expect(model.value(named: "notAProperty") == nil)
            for child in mirror.children {
                guard let label = child.label else { continue }
                #expect(
                    answers(model.value(named: label), child.value), "\(type).\(label) is not answered by value(named:)"
                )
                check(child.value, path: "\(path).\(label)", visited: &visited)
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

    @Test func everyModelAnswersItsStoredProperties() {
        var visited = Set<String>()
        check(TemplateSamples.flowFile, path: "flowFile", visited: &visited)
        check(TemplateSamples.collectorsFile, path: "collectorsFile", visited: &visited)
        check(TemplateSamples.callbacksFile, path: "callbacksFile", visited: &visited)
        #expect(visited.count == 33)
    }
}
