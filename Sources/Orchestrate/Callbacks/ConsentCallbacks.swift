import Foundation

/// Asks the user to consent to sharing their profile with a mapping (`ConsentMappingCallback`): outputs
/// `name`, `displayName`, `icon`, `accessLevel`, `isRequired`, `message` and `fields`; input 0 whether
/// the user accepts.
public final class ConsentMappingCallback: InputCallback {
    /// The callback's JSON.
    public let content: CallbackContent
    /// The input values.
    public let inputs: Locked<[JSON]>

    /// Creates the callback from its JSON.
    public init(with json: JSON) {
        content = CallbackContent(json: json)
        inputs = Locked(inputsOf: content)
    }

    /// The mapping's name, such as `managedUser_managedUser`.
    public var name: String { content.string("name") ?? "" }
    /// The mapping's name for the user.
    public var displayName: String { content.string("displayName") ?? "" }
    /// The mapping's icon (a URL or a name); may be empty.
    public var icon: String { content.string("icon") ?? "" }
    /// How much of the profile is shared, such as "Actual Profile".
    public var accessLevel: String { content.string("accessLevel") ?? "" }
    /// Whether the user must consent to go on.
    public var isRequired: Bool { content.bool("isRequired") ?? false }
    /// The text to show.
    public var message: String { content.string("message") ?? "" }
    /// The profile fields that are shared.
    public var fields: [String] { content.strings("fields") }

    /// Whether the user consents; starts as the input's value from the server (usually `false`).
    public var accepted: Bool {
        get { input(at: 0).boolValue ?? false }
        set { setInput(.bool(newValue), at: 0) }
    }
}

/// Asks the user to accept terms and conditions (`TermsAndConditionsCallback`): outputs `version`,
/// `terms` and `createDate`; input 0 whether the user accepts.
public final class TermsAndConditionsCallback: InputCallback {
    /// The callback's JSON.
    public let content: CallbackContent
    /// The input values.
    public let inputs: Locked<[JSON]>

    /// Creates the callback from its JSON.
    public init(with json: JSON) {
        content = CallbackContent(json: json)
        inputs = Locked(inputsOf: content)
    }

    /// The version of the terms, such as "1.0".
    public var version: String { content.string("version") ?? "" }
    /// The text of the terms.
    public var terms: String { content.string("terms") ?? "" }
    /// When the terms were written, as AM sends it (ISO 8601, such as `2019-07-11T22:23:55.737Z`).
    public var createDate: String { content.string("createDate") ?? "" }

    /// Whether the user accepts the terms; starts as the input's value from the server (usually `false`).
    public var accepted: Bool {
        get { input(at: 0).boolValue ?? false }
        set { setInput(.bool(newValue), at: 0) }
    }
}
