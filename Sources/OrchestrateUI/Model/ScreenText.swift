import Foundation

/// The texts of the screen itself (buttons, progress, placeholders, accessibility), each a
/// ``MessageTemplate`` an app translates under its key in its `Orchestrate` strings table.
public enum ScreenText: String, Sendable, Hashable, CaseIterable {
    /// The Next button: `Next`.
    case next = "screen.next"
    /// Shown while a request runs: `Loading…`.
    case loading = "screen.loading"
    /// Tries the flow again after an error: `Try again`.
    case retry = "screen.retry"
    /// The success screen: `You are signed in.`.
    case signedIn = "screen.signedIn"
    /// Signs the user off: `Sign out`.
    case signOff = "screen.signOff"
    /// A failure the flow cannot go on from: `Something went wrong. Try again later.`.
    case failure = "screen.failure"
    /// Polling, with `{retry}` and `{maxRetries}`: `Waiting for approval ({retry} of {maxRetries})…`.
    case pollingProgress = "screen.polling.progress"
    /// Waiting before the next poll: `Waiting…`.
    case waiting = "screen.waiting"
    /// A field no view draws, with `{type}`: `This step ({type}) cannot be shown here.`.
    case unknownField = "screen.unknownField"
    /// A QR code's image could not be read: `The QR code cannot be shown.`.
    case qrCodeUnreadable = "screen.qrCode.unreadable"
    /// A passkey button without a label: `Use a passkey`.
    case passkey = "screen.passkey"
    /// A passkey that could not be used: `The passkey could not be used. Try again.`.
    case passkeyFailed = "screen.passkey.failed"
    /// A provider's sign-in that did not finish: `Signing in with the provider did not finish. Try again.`.
    case socialLoginFailed = "screen.socialLogin.failed"
    /// A provider button of a Journey `IdpCallback`: `Sign in with {provider}`.
    case signInWithProvider = "screen.socialLogin.signInWith"
    /// A provider the app gave no handler for: `Signing in with {provider} needs the app's handler.`.
    case providerNeedsHandler = "screen.socialLogin.needsHandler"
    /// The button of a `MOBILE_PAIRING` field without a label: `Pair this device`.
    case pairDevice = "screen.mobilePairing.pair"
    /// A `MOBILE_PAIRING` field the app gave no pairing for: `Pairing this device needs the app's MFA SDK.`.
    case pairingNeedsHandler = "screen.mobilePairing.needsHandler"
    /// While reCAPTCHA Enterprise verifies: `Verifying you are not a robot…`.
    case reCaptchaVerifying = "screen.reCaptcha.verifying"
    /// reCAPTCHA Enterprise failed: `The security check did not finish.`.
    case reCaptchaFailed = "screen.reCaptcha.failed"
    /// A reCAPTCHA the app gave no provider for: `The security check needs the app's reCAPTCHA provider.`.
    case reCaptchaNeedsProvider = "screen.reCaptcha.needsProvider"
    /// The accessibility hint of a required field: `Required.`.
    case requiredHint = "screen.accessibility.required"
    /// The accessibility hint of a button that leaves the form: `Opens another step.`.
    case flowHint = "screen.accessibility.flow"
    /// The accessibility hint of a secure field: `Your entry is hidden.`.
    case secureHint = "screen.accessibility.secure"
    /// Announced after a submit attempt with errors in several fields, with `{count}`: `{count} fields need
    /// attention.` Its text is plural-aware: an app's table may give the key a plural variation (a string
    /// catalog's or a `.stringsdict`'s, with `%d` or `%lld` for the count), which
    /// ``MessageCatalog/text(_:count:_:)`` resolves for the count.
    case errorsAnnouncement = "screen.accessibility.errors"
    /// The accessibility hint of a field that takes several options: `Choose any number of options.`.
    case multipleChoiceHint = "screen.accessibility.multipleChoice"
    /// The accessibility label of a security question's picker: `Security question`.
    case securityQuestionLabel = "screen.accessibility.securityQuestion"
    /// The accessibility label of the field for a security question of the user's own: `Your own question`.
    case ownSecurityQuestionLabel = "screen.accessibility.ownSecurityQuestion"
    /// The accessibility label of a security question's answer: `Answer`.
    case securityAnswerLabel = "screen.accessibility.securityAnswer"
    /// The accessibility label of a phone number's country code: `Country code`.
    case countryCodeLabel = "screen.accessibility.countryCode"
    /// Announced when a field has an error, with `{label}` and `{message}`: `{label}: {message}`.
    case fieldErrorAnnouncement = "screen.accessibility.fieldError"
    /// The accessibility label of a QR code: `QR code`.
    case qrCodeLabel = "screen.accessibility.qrCode"
    /// The accessibility label of a field with no label, with `{type}`: `{type} field`.
    case unlabelledField = "screen.accessibility.unlabelled"

    /// The key and English text.
    public var template: MessageTemplate {
        MessageTemplate(key: rawValue, english: english)
    }

    /// The English text for one thing, for a text with a count (``MessageCatalog/text(_:count:_:)``).
    var englishSingular: String? {
        switch self {
        case .errorsAnnouncement: "1 field needs attention."
        default: nil
        }
    }

    private var english: String {
        switch self {
        case .next: "Next"
        case .loading: "Loading…"
        case .retry: "Try again"
        case .signedIn: "You are signed in."
        case .signOff: "Sign out"
        case .failure: "Something went wrong. Try again later."
        case .pollingProgress: "Waiting for approval ({retry} of {maxRetries})…"
        case .waiting: "Waiting…"
        case .unknownField: "This step ({type}) cannot be shown here."
        case .qrCodeUnreadable: "The QR code cannot be shown."
        case .passkey: "Use a passkey"
        case .passkeyFailed: "The passkey could not be used. Try again."
        case .socialLoginFailed: "Signing in with the provider did not finish. Try again."
        case .signInWithProvider: "Sign in with {provider}"
        case .providerNeedsHandler: "Signing in with {provider} needs the app's handler."
        case .pairDevice: "Pair this device"
        case .pairingNeedsHandler: "Pairing this device needs the app's MFA SDK."
        case .reCaptchaVerifying: "Verifying you are not a robot…"
        case .reCaptchaFailed: "The security check did not finish."
        case .reCaptchaNeedsProvider: "The security check needs the app's reCAPTCHA provider."
        case .requiredHint: "Required."
        case .flowHint: "Opens another step."
        case .secureHint: "Your entry is hidden."
        case .errorsAnnouncement: "{count} fields need attention."
        case .multipleChoiceHint: "Choose any number of options."
        case .securityQuestionLabel: "Security question"
        case .ownSecurityQuestionLabel: "Your own question"
        case .securityAnswerLabel: "Answer"
        case .countryCodeLabel: "Country code"
        case .fieldErrorAnnouncement: "{label}: {message}"
        case .qrCodeLabel: "QR code"
        case .unlabelledField: "{type} field"
        }
    }
}
