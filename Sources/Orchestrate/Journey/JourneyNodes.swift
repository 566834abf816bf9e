import Foundation

extension ContinueNode {
    /// The node's actions that are Journey callbacks, in the server's order (unknown types included, as
    /// `UnknownCallback`).
    public var callbacks: [any Callback] {
        actions.compactMap { $0 as? any Callback }
    }

    /// The first callback of type `C`.
    public func callback<C: Callback>(_ type: C.Type = C.self) -> C? {
        actions.lazy.compactMap { $0 as? C }.first
    }

    /// AM's `authId`: the signed transaction the next request continues.
    public var authId: String? { input["authId"]?.stringValue }

    /// The node's `stage` (the page node's name for this step), as AM sent it.
    public var stage: String? { input["stage"]?.stringValue }

    /// The node's `header` (a page node's title).
    public var header: String? { input["header"]?.stringValue }

    /// A text of a `stage` that carries per-locale texts as a JSON string
    /// (`{"submitButtonText": {"en": "Submit"}, ...}`): the text for the first of `locales` found, tried
    /// as given (`en-GB`), hyphenated (`en_GB` → `en-GB`) and by language (`en`); a map with one entry
    /// gives it whatever the locale; otherwise the entry whose locale sorts first.
    public func stageText(_ key: String, locales: [String] = Locale.preferredLanguages) -> String? {
        guard let stage, let json = try? JSON.parse(Data(stage.utf8)),
            let texts = json[key]?.objectValue?.compactMapValues(\.stringValue), !texts.isEmpty
        else { return nil }
        if texts.count == 1 { return texts.values.first }
        for locale in locales {
            let hyphenated = locale.replacingOccurrences(of: "_", with: "-")
            let language = String(hyphenated.prefix { $0 != "-" })
            for candidate in [locale, hyphenated, language] {
                if let text = texts[candidate] { return text }
            }
        }
        return texts.keys.min().flatMap { texts[$0] }
    }
}

extension SuccessNode {
    /// Where AM sends a browser after the journey (`successUrl`); empty when not given.
    public var successUrl: String { input["successUrl"]?.stringValue ?? "" }
    /// The realm of the session (`/alpha`); empty when not given.
    public var realm: String { input["realm"]?.stringValue ?? "" }
}
