import Mustache
import Testing
@testable import OrchestrateGeneratorCore

/// Every view model answers `child(named:)` for exactly the stored properties `Mirror` sees, so the
/// fast lookup the renderer uses and the shapes `TemplateLint` checks cannot disagree.
@Suite struct ViewModelLookupTests {
    func check(_ value: Any, path: String, visited: inout Set<String>) {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional, .collection:
            for child in mirror.children { check(child.value, path: path, visited: &visited) }
        case .struct:
            let type = String(describing: Swift.type(of: value))
            guard let parent = value as? MustacheParent else {
                Issue.record("\(type) (at \(path)) does not conform to MustacheParent")
                return
            }
            visited.insert(type)
            #expect(parent.child(named: "notAProperty") == nil)
            for child in mirror.children {
                guard let label = child.label else { continue }
                #expect(parent.child(named: label) != nil, "\(type).\(label) is not answered by child(named:)")
                check(child.value, path: "\(path).\(label)", visited: &visited)
            }
        default:
            break
        }
    }

    @Test func everyModelAnswersItsStoredProperties() {
        var visited = Set<String>()
        check(TemplateSamples.flowFile, path: "flowFile", visited: &visited)
        check(TemplateSamples.collectorsFile, path: "collectorsFile", visited: &visited)
        #expect(visited.count == 30)
    }
}
