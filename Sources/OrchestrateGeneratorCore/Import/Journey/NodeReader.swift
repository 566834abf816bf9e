import Foundation
import OrchestrateBasics

/// Reads what each node of a tree is to the client, by its type's rule (`NodeRules`) and its settings: the
/// callbacks of a step, or a node AM runs on the server; a node whose callbacks cannot be read is a part kept
/// as it comes.
struct NodeReader {
    /// The tree.
    let tree: ExportedTree
    /// What the team supplied.
    let overlay: ImportOverlay

    /// What a node is to the client.
    enum Content {
        /// It shows the client a page of these parts.
        case page(PageContent)
        /// AM runs it without a page: these outcomes the sandbox can check, the one a working sign-in takes,
        /// and what the import had to assume to say so.
        case server(checks: [String: OutcomeCheck], likely: String?, notes: [ImportNote] = [])
        /// It may send callbacks the export cannot say (a script, a node type no rule names): why.
        case unknown(String)
        /// It runs the inner tree of this name, which the export does not hold.
        case innerTree(String)
    }

    /// A page: its parts in the order AM sends them, the notes, and how the sandbox can take its outcomes
    /// (those of its last child, which decides for a page).
    struct PageContent {
        var parts: [ImportedStep.Part] = []
        var notes: [ImportNote] = []
        /// The outcomes a server-side last child lets the sandbox check.
        var checks: [String: OutcomeCheck] = [:]
        /// The outcome a working sign-in takes.
        var likely: String?
        /// The node whose overlay decision the sandbox takes: the page's last child, or the node itself.
        var decider: String
    }

    /// What node `id` (of `type`, named `displayName`) is, page children read by `PageNode`'s rule. A tree's
    /// node gives the outcomes it is connected by, which must be its rule's; a page's child (`inPage`) keeps
    /// metadata it sends, which goes with the page's other callbacks.
    func read(_ id: String, type: String, displayName: String, outcomes: [String]? = nil, inPage: Bool = false)
        -> Content
    {
        if let declared = overlay.callbacks[id] {
            var page = PageContent(decider: id)
            page.parts = declared.map {
                .callback(ImportedCallback(type: $0.type, name: $0.name, outputs: $0.outputs))
            }
            return .page(page)
        }
        guard let rule = NodeRules.rule(for: type) else {
            return .unknown("no rule says what a \(DiagnosticText.clean(type)) sends")
        }
        let unlike = outcomes.map { Set($0).subtracting(rule.outcomes ?? $0).sorted() } ?? []
        if case .server(let checks) = rule.kind {
            guard unlike.isEmpty else {
                let note = ImportNote(
                    message:
                        "\(DiagnosticText.clean(type)) \(named(id)) has outcomes \(unlike.map(DiagnosticText.clean).joined(separator: ", ")), which the \(rule.type) of \(rule.source) does not; it is taken for a server-side node as that one is",
                    overlayKey: "callbacks.\(id)", nodeID: id, place: tree.place(of: id))
                return .server(checks: [:], likely: rule.likelyOutcome, notes: [note])
            }
            return .server(checks: checks, likely: rule.likelyOutcome)
        }
        if !rule.shownOnlyAfter.isEmpty, tree.typesBefore(id).isDisjoint(with: rule.shownOnlyAfter) {
            return .server(checks: [:], likely: rule.likelyOutcome)
        }
        guard unlike.isEmpty else {
            return .unknown(
                "its outcomes \(unlike.map(DiagnosticText.clean).joined(separator: ", ")) are not those of the \(rule.type) of \(rule.source), so it is of another version"
            )
        }
        guard let settings = tree.settings[id] else {
            return .unknown("its settings are not in the export")
        }
        switch rule.kind {
        case .server:
            return .server(checks: [:], likely: rule.likelyOutcome)
        case .sends(let read):
            return sends(
                read, id: id, type: type, displayName: displayName, settings: settings, likely: rule.likelyOutcome,
                inPage: inPage)
        case .scripted:
            switch tree.scriptSendsCallbacks(id) {
            case false?:
                let note = ImportNote(
                    message:
                        "\(DiagnosticText.clean(type)) \(named(id)) is taken for a server-side decision: its script shows no callback (no callbacksBuilder, Action.send or callback object); if it sends some (from a library script, say), declare them",
                    overlayKey: "callbacks.\(id)", nodeID: id, place: tree.place(of: id))
                return .server(checks: [:], likely: nil, notes: [note])
            case true?: return .unknown("its script sends callbacks, which the import cannot say")
            case nil: return .unknown("its script is not in the export")
            }
        case .configured:
            return configured(id, displayName: displayName, settings: settings)
        case .innerTree:
            return .innerTree(settings["tree"]?.stringValue ?? "")
        case .page:
            return page(id)
        }
    }

    /// What a node that sends callbacks sends, by its rule's `read`: no page when the settings make it go on
    /// without one, or when all it sends is metadata, which AM delivers without stopping (`PageNode`
    /// 8.0.2: only a callback that is not a `MetadataCallback` holds a page).
    private func sends(
        _ read: @Sendable (inout NodeReading) -> Void, id: String, type: String, displayName: String,
        settings: NodeSettings, likely: String?, inPage: Bool = false
    ) -> Content {
        var reading = NodeReading(
            id: id, type: type, displayName: displayName, settings: settings, overlay: overlay,
            identityResource: tree.identityResource)
        read(&reading)
        // What the team supplied of the server's outputs is sent, and settles what was assumed of them.
        if let supplied = overlay.outputs[id] {
            for index in reading.callbacks.indices {
                guard let outputs = supplied[ImportNames.memberName(reading.callbacks[index].name)] else { continue }
                reading.callbacks[index].outputs.merge(outputs) { _, given in given }
            }
            reading.notes.removeAll { note in
                supplied.keys.contains { note.overlayKey == "outputs.\(id).\($0)" }
            }
        }
        if reading.passesThrough || reading.callbacks.isEmpty || (!inPage && Self.onlyMetadata(reading.callbacks)) {
            return .server(checks: [:], likely: likely, notes: reading.notes)
        }
        return .page(
            PageContent(
                parts: reading.callbacks.map(ImportedStep.Part.callback), notes: reading.notes, likely: likely,
                decider: id))
    }

    /// Whether `callbacks` are metadata only, which holds no page.
    static func onlyMetadata(_ callbacks: [ImportedCallback]) -> Bool {
        callbacks.allSatisfy { $0.type == "MetadataCallback" && $0.specType == nil }
    }

    /// A `ConfigProviderNode`: the node type its setting `nodeType` names, with settings its script supplies
    /// at run time: server-side as that type is, or that type's callbacks with AM's defaults, said so.
    private func configured(_ id: String, displayName: String, settings: NodeSettings) -> Content {
        let delegate = settings["nodeType"]?.stringValue ?? ""
        switch NodeRules.rule(for: delegate)?.kind {
        case .server?:
            return .server(checks: [:], likely: nil)
        case .sends(let read)?:
            var content = sends(
                read, id: id, type: delegate, displayName: displayName,
                settings: NodeSettings(json: .object([:]), place: settings.place), likely: nil)
            let note = ImportNote(
                message:
                    "\(named(id)) runs as a \(DiagnosticText.clean(delegate)) whose settings its script supplies; its callbacks are typed with AM's defaults",
                overlayKey: "callbacks.\(id)", nodeID: id, place: settings.place(of: "nodeType"))
            if case .page(var page) = content {
                page.notes.append(note)
                content = .page(page)
            }
            return content
        default:
            return .unknown(
                "a script supplies the settings of the \(DiagnosticText.clean(delegate.isEmpty ? "node" : delegate)) it runs as"
            )
        }
    }

    /// A page's children, in AM's order: each child's callbacks, a SelectIdPNode that is the last child first
    /// (`PageNode.processNodeSubList` runs it before the others, 8.0.2); a child that cannot be a page's
    /// (a page, an inner tree) is reported and left out.
    private func page(_ id: String) -> Content {
        let settings = tree.settings(of: id)
        let entries = settings["nodes"]?.arrayValue ?? []
        var children: [(index: Int, id: String, type: String, name: String)] = []
        var page = PageContent(decider: id)
        for (index, entry) in entries.enumerated() {
            let child = Self.pageChild(entry)
            guard let childID = child["_id"]?.stringValue else {
                page.notes.append(
                    ImportNote(
                        message: "a child of page \(named(id)) has no `_id`; it is left out",
                        nodeID: id, place: settings.place.appending(.key("nodes"), .index(index))))
                continue
            }
            let type = child["nodeType"]?.stringValue ?? tree.settings[childID]?["_type"]?["_id"]?.stringValue ?? ""
            children.append((index, childID, type, child["displayName"]?.stringValue ?? type))
        }
        if let last = children.last, NodeRules.canonicalType(last.type) == "SelectIdPNode" {
            children = [last] + children.dropLast()
        }
        // The last child in the page's order decides its outcomes, wherever AM runs it.
        let lastID = entries.last.flatMap { Self.pageChild($0)["_id"]?.stringValue }
        page.decider = lastID ?? id
        for child in children {
            let place = settings.place.appending(.key("nodes"), .index(child.index))
            let childRule = NodeRules.rule(for: child.type)
            if childRule?.isPage == true || childRule?.isInnerTree == true || child.id == id {
                page.notes.append(
                    ImportNote(
                        message:
                            "page \(named(id)) holds \(DiagnosticText.clean(child.type)) \(named(child.id)), which AM does not allow in a page; it is left out",
                        nodeID: child.id, place: place))
                continue
            }
            let isDecider = child.id == lastID
            switch read(child.id, type: child.type, displayName: child.name, inPage: true) {
            case .page(let content):
                page.parts += content.parts.map { part in
                    // Only the last child's answer chooses the page's outcome: the others have one outcome.
                    guard !isDecider, case .callback(var callback) = part else { return part }
                    callback.decides = nil
                    return .callback(callback)
                }
                page.notes += content.notes
                if isDecider { page.likely = content.likely }
            case .server(let checks, let likely, let notes):
                page.notes += notes
                if isDecider {
                    page.checks = checks
                    page.likely = likely
                }
            case .unknown(let why):
                page.parts.append(.kept(child.id))
                page.notes.append(
                    ImportNote(
                        message: "page child \(DiagnosticText.clean(child.type)) \(named(child.id)): \(why)",
                        overlayKey: "callbacks.\(child.id)", nodeID: child.id, place: tree.place(of: child.id)))
            case .innerTree:
                break
            }
        }
        let callbacks = page.parts.compactMap { part -> ImportedCallback? in
            if case .callback(let callback) = part { return callback } else { return nil }
        }
        if callbacks.count == page.parts.count, Self.onlyMetadata(callbacks) {
            return .server(checks: page.checks, likely: page.likely, notes: page.notes)
        }
        return .page(page)
    }

    /// Node `id` as a message names it.
    func named(_ id: String) -> String {
        let name = tree.nodes[id]?.displayName ?? tree.settings[id]?["_type"]?["name"]?.stringValue ?? id
        return "\(DiagnosticText.clean(name)) (\(DiagnosticText.clean(id)))"
    }

    /// A page child as an object (`{_id, nodeType, displayName}`): frodo and Amster write one; AM's file-based
    /// configuration writes the string `"<id>:<NodeType>:<display name>"`, or with a node version
    /// `"<id>:<NodeType>:<version>:<display name>"` (`PageNode`'s child references, 8.0.2).
    static func pageChild(_ entry: JSON) -> JSON {
        guard let text = entry.stringValue else { return entry }
        var parts = text.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
        var child: [String: JSON] = ["_id": .string(parts[0])]
        if parts.count > 1, !parts[1].isEmpty { child["nodeType"] = .string(parts[1]) }
        if parts.count > 2 {
            // A version is a number before the name.
            let rest = parts[2].split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            if rest.count == 2, Double(rest[0]) != nil { parts[2] = rest[1] }
            child["displayName"] = .string(parts[2])
        }
        return .object(child)
    }
}
