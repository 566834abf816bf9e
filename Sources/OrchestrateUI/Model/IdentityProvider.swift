import Foundation
import Orchestrate

/// What the screen needs to know of a Journey `IdpCallback`'s provider: the name its button shows, and
/// whether it is Apple's, which the default view signs in with through `AppleSignInHandler`. Other providers
/// (Google, Facebook) need their own SDK: the app gives an `IdpHandler` with `.idpHandler(_:)`.
public struct IdentityProvider: Sendable, Equatable {
    /// AM's id of the provider (`apple-ios`, `google`, `pingexample_siwa`).
    public let id: String

    /// The provider named `id`.
    public init(id: String) {
        self.id = id
    }

    /// The provider of `callback`.
    public init(_ callback: IdpCallback) {
        self.init(id: callback.provider)
    }

    /// Whether AM's provider is Sign in with Apple: its id names `apple` or `siwa`, as AM's templates and
    /// Ping's samples name it.
    public var isApple: Bool {
        let lowered = id.lowercased()
        return lowered.contains("apple") || lowered.contains("siwa")
    }

    /// The name the button shows: `Apple` for Apple's, otherwise the id's first word, capitalised
    /// (`google-ios` → `Google`, `facebook` → `Facebook`).
    public var displayName: String {
        if isApple { return "Apple" }
        let word = id.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).first.map(String.init) ?? id
        return word.prefix(1).uppercased() + word.dropFirst()
    }
}
