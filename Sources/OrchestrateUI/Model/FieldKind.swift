import Foundation
import Orchestrate

/// What a field of a node is, so a screen knows which view to draw: the server's type name in camel case,
/// a DaVinci field type (`SINGLE_CHECKBOX` is `singleCheckbox`) or a Journey callback type
/// (`NameCallback` is `nameCallback`).
///
/// A collector or callback this library does not draw (an app's own class, or a type the runtime has no
/// class for) is `unknown`: the screen shows a placeholder the app can replace, never nothing.
public enum FieldKind: String, Sendable, Hashable, CaseIterable {
    // DaVinci: the 24 field types of `CollectorFactory.defaults` (FIDO2 as its two collectors).
    /// `TEXT`: a text field (`TextCollector`).
    case text
    /// `PASSWORD`: a password field (`PasswordCollector`).
    case password
    /// `PASSWORD_VERIFY`: a new password, checked against the policy (`PasswordCollector`).
    case passwordVerify
    /// `SUBMIT_BUTTON`: submits the form (`SubmitCollector`).
    case submitButton
    /// `FLOW_BUTTON`: leaves the form for another branch (`FlowCollector`).
    case flowButton
    /// `FLOW_LINK`: a link that leaves the form for another branch (`FlowCollector`).
    case flowLink
    /// `LABEL`: text to show (`LabelCollector`).
    case label
    /// `DROPDOWN`: one choice from a menu (`SingleSelectCollector`).
    case dropdown
    /// `RADIO`: one choice from radio buttons (`SingleSelectCollector`).
    case radio
    /// `COMBOBOX`: several choices from a menu (`MultiSelectCollector`).
    case combobox
    /// `CHECKBOX`: several choices from checkboxes (`MultiSelectCollector`).
    case checkbox
    /// `PHONE_NUMBER`: a country code and a number (`PhoneNumberCollector`).
    case phoneNumber
    /// `DEVICE_REGISTRATION`: the kind of device to register (`DeviceRegistrationCollector`).
    case deviceRegistration
    /// `DEVICE_AUTHENTICATION`: the device to authenticate with (`DeviceAuthenticationCollector`).
    case deviceAuthentication
    /// `SINGLE_CHECKBOX`: one checkbox or switch (`BooleanCollector`).
    case singleCheckbox
    /// `AGREEMENT`: an agreement to read (`ReadOnlyTextCollector`).
    case agreement
    /// `POLLING`: waits for something outside the app (`PollingCollector`).
    case polling
    /// `QR_CODE`: a QR code to scan (`QRCodeCollector`).
    case qrCode
    /// `IMAGE`: an image, maybe a link (`ImageCollector`).
    case image
    /// `METADATA`: data for the app, not shown (`MetadataCollector`).
    case metadata
    /// `SOCIAL_LOGIN_BUTTON`: "Sign in with…" (`IdpCollector`).
    case socialLoginButton
    /// `PROTECT`: PingOne Protect's signals, collected without showing anything (`ProtectCollector`).
    case protect
    /// `FIDO2` with `action` `REGISTER`: creates a passkey (`FidoRegistrationCollector`).
    case fido2Registration
    /// `FIDO2` with `action` `AUTHENTICATE`: signs in with a passkey (`FidoAuthenticationCollector`).
    case fido2Authentication
    /// `MOBILE_PAIRING`: pairs the device with PingOne MFA (`MobilePairingCollector`).
    case mobilePairing

    // Journey: every core callback of `CallbackRegistry.defaults`.
    /// `NameCallback`: a user name.
    case nameCallback
    /// `PasswordCallback`: a password.
    case passwordCallback
    /// `TextInputCallback`: a line of text.
    case textInputCallback
    /// `TextOutputCallback`: a message.
    case textOutputCallback
    /// `SuspendedTextOutputCallback`: the message of a suspended journey.
    case suspendedTextOutputCallback
    /// `PollingWaitCallback`: wait, then submit again.
    case pollingWaitCallback
    /// `ChoiceCallback`: one of a list.
    case choiceCallback
    /// `ConfirmationCallback`: a button per option.
    case confirmationCallback
    /// `HiddenValueCallback`: a value the app fills in, not shown.
    case hiddenValueCallback
    /// `MetadataCallback`: data for the app, not shown.
    case metadataCallback
    /// `ConsentMappingCallback`: consent to share the profile.
    case consentMappingCallback
    /// `TermsAndConditionsCallback`: terms to accept.
    case termsAndConditionsCallback
    /// `KbaCreateCallback`: a security question and its answer.
    case kbaCreateCallback
    /// `StringAttributeInputCallback`: a text attribute of the profile.
    case stringAttributeInputCallback
    /// `NumberAttributeInputCallback`: a number attribute of the profile.
    case numberAttributeInputCallback
    /// `BooleanAttributeInputCallback`: a yes/no attribute of the profile.
    case booleanAttributeInputCallback
    /// `ValidatedCreateUsernameCallback`: a new user name, checked by policies.
    case validatedUsernameCallback
    /// `ValidatedCreatePasswordCallback`: a new password, checked by policies.
    case validatedPasswordCallback
    /// `DeviceProfileCallback`: the device's profile, collected without showing anything.
    case deviceProfileCallback
    /// `SelectIdPCallback`: a choice of identity provider.
    case selectIdpCallback
    /// `IdPCallback`: sign in with a provider's own SDK.
    case idpCallback
    /// PingOne Protect's initialization (`PingOneProtectInitializeCallback`, or a `MetadataCallback`
    /// carrying it), collected without showing anything.
    case pingOneProtectInitializeCallback
    /// PingOne Protect's risk evaluation (`PingOneProtectEvaluationCallback`, or a `MetadataCallback`
    /// carrying it), collected without showing anything.
    case pingOneProtectEvaluationCallback
    /// A `MetadataCallback` carrying a WebAuthn registration (`FidoRegistrationCallback`).
    case fidoRegistrationCallback
    /// A `MetadataCallback` carrying a WebAuthn authentication (`FidoAuthenticationCallback`).
    case fidoAuthenticationCallback
    /// Google reCAPTCHA Enterprise (`ReCaptchaEnterpriseCallback`, once the app registers it): verified when
    /// the screen appears, with the app's provider.
    case reCaptchaEnterpriseCallback

    /// A collector or callback no default view draws: a visible, replaceable placeholder.
    case unknown

    /// Whether the field is filled in or acted on without being shown (Protect, metadata, a hidden value,
    /// the device profile).
    public var isHidden: Bool {
        switch self {
        case .protect, .metadata, .hiddenValueCallback, .metadataCallback, .deviceProfileCallback,
            .pingOneProtectInitializeCallback, .pingOneProtectEvaluationCallback:
            true
        default: false
        }
    }

    /// How pressing or finishing the field moves the node on.
    public var submitRole: SubmitRole {
        switch self {
        case .submitButton, .flowButton, .flowLink, .confirmationCallback, .socialLoginButton, .idpCallback,
            .mobilePairing,
            .fido2Registration, .fido2Authentication, .fidoRegistrationCallback, .fidoAuthenticationCallback:
            .button
        case .polling, .pollingWaitCallback, .suspendedTextOutputCallback:
            .automatic
        default:
            .none
        }
    }
}

extension FieldKind {
    /// Whether a passkey that could not be used still submits the node. A Journey WebAuthn node does: the
    /// runtime writes the error outcome (`ERROR::NotAllowedError:…`) into its hidden value, and AM's WebAuthn
    /// nodes read it and take their error or unsupported outcome. A DaVinci `FIDO2` field does not: DaVinci
    /// has no error value to send, so the screen shows the failure and lets the user try again.
    public var submitsAfterPasskeyFailure: Bool {
        self == .fidoRegistrationCallback || self == .fidoAuthenticationCallback
    }
}

/// How a field moves its node on, which decides whether the screen needs a Next button of its own.
public enum SubmitRole: Sendable, Hashable {
    /// It does not: it is an input or something to read.
    case none
    /// The user presses it (a submit or flow button, a confirmation option, a passkey or provider button).
    case button
    /// It moves on by itself or waits outside the app (polling, a polling wait, a suspended journey).
    case automatic
}
