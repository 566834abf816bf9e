import Foundation

extension CallbackRegistry {
    /// The built-in mapping from AM's callback types to classes.
    public static let defaults: [String: any Callback.Type] = [
        "NameCallback": NameCallback.self,
        "PasswordCallback": PasswordCallback.self,
        "TextInputCallback": TextInputCallback.self,
        "TextOutputCallback": TextOutputCallback.self,
        "SuspendedTextOutputCallback": SuspendedTextOutputCallback.self,
        "PollingWaitCallback": PollingWaitCallback.self,
        "ChoiceCallback": ChoiceCallback.self,
        "ConfirmationCallback": ConfirmationCallback.self,
        "HiddenValueCallback": HiddenValueCallback.self,
        "MetadataCallback": MetadataCallback.self,
        "ConsentMappingCallback": ConsentMappingCallback.self,
        "TermsAndConditionsCallback": TermsAndConditionsCallback.self,
        "KbaCreateCallback": KbaCreateCallback.self,
        "StringAttributeInputCallback": StringAttributeInputCallback.self,
        "NumberAttributeInputCallback": NumberAttributeInputCallback.self,
        "BooleanAttributeInputCallback": BooleanAttributeInputCallback.self,
        "ValidatedCreateUsernameCallback": ValidatedUsernameCallback.self,
        "ValidatedCreatePasswordCallback": ValidatedPasswordCallback.self,
        "DeviceProfileCallback": DeviceProfileCallback.self,
        "SelectIdPCallback": SelectIdpCallback.self,
        "IdPCallback": IdpCallback.self,
        MetadataKind.fidoRegistration.rawValue: FidoRegistrationCallback.self,
        MetadataKind.fidoAuthentication.rawValue: FidoAuthenticationCallback.self,
        // The native callbacks and the marketplace nodes' metadata share these names (MetadataKind).
        MetadataKind.protectInitialize.rawValue: PingOneProtectInitializeCallback.self,
        MetadataKind.protectEvaluation.rawValue: PingOneProtectEvaluationCallback.self,
    ]
}
