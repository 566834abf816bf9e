import Foundation

// `dump` and debuggers show a class's stored properties; the collectors that hold a secret (a pairing
// key, Protect signals, a continue token, a passkey's attestation or assertion) show their key only.

extension MobilePairingCollector: CustomReflectable {
    /// The key only: never the pairing key nor the outcome.
    public var customMirror: Mirror { Mirror(self, children: ["key": key]) }
}

extension ProtectCollector: CustomReflectable {
    /// The key and settings only: never the signals.
    public var customMirror: Mirror { Mirror(self, children: ["key": key, "settings": settings]) }
}

extension IdpCollector: CustomReflectable {
    /// The provider only: never the continue token.
    public var customMirror: Mirror {
        Mirror(self, children: ["idpType": idpType, "idpID": idpID, "isAuthorized": isAuthorized])
    }
}

extension FidoRegistrationCollector: CustomReflectable {
    /// The key only: never the attestation.
    public var customMirror: Mirror { Mirror(self, children: ["key": key]) }
}

extension FidoAuthenticationCollector: CustomReflectable {
    /// The key only: never the assertion.
    public var customMirror: Mirror { Mirror(self, children: ["key": key]) }
}
