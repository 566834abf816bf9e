import Foundation
import OrchestrateBasics

/// Inlines the inner trees an `InnerTreeEvaluatorNode` runs, when the export holds them (frodo's
/// multi-tree export with dependencies does): the inner tree's nodes join the outer tree, its success leads
/// to the evaluator's `true` outcome and its failure to `false`, and the evaluator goes.
enum InnerTreeInliner {
    /// `tree` with every inner tree that `trees` holds inlined, nested ones too. An evaluator whose tree
    /// is not there stays, and the import reports it.
    static func inline(_ tree: ExportedTree, from trees: [String: ExportedTree]) -> ExportedTree {
        var tree = tree
        var inlined: Set<String> = [tree.name]
        // Each pass inlines the evaluators found so far. A tree is inlined once: an evaluator of the outer
        // tree itself, or of a tree inlined already (a second use, or a cycle), stays, and is reported.
        for _ in 0..<16 {
            let evaluators = tree.nodes.values.filter { NodeRules.rule(for: $0.type)?.isInnerTree == true }
                .sorted { $0.id < $1.id }
            var changed = false
            for evaluator in evaluators {
                let name = tree.settings[evaluator.id]?["tree"]?.stringValue ?? ""
                guard let inner = trees[name], !inlined.contains(name) else { continue }
                splice(inner, replacing: evaluator, into: &tree)
                inlined.insert(name)
                changed = true
            }
            if !changed { break }
        }
        return tree
    }

    /// Puts `inner`'s nodes into `tree` in place of `evaluator`.
    private static func splice(_ inner: ExportedTree, replacing evaluator: ExportedNode, into tree: inout ExportedTree)
    {
        let onSuccess = evaluator.connections.first { $0.outcome == "true" }?.target ?? ExportedTree.failureID
        let onFailure = evaluator.connections.first { $0.outcome == "false" }?.target ?? ExportedTree.failureID
        func redirect(_ target: String) -> String {
            target == ExportedTree.successID ? onSuccess : target == ExportedTree.failureID ? onFailure : target
        }
        for (id, node) in inner.nodes where tree.nodes[id] == nil {
            var copy = node
            copy.connections = node.connections.map { ($0.outcome, redirect($0.target)) }
            tree.nodes[id] = copy
        }
        for (id, settings) in inner.settings where tree.settings[id] == nil {
            tree.settings[id] = settings
        }
        tree.scripts.merge(inner.scripts) { outer, _ in outer }
        let entry = redirect(inner.entry)
        tree.nodes[evaluator.id] = nil
        for id in Array(tree.nodes.keys) {
            guard var node = tree.nodes[id] else { continue }
            node.connections = node.connections.map { ($0.outcome, $0.target == evaluator.id ? entry : $0.target) }
            tree.nodes[id] = node
        }
        if tree.entry == evaluator.id { tree.entry = entry }
    }
}
