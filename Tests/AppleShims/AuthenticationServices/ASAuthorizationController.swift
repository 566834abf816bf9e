// Stand-in for part of Apple's AuthenticationServices (see Tests/AppleShims/README.md).
import Foundation

/// `protocol ASAuthorizationProvider : NSObjectProtocol`.
public protocol ASAuthorizationProvider: NSObjectProtocol {}

/// `protocol ASAuthorizationCredential : NSCopying, NSSecureCoding, NSObjectProtocol` (the coding
/// protocols left out).
public protocol ASAuthorizationCredential: NSObjectProtocol {}

/// `class ASAuthorizationRequest` (`NSCopying`, `NSSecureCoding` left out).
open class ASAuthorizationRequest: NSObject {
    /// `var provider: any ASAuthorizationProvider { get }`.
    open var provider: any ASAuthorizationProvider { fatalError("AuthenticationServices stand-in: declarations only") }

    /// `init()` is unavailable (`NS_UNAVAILABLE`).
    @available(*, unavailable)
    override public init() { fatalError("AuthenticationServices stand-in: declarations only") }
}

/// `class ASAuthorization`.
open class ASAuthorization: NSObject {
    /// `var provider: any ASAuthorizationProvider { get }`.
    open var provider: any ASAuthorizationProvider { fatalError("AuthenticationServices stand-in: declarations only") }

    /// `var credential: any ASAuthorizationCredential { get }`.
    open var credential: any ASAuthorizationCredential {
        fatalError("AuthenticationServices stand-in: declarations only")
    }

    /// `init()` is unavailable (`NS_UNAVAILABLE`).
    @available(*, unavailable)
    override public init() { fatalError("AuthenticationServices stand-in: declarations only") }
}

/// `class ASAuthorizationController` (not actor-isolated).
open class ASAuthorizationController: NSObject {
    /// `var authorizationRequests: [ASAuthorizationRequest] { get }`.
    open var authorizationRequests: [ASAuthorizationRequest] {
        fatalError("AuthenticationServices stand-in: declarations only")
    }

    /// `weak var delegate: (any ASAuthorizationControllerDelegate)? { get set }`.
    open weak var delegate: (any ASAuthorizationControllerDelegate)?

    /// `weak var presentationContextProvider: (any ASAuthorizationControllerPresentationContextProviding)? { get set }`.
    open weak var presentationContextProvider: (any ASAuthorizationControllerPresentationContextProviding)?

    /// `init(authorizationRequests: [ASAuthorizationRequest])`.
    public init(authorizationRequests: [ASAuthorizationRequest]) {
        fatalError("AuthenticationServices stand-in: declarations only")
    }

    /// `init()` is unavailable (`NS_UNAVAILABLE`).
    @available(*, unavailable)
    override public init() { fatalError("AuthenticationServices stand-in: declarations only") }

    /// `func performRequests()`.
    open func performRequests() { fatalError("AuthenticationServices stand-in: declarations only") }

    /// `func cancel()` (iOS 16, macOS 13).
    open func cancel() { fatalError("AuthenticationServices stand-in: declarations only") }
}

/// `@MainActor protocol ASAuthorizationControllerDelegate : NSObjectProtocol`. Its methods are `optional`
/// in the SDK; Swift without Objective-C has no optional requirements, so here they are required: a
/// misspelt method, which the SDK would silently never call, fails to conform instead.
@MainActor
public protocol ASAuthorizationControllerDelegate: NSObjectProtocol {
    /// `optional func authorizationController(controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization)`.
    func authorizationController(
        controller: ASAuthorizationController,
        didCompleteWithAuthorization authorization: ASAuthorization)

    /// `optional func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error)`.
    func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error)
}

/// `@MainActor protocol ASAuthorizationControllerPresentationContextProviding : NSObjectProtocol`.
@MainActor
public protocol ASAuthorizationControllerPresentationContextProviding: NSObjectProtocol {
    /// `func presentationAnchor(for controller: ASAuthorizationController) -> ASPresentationAnchor`.
    func presentationAnchor(for controller: ASAuthorizationController) -> ASPresentationAnchor
}

/// `struct ASAuthorizationError` (the `ASAuthorizationErrorDomain` error enum).
public struct ASAuthorizationError: CustomNSError, Hashable, Error {
    /// `enum Code : Int` (`ASAuthorizationError.h`).
    public enum Code: Int, Sendable, Hashable {
        /// `ASAuthorizationErrorUnknown = 1000`.
        case unknown = 1000
        /// `ASAuthorizationErrorCanceled = 1001`.
        case canceled = 1001
        /// `ASAuthorizationErrorInvalidResponse = 1002`.
        case invalidResponse = 1002
        /// `ASAuthorizationErrorNotHandled = 1003`.
        case notHandled = 1003
        /// `ASAuthorizationErrorFailed = 1004`.
        case failed = 1004
        /// `ASAuthorizationErrorNotInteractive = 1005` (iOS 15, macOS 12).
        case notInteractive = 1005
        /// `ASAuthorizationErrorMatchedExcludedCredential = 1006` (iOS 18, macOS 15).
        case matchedExcludedCredential = 1006
    }

    /// `static var errorDomain: String { get }`.
    public static var errorDomain: String { "com.apple.AuthenticationServices.AuthorizationError" }

    /// `var code: Code { get }`.
    public let code: Code

    /// `init(_ code: Code, userInfo: [String : Any] = [:])`.
    public init(_ code: Code, userInfo: [String: Any] = [:]) { self.code = code }

    /// `static var canceled: ASAuthorizationError.Code { get }`.
    public static var canceled: Code { .canceled }
}
