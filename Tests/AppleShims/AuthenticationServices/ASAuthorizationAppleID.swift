// Stand-in for part of Apple's AuthenticationServices (see Tests/AppleShims/README.md).
import Foundation

extension ASAuthorization {
    /// `struct ASAuthorization.Scope` (an extensible string enum, `ASAuthorizationScope`).
    public struct Scope: Hashable, RawRepresentable, Sendable {
        /// The scope's name.
        public let rawValue: String

        /// `init(rawValue: String)`.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// `static let fullName: ASAuthorization.Scope`.
        public static let fullName = Scope(rawValue: "full_name")
        /// `static let email: ASAuthorization.Scope`.
        public static let email = Scope(rawValue: "email")
    }
}

/// `class ASAuthorizationOpenIDRequest : ASAuthorizationRequest` (`requestedOperation` left out).
open class ASAuthorizationOpenIDRequest: ASAuthorizationRequest {
    /// `var requestedScopes: [ASAuthorization.Scope]? { get set }`.
    open var requestedScopes: [ASAuthorization.Scope]?
    /// `var state: String? { get set }`.
    open var state: String?
    /// `var nonce: String? { get set }`.
    open var nonce: String?
}

/// `class ASAuthorizationAppleIDRequest : ASAuthorizationOpenIDRequest`.
open class ASAuthorizationAppleIDRequest: ASAuthorizationOpenIDRequest {
    /// `var user: String? { get set }`.
    open var user: String?
}

/// `class ASAuthorizationAppleIDProvider : NSObject, ASAuthorizationProvider` (`getCredentialState` left
/// out).
open class ASAuthorizationAppleIDProvider: NSObject, ASAuthorizationProvider {
    /// `init()`.
    override public init() { fatalError("AuthenticationServices stand-in: declarations only") }

    /// `func createRequest() -> ASAuthorizationAppleIDRequest`.
    open func createRequest() -> ASAuthorizationAppleIDRequest {
        fatalError("AuthenticationServices stand-in: declarations only")
    }
}

/// `class ASAuthorizationAppleIDCredential : NSObject, ASAuthorizationCredential` (`realUserStatus` and
/// the rest left out).
open class ASAuthorizationAppleIDCredential: NSObject, ASAuthorizationCredential {
    /// `var user: String { get }`.
    open var user: String { fatalError("AuthenticationServices stand-in: declarations only") }
    /// `var state: String? { get }`.
    open var state: String? { fatalError("AuthenticationServices stand-in: declarations only") }
    /// `var authorizedScopes: [ASAuthorization.Scope] { get }`.
    open var authorizedScopes: [ASAuthorization.Scope] {
        fatalError("AuthenticationServices stand-in: declarations only")
    }
    /// `var authorizationCode: Data? { get }`.
    open var authorizationCode: Data? { fatalError("AuthenticationServices stand-in: declarations only") }
    /// `var identityToken: Data? { get }`.
    open var identityToken: Data? { fatalError("AuthenticationServices stand-in: declarations only") }
    /// `var email: String? { get }`.
    open var email: String? { fatalError("AuthenticationServices stand-in: declarations only") }
    /// `var fullName: PersonNameComponents? { get }`.
    open var fullName: PersonNameComponents? { fatalError("AuthenticationServices stand-in: declarations only") }

    /// `init()` is unavailable (`NS_UNAVAILABLE`).
    @available(*, unavailable)
    override public init() { fatalError("AuthenticationServices stand-in: declarations only") }
}
