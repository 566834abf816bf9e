import Foundation

/// A field's `richContent`: text with `{{name}}` placeholders and, for each name, the link that takes its
/// place. Values are kept exactly as the server sent them: escape them when rendering (as HTML, Markdown…).
public struct RichContent: Sendable, Equatable {
    /// The text, with `{{name}}` placeholders.
    public let content: String
    /// What replaces each placeholder, by name.
    public let replacements: [String: RichContentReplacement]

    /// Creates rich content.
    public init(content: String, replacements: [String: RichContentReplacement] = [:]) {
        self.content = content
        self.replacements = replacements
    }

    /// Reads `{"content": …, "replacements": {name: {…}}}`; `nil` when `json` is not an object with a
    /// string `content`. Replacements that are not objects are skipped.
    public init?(json: JSON?) {
        guard let json, let content = json["content"]?.stringValue else { return nil }
        self.content = content
        replacements = (json["replacements"]?.objectValue ?? [:]).compactMapValues(RichContentReplacement.init(json:))
    }

    /// The text with each known placeholder replaced by its link's `value`; unknown placeholders are kept.
    public var plainText: String {
        replacements.reduce(content) { text, entry in
            text.replacingOccurrences(of: "{{\(entry.key)}}", with: entry.value.value)
        }
    }
}

/// What replaces one placeholder of `RichContent`: a link's text, address, kind and target.
public struct RichContentReplacement: Sendable, Equatable {
    /// The text to show.
    public let value: String
    /// The link's address, as sent (never validated or escaped here).
    public let href: String
    /// The kind of replacement, e.g. `link`.
    public let type: String
    /// Where the link opens, e.g. `_self` or `_blank`.
    public let target: String

    /// Creates a replacement.
    public init(value: String, href: String, type: String = "link", target: String = "_self") {
        self.value = value
        self.href = href
        self.type = type
        self.target = target
    }

    /// Reads a replacement object; missing or mistyped keys are empty. `nil` when `json` is not an object.
    public init?(json: JSON) {
        guard json.objectValue != nil else { return nil }
        value = json["value"]?.stringValue ?? ""
        href = json["href"]?.stringValue ?? ""
        type = json["type"]?.stringValue ?? ""
        target = json["target"]?.stringValue ?? ""
    }
}

extension Field {
    /// The field's `richContent`, for every field type that carries it; `nil` when it has none.
    public var richContent: RichContent? { RichContent(json: json["richContent"]) }
}
