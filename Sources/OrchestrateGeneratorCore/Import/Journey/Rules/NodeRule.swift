import Foundation
import OrchestrateBasics

/// How AM runs one node type, as the node's own source says: whether the client sees it, the callbacks it
/// sends in AM's order as a function of its settings, and how the sandbox can take its outcomes. Every rule
/// names the class and the release it is read from (`source`); `NodeRules.table` holds them all, and a node
/// type no rule names is a step whose callbacks are kept as they come.
struct NodeRule: Sendable {
    /// The node type as AM names it (an Identity Cloud export may write it with `product-` in front).
    let type: String
    /// Where the rule is read: the class in `ForgeRock/am-external` (or a marketplace node's repository) and
    /// the release.
    let source: String
    /// What the client sees of the node.
    let kind: Kind
    /// Every outcome the node type can have, whatever its settings: an exported node of this type with
    /// another is of a version the rule does not describe (AM 6.5's push registration, say), and is kept as
    /// it comes. `nil` where the settings name them (a choice's, a script's, a REST call's).
    var outcomes: [String]? = nil
    /// The outcome a sign-in that works takes, which the sandbox takes where nothing it can check decides
    /// (still reported, with the overlay key that names another); `nil`: the first outcome.
    var likelyOutcome: String? = nil
    /// The node types one of which must run before the node for it to show a page (what it shows, one of
    /// them puts in the journey's state); empty: it may show one wherever it is.
    var shownOnlyAfter: Set<String> = []

    /// What the client sees of a node.
    enum Kind: Sendable {
        /// It sends callbacks, which `read` derives from the node's settings into the reading (or says the
        /// settings make it pass without a page, as a choice of one does).
        case sends(@Sendable (inout NodeReading) -> Void)
        /// It never sends a callback: AM decides its outcomes. `checks` says which outcomes the sandbox can
        /// check, by outcome id.
        case server(checks: [String: OutcomeCheck] = [:])
        /// A page: its children's callbacks (`PageRule`).
        case page
        /// A script decides what it sends and where it goes (`ScriptedDecisionNode`).
        case scripted
        /// It runs another tree (`InnerTreeEvaluatorNode`), which the importer inlines when the export holds it.
        case innerTree
        /// A script supplies its settings and it runs as the node type its setting `nodeType` names
        /// (`ConfigProviderNode`): server-side when that type is, else a step kept as it comes.
        case configured
    }

    /// Whether the node is a page (`PageNode`), whose children send the callbacks.
    var isPage: Bool {
        if case .page = kind { true } else { false }
    }

    /// Whether the node runs another tree (`InnerTreeEvaluatorNode`).
    var isInnerTree: Bool {
        if case .innerTree = kind { true } else { false }
    }

    /// A rule for a node that sends what `read` says.
    static func sends(
        _ type: String, outcomes: [String]?, _ source: String, likely: String? = nil,
        _ read: @escaping @Sendable (inout NodeReading) -> Void
    ) -> NodeRule {
        NodeRule(type: type, source: source, kind: .sends(read), outcomes: outcomes, likelyOutcome: likely)
    }

    /// A rule for a server-side node.
    static func server(
        _ type: String, outcomes: [String]?, _ source: String, likely: String? = nil,
        checks: [String: OutcomeCheck] = [:]
    ) -> NodeRule {
        NodeRule(type: type, source: source, kind: .server(checks: checks), outcomes: outcomes, likelyOutcome: likely)
    }
}

/// An outcome of a server-side node that the sandbox can check, and so takes only when it holds.
enum OutcomeCheck: Sendable, Equatable {
    /// The username and password the step collected are a user's.
    case credentials
    /// The username the step collected is a user's.
    case existingUser
    /// The request's headers (the node's settings `usernameHeader` and `passwordHeader`, by default
    /// `X-OpenAM-Username` and `X-OpenAM-Password`) hold a user's name and password: AM's
    /// `ZeroPageLoginNode` reads them with no page, for a data store decision after it to check.
    case headerCredentials
    /// The object is created: the sandbox registers the user the step collected.
    case createsUser
    /// Taken while the node has been passed at most the number its setting `key` says (AM's default when
    /// unset: `default`).
    case retries(key: String, default: Int)
}

/// What the importer reads of one node: its settings in, its callbacks and what it had to assume or could not
/// express out. A rule's `read` fills it in.
struct NodeReading {
    /// The node's id.
    let id: String
    /// The node's type.
    let type: String
    /// The name the tree editor shows.
    let displayName: String
    /// Its settings.
    let settings: NodeSettings
    /// What the team supplied.
    let overlay: ImportOverlay
    /// The managed object the tree's users are (`managed/alpha_user`), when the export says.
    var identityResource: String? = nil
    /// The callbacks it sends, in AM's order.
    var callbacks: [ImportedCallback] = []
    /// What had to be assumed, or cannot be expressed, each located at its setting.
    var notes: [ImportNote] = []
    /// Set when the settings make the node go on without showing the client anything.
    var passesThrough = false

    /// Adds a callback.
    mutating func send(_ callback: ImportedCallback) {
        callbacks.append(callback)
    }

    /// Notes `message`, located at setting `setting` (else at the node), with the overlay key that settles
    /// it.
    mutating func note(_ message: String, setting: String? = nil, overlayKey: String? = nil) {
        notes.append(
            ImportNote(
                message: message, overlayKey: overlayKey, nodeID: id,
                place: setting.map { settings.place(of: $0) } ?? settings.place))
    }

    /// The node as a message names it: `Display Name (id)`.
    var named: String { "\(DiagnosticText.clean(displayName)) (\(DiagnosticText.clean(id)))" }

    /// Setting `key` as a boolean (AM writes some as `"true"`), else `fallback`.
    func flag(_ key: String, default fallback: Bool) -> Bool {
        switch settings[key] {
        case .bool(let value)?: return value
        case .string(let text)?:
            return text.lowercased() == "true" ? true : text.lowercased() == "false" ? false : fallback
        default: return fallback
        }
    }

    /// Setting `key` as an integer (or a string of one), else `fallback`.
    func integer(_ key: String, default fallback: Int) -> Int {
        if let value = settings[key]?.intValue { return value }
        if let text = settings[key]?.stringValue, let value = Int(text) { return value }
        return fallback
    }

    /// Setting `key` as text, when it is a non-empty string.
    func text(_ key: String) -> String? {
        guard let text = settings[key]?.stringValue, !text.isEmpty else { return nil }
        return text
    }

    /// Setting `key` as a list of strings.
    func strings(_ key: String) -> [String] {
        settings[key]?.arrayValue?.compactMap(\.stringValue) ?? []
    }

    /// The English text of localized setting `key` (`{"en": "…"}`, else its first language's, else a plain
    /// string), or `fallback` when it is unset or empty, as AM falls back to its resource bundle.
    func localized(_ key: String, default fallback: String) -> String {
        let text = NodeReading.localized(settings[key])
        return text.isEmpty ? fallback : text
    }

    /// The English text of a localized value, else its first language's, else a plain string, else empty.
    static func localized(_ value: JSON?) -> String {
        if let text = value?.stringValue { return text }
        guard let languages = value?.objectValue, !languages.isEmpty else { return "" }
        let english = languages["en"] ?? languages["en-GB"] ?? languages["en-US"]
        return (english ?? languages[languages.keys.sorted()[0]])?.stringValue ?? ""
    }
}

/// What the export could not say about a node, assumed, or a setting the import cannot express; each a
/// warning at its place, with the overlay key that settles it when one does.
struct ImportNote: Sendable {
    /// What was assumed or left out.
    var message: String
    /// The overlay key that settles it.
    var overlayKey: String?
    /// The node it is about (a page child's own id).
    var nodeID: String
    /// Where it is: the setting, else the node.
    var place: ExportPlace
}
