// Stand-in for part of Apple's AuthenticationServices (see Tests/AppleShims/README.md).
import Foundation

/// `class ASWebAuthenticationSession` (not actor-isolated).
open class ASWebAuthenticationSession: NSObject {
    /// `typealias CompletionHandler = (URL?, (any Error)?) -> Void`.
    public typealias CompletionHandler = (URL?, (any Error)?) -> Void

    /// `init(url URL: URL, callbackURLScheme: String?, completionHandler: @escaping ASWebAuthenticationSession.CompletionHandler)`.
    public init(
        url URL: URL, callbackURLScheme: String?,
        completionHandler: @escaping ASWebAuthenticationSession.CompletionHandler
    ) {
        fatalError("AuthenticationServices stand-in: declarations only")
    }

    /// `init(url URL: URL, callback: ASWebAuthenticationSession.Callback, completionHandler: @escaping
    /// ASWebAuthenticationSession.CompletionHandler)` (iOS 17.4, macOS 14.4, visionOS 1.1).
    public init(
        url URL: URL, callback: ASWebAuthenticationSession.Callback,
        completionHandler: @escaping ASWebAuthenticationSession.CompletionHandler
    ) {
        fatalError("AuthenticationServices stand-in: declarations only")
    }

    /// `class Callback : NSObject, @unchecked Sendable` (`ASWebAuthenticationSessionCallback.h`).
    public final class Callback: NSObject, @unchecked Sendable {
        /// `class func customScheme(_ customScheme: String) -> Self`.
        public class func customScheme(_ customScheme: String) -> Self {
            fatalError("AuthenticationServices stand-in: declarations only")
        }

        /// `class func https(host: String, path: String) -> Self`.
        public class func https(host: String, path: String) -> Self {
            fatalError("AuthenticationServices stand-in: declarations only")
        }
    }

    /// `weak var presentationContextProvider: (any ASWebAuthenticationPresentationContextProviding)? { get set }`.
    open weak var presentationContextProvider: (any ASWebAuthenticationPresentationContextProviding)?

    /// `var prefersEphemeralWebBrowserSession: Bool { get set }`.
    open var prefersEphemeralWebBrowserSession: Bool = false

    /// `func start() -> Bool`.
    open func start() -> Bool { fatalError("AuthenticationServices stand-in: declarations only") }

    /// `func cancel()`.
    open func cancel() { fatalError("AuthenticationServices stand-in: declarations only") }
}

/// `@MainActor protocol ASWebAuthenticationPresentationContextProviding : NSObjectProtocol`.
@MainActor
public protocol ASWebAuthenticationPresentationContextProviding: NSObjectProtocol {
    /// `func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor`.
    func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor
}

/// `struct ASWebAuthenticationSessionError` (the `ASWebAuthenticationSessionErrorDomain` error enum).
public struct ASWebAuthenticationSessionError: CustomNSError, Hashable, Error {
    /// `enum Code : Int` (`ASWebAuthenticationSession.h`).
    public enum Code: Int, Sendable, Hashable {
        /// `ASWebAuthenticationSessionErrorCodeCanceledLogin = 1`.
        case canceledLogin = 1
        /// `ASWebAuthenticationSessionErrorCodePresentationContextNotProvided = 2`.
        case presentationContextNotProvided = 2
        /// `ASWebAuthenticationSessionErrorCodePresentationContextInvalid = 3`.
        case presentationContextInvalid = 3
    }

    /// `static var errorDomain: String { get }`.
    public static var errorDomain: String { "com.apple.AuthenticationServices.WebAuthenticationSession" }

    /// `var code: Code { get }`.
    public let code: Code

    /// `init(_ code: Code, userInfo: [String : Any] = [:])`.
    public init(_ code: Code, userInfo: [String: Any] = [:]) { self.code = code }

    /// `static var canceledLogin: ASWebAuthenticationSessionError.Code { get }`.
    public static var canceledLogin: Code { .canceledLogin }
}
