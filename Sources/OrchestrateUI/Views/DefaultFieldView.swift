#if canImport(SwiftUI)
import Orchestrate
import SwiftUI

/// The default view of a field, by its kind, with its errors under it (laid out by the
/// ``NodeFieldStyle`` in the environment). Each kind's view is public, to compose a screen of one's own.
public struct DefaultFieldView: View {
    private let field: NodeField
    @ObservedObject private var screen: NodeScreen
    @ObservedObject private var revision: FieldRevision
    @Environment(\.nodeFieldStyle) private var style

    /// The default view of `field` on `screen`.
    public init(field: NodeField, screen: NodeScreen) {
        self.field = field
        self.screen = screen
        revision = screen.revision(of: field)
    }

    /// The kind's view and the field's errors, in the field style.
    public var body: some View {
        let errors = screen.errors(for: field)
        let configuration = NodeFieldStyleConfiguration(
            field: field, errors: errors, content: AnyView(content),
            errorsView: AnyView(FieldErrorsView(errors: errors)))
        if let style {
            style.makeBody(configuration)
        } else {
            DefaultNodeFieldStyle().makeBody(configuration: configuration)
        }
    }

    @ViewBuilder private var content: some View {
        switch field.kind {
        case .text, .password, .passwordVerify, .nameCallback, .passwordCallback, .textInputCallback,
            .stringAttributeInputCallback, .validatedUsernameCallback, .validatedPasswordCallback:
            TextInputFieldView(field: field, screen: screen)
        case .numberAttributeInputCallback:
            NumberFieldView(field: field, screen: screen)
        case .singleCheckbox, .booleanAttributeInputCallback, .termsAndConditionsCallback, .consentMappingCallback:
            ToggleFieldView(field: field, screen: screen)
        case .dropdown, .radio, .choiceCallback, .deviceRegistration, .deviceAuthentication, .selectIdpCallback:
            ChoiceFieldView(field: field, screen: screen)
        case .combobox, .checkbox:
            MultiChoiceFieldView(field: field, screen: screen)
        case .phoneNumber:
            PhoneNumberFieldView(field: field, screen: screen)
        case .kbaCreateCallback:
            KbaCreateFieldView(field: field, screen: screen)
        case .label, .agreement, .textOutputCallback, .suspendedTextOutputCallback:
            TextBlockView(field: field)
        case .submitButton, .flowButton, .flowLink, .confirmationCallback:
            ForEach(field.buttons) { button in NodeButtonView(button: button, screen: screen) }
        case .polling, .pollingWaitCallback:
            PollingFieldView(field: field, screen: screen)
        case .qrCode:
            QRCodeFieldView(field: field)
        case .image:
            ImageFieldView(field: field)
        case .fido2Registration, .fido2Authentication, .fidoRegistrationCallback, .fidoAuthenticationCallback:
            PasskeyButtonView(field: field, screen: screen)
        case .socialLoginButton:
            SocialLoginButtonView(field: field, screen: screen)
        case .idpCallback:
            IdpCallbackButtonView(field: field, screen: screen)
        case .mobilePairing:
            MobilePairingFieldView(field: field, screen: screen)
        case .reCaptchaEnterpriseCallback:
            ReCaptchaFieldView(field: field, screen: screen)
        default:
            UnknownFieldView(field: field)
        }
    }
}
#endif
