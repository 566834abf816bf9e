import Foundation

/// The JSON body of a `POST …/authenticate`, checked field by field: `{}` to start, or
/// `{"authId": "…", "callbacks": [{"type", "output", "input": [{"name", "value"}], "_id"}, …]}` to go on.
/// Inputs are read by name; a client may echo other top-level keys (Android sends the whole node back).
struct AuthenticateRequest: Sendable {
    /// The most callbacks a request may carry (a real node has a handful).
    static let maxCallbacks = 100
    /// The most inputs a callback may carry.
    static let maxInputs = 20

    /// `nil` for a start.
    var authID: String?
    /// Every submitted input by name (the last one wins when a name repeats).
    var inputs: [String: JSON]
    /// The request's headers, which a node of no callback may read (`headers` conditions).
    var headers: [SandboxNameValue] = []

    /// A request of `authID` (`nil` to start) answering `inputs`: the login page's form, read by name.
    init(authID: String?, inputs: [String: JSON]) {
        self.authID = authID
        self.inputs = inputs
    }

    /// Parses and checks `body`; an empty body counts as `{}`.
    init(body: Data) throws(AMError) {
        guard !body.isEmpty else {
            authID = nil
            inputs = [:]
            return
        }
        let json: JSON
        do {
            json = try JSON.parse(body)
        } catch {
            throw .badRequest("The request body is not valid JSON")
        }
        guard json.members != nil else {
            throw .badRequest("The request body must be a JSON object, found \(json.typeName)")
        }
        switch json["authId"] {
        case nil, .null?:
            authID = nil
        case .string(let text)?:
            authID = text
        case let other?:
            throw .badRequest("authId must be a string, found \(other.typeName)")
        }
        var inputs: [String: JSON] = [:]
        switch json["callbacks"] {
        case nil, .null?:
            break
        case .array(let callbacks)?:
            guard callbacks.count <= Self.maxCallbacks else {
                throw .badRequest("Too many callbacks (\(callbacks.count)); at most \(Self.maxCallbacks)")
            }
            for (index, callback) in callbacks.enumerated() {
                guard callback.members != nil else {
                    throw .badRequest("callbacks[\(index)] must be an object, found \(callback.typeName)")
                }
                if let type = callback["type"], type != .null, type.stringValue == nil {
                    throw .badRequest("callbacks[\(index)].type must be a string, found \(type.typeName)")
                }
                switch callback["input"] {
                case nil, .null?:
                    continue
                case .array(let list)?:
                    guard list.count <= Self.maxInputs else {
                        throw .badRequest("callbacks[\(index)].input has too many entries (\(list.count))")
                    }
                    for (position, input) in list.enumerated() {
                        guard let name = input["name"]?.stringValue else {
                            throw .badRequest("callbacks[\(index)].input[\(position)].name must be a string")
                        }
                        inputs[name] = input["value"] ?? .null
                    }
                case let other?:
                    throw .badRequest("callbacks[\(index)].input must be an array, found \(other.typeName)")
                }
            }
        case let other?:
            throw .badRequest("callbacks must be an array, found \(other.typeName)")
        }
        self.inputs = inputs
    }

    /// The submitted input `name` as text (strings as is, numbers and booleans rendered).
    func text(_ name: String) -> String? {
        inputs[name]?.scalarText
    }
}

/// A refusal in AM's shape: `{"code": 401, "reason": "Unauthorized", "message": "Login failure"}`.
struct AMError: Error, Sendable {
    var status: Int
    var message: String
    /// Extra response headers (such as `Allow`).
    var headers: [(String, String)] = []

    static func badRequest(_ message: String) -> AMError { AMError(status: 400, message: message) }

    /// AM's answer to a tree that ended in failure (fixture 08).
    static let loginFailure = AMError(status: 401, message: "Login failure")

    /// The JSON body `{code, reason, message}`.
    var body: JSON {
        .object(
            JSONObject([
                ("code", .integer(status)), ("reason", .string(Self.reason(for: status))),
                ("message", .string(message)),
            ]))
    }

    var response: SandboxResponse {
        .json(status, body, headers: headers)
    }

    static func reason(for status: Int) -> String {
        switch status {
        case 400: return "Bad Request"
        case 401: return "Unauthorized"
        case 403: return "Forbidden"
        case 404: return "Not Found"
        case 405: return "Method Not Allowed"
        case 413: return "Request Entity Too Large"
        default: return SandboxHTTPHandler.reasonPhrase(for: status)
        }
    }
}
