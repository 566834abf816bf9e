import Foundation
import Orchestrate

/// Finds the text of a field error or of the screen: the app's override first, then the app's own
/// strings table, then the English default.
///
/// Messages are looked up by key (``MessageTemplate``), in the `Orchestrate` table of the app's main
/// bundle (`Orchestrate.strings` or a string catalog), and their `{name}` placeholders are filled in
/// with the error's arguments:
///
/// ```
/// "validation.invalidLength.range" = "Zwischen {min} und {max} Zeichen.";
/// "policy.MIN_LENGTH" = "Mindestens {minLength} Zeichen.";
/// ```
///
/// The override, ``validationMessage``, sees the error itself; `nil` keeps the looked-up text.
public struct MessageCatalog: Sendable {
    /// Finds the text of a key, or returns the default it is given.
    public typealias Lookup = @Sendable (_ key: String, _ defaultText: String) -> String

    /// The name of the strings table looked up: `Orchestrate`.
    public static let tableName = "Orchestrate"

    /// Looks keys up in the `Orchestrate` table of the app's main bundle.
    public static let mainBundle: Lookup = { key, defaultText in
        Bundle.main.localizedString(forKey: key, value: defaultText, table: tableName)
    }

    /// Looks nothing up: every text is the English default.
    public static let english: Lookup = { _, defaultText in defaultText }

    private let lookup: Lookup
    /// The app's own text for an error; `nil` keeps the looked-up text.
    public let validationMessage: @Sendable (FieldError) -> String?

    /// A catalog that looks texts up with `lookup` (the app's main bundle by default) and asks
    /// `validationMessage` first for an error's text.
    public init(
        lookup: @escaping Lookup = MessageCatalog.mainBundle,
        validationMessage: @escaping @Sendable (FieldError) -> String? = { _ in nil }
    ) {
        self.lookup = lookup
        self.validationMessage = validationMessage
    }

    /// A catalog that looks texts up in the table `table` of the bundle at `url`; the English default
    /// when the bundle cannot be opened or lacks the key.
    public static func bundle(at url: URL, table: String = tableName) -> Lookup {
        { key, defaultText in
            Bundle(url: url)?.localizedString(forKey: key, value: defaultText, table: table) ?? defaultText
        }
    }

    /// This catalog, asking `override` first and this catalog's override after it (`nil` from both keeps
    /// the looked-up text).
    public func overriding(_ override: @escaping @Sendable (FieldError) -> String?) -> MessageCatalog {
        let previous = validationMessage
        return MessageCatalog(lookup: lookup) { error in override(error) ?? previous(error) }
    }

    /// The text of `error`: the override's, else the app's table's, else the English default, with the
    /// error's arguments filled in (a failed policy's unknown code as `{code}`).
    public func message(for error: FieldError) -> String {
        if let text = validationMessage(error) { return text }
        let template: MessageTemplate
        var arguments = error.arguments
        switch error {
        case .validation(let rule): template = .of(rule)
        case .failedPolicy(let policy):
            template = .of(policy)
            arguments["code"] = arguments["code"] ?? policy.code
        }
        return text(template, arguments)
    }

    /// The text of the screen's `key`, with `arguments` filled in.
    public func text(_ key: ScreenText, _ arguments: [String: String] = [:]) -> String {
        text(key.template, arguments)
    }

    /// The text of the screen's `key` for `count` things, with `count` as `{count}` and `arguments` filled in.
    ///
    /// When the app's table gives the key a plural variation (a string catalog's, or a `.stringsdict`'s, whose
    /// format takes the count as `%d` or `%lld`), the count picks the variation by the language's plural rules.
    /// The English default is `1 field needs attention.` for one and `{count} fields need attention.` else.
    public func text(_ key: ScreenText, count: Int, _ arguments: [String: String] = [:]) -> String {
        var filled = arguments
        filled["count"] = String(count)
        let english = count == 1 ? key.englishSingular ?? key.template.english : key.template.english
        let looked = lookup(key.rawValue, english)
        let counted =
            looked.contains("%")
            ? String(format: looked, locale: Locale.current, count) : looked
        return MessageTemplate.fill(counted, with: filled)
    }

    /// The app's table's text for `template`'s key, else its English, with `arguments` filled in.
    public func text(_ template: MessageTemplate, _ arguments: [String: String] = [:]) -> String {
        MessageTemplate.fill(lookup(template.key, template.english), with: arguments)
    }
}
