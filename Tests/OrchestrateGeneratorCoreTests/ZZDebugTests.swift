import Foundation
import Testing
import OrchestrateBasics
@testable import OrchestrateGeneratorCore

@Suite struct ZZDebugTests {
    @Test func trace() throws {
        let path = "/tmp/corpus/davinci/curtismu7+Master-Flow/terraform/data/flows/graveyard/flow_PingOne Verify subflow.json"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let read = DaVinciExportReader.read([(path, text)])
        let flows = read.flows
        var forms: [FlowWalk.NodeRef: ImportedForm] = [:]
        for (index, flow) in flows.enumerated() {
            for id in flow.order {
                guard let node = flow.nodes[id], let form = ImportedForm.read(node, flow: index, forms: [:]) else { continue }
                forms[FlowWalk.NodeRef(flow: index, id: id)] = form
            }
        }
        let walk = FlowWalk(flows: flows, forms: Set(forms.keys), decisions: [:])
        let ref = FlowWalk.NodeRef(flow: 0, id: "71c2mkqocg")
        print("submissions", forms[ref]!.submissions.map { $0?.key ?? "nil" }, forms[ref]!.polls)
        var d: [String: String] = [:]
        var p: [String] = []
        for button in forms[ref]!.submissions {
            let ways = walk.ways(from: FlowWalk.Start(form: ref, button: button?.key), all: true, defaulted: &d, problems: &p)
            print(button?.key ?? "nil", ways.map { "\($0.end)" })
        }
        print(p)
    }
}
