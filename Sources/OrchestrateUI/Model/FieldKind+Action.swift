import Foundation
import Orchestrate

extension FieldKind {
    /// The kind of a DaVinci collector: by its class, then by its field's `type` where one class serves
    /// several types (a `RADIO` and a `DROPDOWN` are both `SingleSelectCollector`s). A class this library
    /// does not know, such as an app's own collector, is `unknown`.
    public init(collector: any Collector) {
        let type = (collector as? any FieldCollector)?.field.type ?? ""
        switch collector {
        case is TextCollector: self = .text
        case is PasswordCollector: self = type == "PASSWORD_VERIFY" ? .passwordVerify : .password
        case is SubmitCollector: self = .submitButton
        case is FlowCollector: self = type == "FLOW_LINK" ? .flowLink : .flowButton
        case is LabelCollector: self = .label
        case is SingleSelectCollector: self = type == "RADIO" ? .radio : .dropdown
        case is MultiSelectCollector: self = type == "CHECKBOX" ? .checkbox : .combobox
        case is PhoneNumberCollector: self = .phoneNumber
        case is DeviceRegistrationCollector: self = .deviceRegistration
        case is DeviceAuthenticationCollector: self = .deviceAuthentication
        case is BooleanCollector: self = .singleCheckbox
        case is ReadOnlyTextCollector: self = .agreement
        case is PollingCollector: self = .polling
        case is QRCodeCollector: self = .qrCode
        case is ImageCollector: self = .image
        case is MetadataCollector: self = .metadata
        case is IdpCollector: self = .socialLoginButton
        case is ProtectCollector: self = .protect
        case is FidoRegistrationCollector: self = .fido2Registration
        case is FidoAuthenticationCollector: self = .fido2Authentication
        case is MobilePairingCollector: self = .mobilePairing
        default: self = .unknown
        }
    }

    /// The kind of a Journey callback, by its class. PingOne Protect's callbacks are known by their type
    /// (or what a `MetadataCallback` carries), whichever class handles them; a `MetadataCallback` handled
    /// by an app's class stays `metadataCallback`, not shown; any other class this library does not know,
    /// and an `UnknownCallback`, is `unknown`.
    public init(callback: any Callback) {
        let carried = callback.type == "MetadataCallback" ? MetadataKind(callback: callback.json)?.rawValue : nil
        switch carried ?? callback.type {
        case MetadataKind.protectInitialize.rawValue:
            self = .pingOneProtectInitializeCallback
            return
        case MetadataKind.protectEvaluation.rawValue:
            self = .pingOneProtectEvaluationCallback
            return
        default:
            break
        }
        switch callback {
        case is NameCallback: self = .nameCallback
        case is PasswordCallback: self = .passwordCallback
        case is TextInputCallback: self = .textInputCallback
        case is TextOutputCallback: self = .textOutputCallback
        case is SuspendedTextOutputCallback: self = .suspendedTextOutputCallback
        case is PollingWaitCallback: self = .pollingWaitCallback
        case is ChoiceCallback: self = .choiceCallback
        case is ConfirmationCallback: self = .confirmationCallback
        case is HiddenValueCallback: self = .hiddenValueCallback
        case is MetadataCallback: self = .metadataCallback
        case is ConsentMappingCallback: self = .consentMappingCallback
        case is TermsAndConditionsCallback: self = .termsAndConditionsCallback
        case is KbaCreateCallback: self = .kbaCreateCallback
        case is StringAttributeInputCallback: self = .stringAttributeInputCallback
        case is NumberAttributeInputCallback: self = .numberAttributeInputCallback
        case is BooleanAttributeInputCallback: self = .booleanAttributeInputCallback
        case is ValidatedUsernameCallback: self = .validatedUsernameCallback
        case is ValidatedPasswordCallback: self = .validatedPasswordCallback
        case is DeviceProfileCallback: self = .deviceProfileCallback
        case is SelectIdpCallback: self = .selectIdpCallback
        case is IdpCallback: self = .idpCallback
        case is FidoRegistrationCallback: self = .fidoRegistrationCallback
        case is FidoAuthenticationCallback: self = .fidoAuthenticationCallback
        case is ReCaptchaEnterpriseCallback: self = .reCaptchaEnterpriseCallback
        case is UnknownCallback: self = .unknown
        default: self = callback.type == "MetadataCallback" ? .metadataCallback : .unknown
        }
    }
}
