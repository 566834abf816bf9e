// Stand-in for part of Apple's AuthenticationServices (see Tests/AppleShims/README.md).
import Foundation

/// `struct ASAuthorizationPublicKeyCredentialUserVerificationPreference` (an extensible string enum).
public struct ASAuthorizationPublicKeyCredentialUserVerificationPreference: Hashable, RawRepresentable, Sendable {
    /// The WebAuthn value.
    public let rawValue: String

    /// `init(_ rawValue: String)`.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// `init(rawValue: String)`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// `static let required: ASAuthorizationPublicKeyCredentialUserVerificationPreference`.
    public static let required = ASAuthorizationPublicKeyCredentialUserVerificationPreference("required")
    /// `static let preferred: ASAuthorizationPublicKeyCredentialUserVerificationPreference`.
    public static let preferred = ASAuthorizationPublicKeyCredentialUserVerificationPreference("preferred")
    /// `static let discouraged: ASAuthorizationPublicKeyCredentialUserVerificationPreference`.
    public static let discouraged = ASAuthorizationPublicKeyCredentialUserVerificationPreference("discouraged")
}

/// `class ASAuthorizationPlatformPublicKeyCredentialProvider` (iOS 15, macOS 12).
open class ASAuthorizationPlatformPublicKeyCredentialProvider: NSObject, ASAuthorizationProvider {
    /// `init(relyingPartyIdentifier: String)`.
    public init(relyingPartyIdentifier: String) { fatalError("AuthenticationServices stand-in: declarations only") }

    /// `init()` is unavailable (`NS_UNAVAILABLE`).
    @available(*, unavailable)
    override public init() { fatalError("AuthenticationServices stand-in: declarations only") }

    /// `var relyingPartyIdentifier: String { get }`.
    open var relyingPartyIdentifier: String { fatalError("AuthenticationServices stand-in: declarations only") }

    /// `func createCredentialRegistrationRequest(challenge: Data, name: String, userID: Data) -> ASAuthorizationPlatformPublicKeyCredentialRegistrationRequest`.
    open func createCredentialRegistrationRequest(
        challenge: Data, name: String, userID: Data
    ) -> ASAuthorizationPlatformPublicKeyCredentialRegistrationRequest {
        fatalError("AuthenticationServices stand-in: declarations only")
    }

    /// `func createCredentialAssertionRequest(challenge: Data) -> ASAuthorizationPlatformPublicKeyCredentialAssertionRequest`.
    open func createCredentialAssertionRequest(challenge: Data)
        -> ASAuthorizationPlatformPublicKeyCredentialAssertionRequest
    {
        fatalError("AuthenticationServices stand-in: declarations only")
    }
}

/// `protocol ASAuthorizationPublicKeyCredentialRegistrationRequest : NSCopying, NSSecureCoding, NSObjectProtocol`
/// (the coding protocols, `attestationPreference` and the rest left out).
public protocol ASAuthorizationPublicKeyCredentialRegistrationRequest: NSObjectProtocol {
    /// `var relyingPartyIdentifier: String { get }`.
    var relyingPartyIdentifier: String { get }
    /// `var userID: Data { get set }`.
    var userID: Data { get set }
    /// `var name: String { get set }`.
    var name: String { get set }
    /// `var displayName: String? { get set }`.
    var displayName: String? { get set }
    /// `var challenge: Data { get set }`.
    var challenge: Data { get set }
    /// `var userVerificationPreference: ASAuthorizationPublicKeyCredentialUserVerificationPreference { get set }`.
    var userVerificationPreference: ASAuthorizationPublicKeyCredentialUserVerificationPreference { get set }
}

/// `protocol ASAuthorizationPublicKeyCredentialAssertionRequest : NSCopying, NSSecureCoding, NSObjectProtocol`
/// (its `allowedCredentials: [any ASAuthorizationPublicKeyCredentialDescriptor]`, which the platform request
/// narrows to platform descriptors, lives on the class here).
public protocol ASAuthorizationPublicKeyCredentialAssertionRequest: NSObjectProtocol {
    /// `var challenge: Data { get set }`.
    var challenge: Data { get set }
    /// `var relyingPartyIdentifier: String { get set }`.
    var relyingPartyIdentifier: String { get set }
    /// `var userVerificationPreference: ASAuthorizationPublicKeyCredentialUserVerificationPreference { get set }`.
    var userVerificationPreference: ASAuthorizationPublicKeyCredentialUserVerificationPreference { get set }
}

/// `class ASAuthorizationPlatformPublicKeyCredentialRegistrationRequest : ASAuthorizationRequest`.
open class ASAuthorizationPlatformPublicKeyCredentialRegistrationRequest: ASAuthorizationRequest,
    ASAuthorizationPublicKeyCredentialRegistrationRequest
{
    open var relyingPartyIdentifier: String { fatalError("AuthenticationServices stand-in: declarations only") }
    open var userID: Data {
        get { fatalError("AuthenticationServices stand-in: declarations only") }
        set { fatalError("AuthenticationServices stand-in: declarations only") }
    }
    open var name: String {
        get { fatalError("AuthenticationServices stand-in: declarations only") }
        set { fatalError("AuthenticationServices stand-in: declarations only") }
    }
    open var displayName: String? {
        get { fatalError("AuthenticationServices stand-in: declarations only") }
        set { fatalError("AuthenticationServices stand-in: declarations only") }
    }
    open var challenge: Data {
        get { fatalError("AuthenticationServices stand-in: declarations only") }
        set { fatalError("AuthenticationServices stand-in: declarations only") }
    }
    open var userVerificationPreference: ASAuthorizationPublicKeyCredentialUserVerificationPreference {
        get { fatalError("AuthenticationServices stand-in: declarations only") }
        set { fatalError("AuthenticationServices stand-in: declarations only") }
    }
}

/// `class ASAuthorizationPlatformPublicKeyCredentialAssertionRequest : ASAuthorizationRequest`.
open class ASAuthorizationPlatformPublicKeyCredentialAssertionRequest: ASAuthorizationRequest,
    ASAuthorizationPublicKeyCredentialAssertionRequest
{
    /// `var allowedCredentials: [ASAuthorizationPlatformPublicKeyCredentialDescriptor] { get set }`.
    open var allowedCredentials: [ASAuthorizationPlatformPublicKeyCredentialDescriptor] {
        get { fatalError("AuthenticationServices stand-in: declarations only") }
        set { fatalError("AuthenticationServices stand-in: declarations only") }
    }
    open var challenge: Data {
        get { fatalError("AuthenticationServices stand-in: declarations only") }
        set { fatalError("AuthenticationServices stand-in: declarations only") }
    }
    open var relyingPartyIdentifier: String {
        get { fatalError("AuthenticationServices stand-in: declarations only") }
        set { fatalError("AuthenticationServices stand-in: declarations only") }
    }
    open var userVerificationPreference: ASAuthorizationPublicKeyCredentialUserVerificationPreference {
        get { fatalError("AuthenticationServices stand-in: declarations only") }
        set { fatalError("AuthenticationServices stand-in: declarations only") }
    }
}

/// `class ASAuthorizationPlatformPublicKeyCredentialDescriptor` (`ASAuthorizationPublicKeyCredentialDescriptor`
/// left out).
open class ASAuthorizationPlatformPublicKeyCredentialDescriptor: NSObject {
    /// `init(credentialID: Data)`.
    public init(credentialID: Data) { fatalError("AuthenticationServices stand-in: declarations only") }

    /// `var credentialID: Data { get set }`.
    open var credentialID: Data {
        get { fatalError("AuthenticationServices stand-in: declarations only") }
        set { fatalError("AuthenticationServices stand-in: declarations only") }
    }
}

/// `protocol ASPublicKeyCredential : ASAuthorizationCredential`.
public protocol ASPublicKeyCredential: ASAuthorizationCredential {
    /// `var credentialID: Data { get }`.
    var credentialID: Data { get }
    /// `var rawClientDataJSON: Data { get }`.
    var rawClientDataJSON: Data { get }
}

/// `protocol ASAuthorizationPublicKeyCredentialRegistration : ASPublicKeyCredential`.
public protocol ASAuthorizationPublicKeyCredentialRegistration: ASPublicKeyCredential {
    /// `var rawAttestationObject: Data? { get }`.
    var rawAttestationObject: Data? { get }
}

/// `protocol ASAuthorizationPublicKeyCredentialAssertion : ASPublicKeyCredential`.
public protocol ASAuthorizationPublicKeyCredentialAssertion: ASPublicKeyCredential {
    /// `var rawAuthenticatorData: Data! { get }`.
    var rawAuthenticatorData: Data! { get }
    /// `var userID: Data! { get }`.
    var userID: Data! { get }
    /// `var signature: Data! { get }`.
    var signature: Data! { get }
}

/// `class ASAuthorizationPlatformPublicKeyCredentialRegistration`.
open class ASAuthorizationPlatformPublicKeyCredentialRegistration: NSObject,
    ASAuthorizationPublicKeyCredentialRegistration
{
    open var credentialID: Data { fatalError("AuthenticationServices stand-in: declarations only") }
    open var rawClientDataJSON: Data { fatalError("AuthenticationServices stand-in: declarations only") }
    open var rawAttestationObject: Data? { fatalError("AuthenticationServices stand-in: declarations only") }

    /// `init()` is unavailable (`NS_UNAVAILABLE`).
    @available(*, unavailable)
    override public init() { fatalError("AuthenticationServices stand-in: declarations only") }
}

/// `class ASAuthorizationPlatformPublicKeyCredentialAssertion`.
open class ASAuthorizationPlatformPublicKeyCredentialAssertion: NSObject, ASAuthorizationPublicKeyCredentialAssertion {
    open var credentialID: Data { fatalError("AuthenticationServices stand-in: declarations only") }
    open var rawClientDataJSON: Data { fatalError("AuthenticationServices stand-in: declarations only") }
    open var rawAuthenticatorData: Data! { fatalError("AuthenticationServices stand-in: declarations only") }
    open var userID: Data! { fatalError("AuthenticationServices stand-in: declarations only") }
    open var signature: Data! { fatalError("AuthenticationServices stand-in: declarations only") }

    /// `init()` is unavailable (`NS_UNAVAILABLE`).
    @available(*, unavailable)
    override public init() { fatalError("AuthenticationServices stand-in: declarations only") }
}
