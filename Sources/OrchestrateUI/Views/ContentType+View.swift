#if canImport(SwiftUI)
import SwiftUI
#if canImport(UIKit)
import UIKit
#endif

extension View {
    /// The AutoFill content type and keyboard of `type`, where the platform has them.
    @ViewBuilder func contentType(_ type: TextContentType) -> some View {
        #if os(iOS)
        switch type {
        case .none: self
        case .username: textContentType(.username).textInputAutocapitalization(.never).autocorrectionDisabled()
        case .password: textContentType(.password)
        case .newPassword: textContentType(.newPassword)
        case .oneTimeCode: textContentType(.oneTimeCode).keyboardType(.numberPad)
        case .emailAddress:
            textContentType(.emailAddress).keyboardType(.emailAddress).textInputAutocapitalization(.never)
                .autocorrectionDisabled()
        case .telephoneNumber: textContentType(.telephoneNumber).keyboardType(.phonePad)
        }
        #elseif os(macOS)
        switch type {
        case .username, .emailAddress: textContentType(.username).autocorrectionDisabled()
        case .password, .newPassword: textContentType(.password)
        case .oneTimeCode: textContentType(.oneTimeCode)
        case .none, .telephoneNumber: self
        }
        #else
        self
        #endif
    }
}
#endif
