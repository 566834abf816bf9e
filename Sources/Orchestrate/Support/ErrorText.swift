import Foundation

/// An error as the runtime shows it in a log line or a description: a `URLError` (or another error of
/// `NSURLErrorDomain`) as `TransportError.network` shows it, its code and host only, because its user info
/// holds the failing URL (an end-session URL with `id_token_hint`, an authorize URL, a resume URL with
/// `suspendedId`); any other error as its own description, which the runtime's errors keep free of
/// secrets.
enum ErrorText {
    /// The text of `error` for a log line or a description.
    static func shown(_ error: any Error) -> String {
        if let network = TransportError(network: error) { return network.description }
        return "\(error)"
    }
}
