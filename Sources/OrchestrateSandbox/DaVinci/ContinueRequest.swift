import Foundation

/// The JSON body of a DaVinci continue `POST`, checked field by field.
///
/// ```json
/// {"id": "<node id>", "eventName": "continue", "interactionId": "<id>",
///  "parameters": {"eventType": "submit", "data": {"actionKey": "submit", "formData": {"username": "alice"}}}}
/// ```
struct ContinueRequest: Sendable {
    var nodeID: String
    var interactionID: String?
    var eventType: String
    /// The button or collector that submitted; `nil` when the client sent none (a polling, pairing or
    /// metadata collector may submit without one, as the Ping SDKs do).
    var actionKey: String?
    /// The submitted form values by field key (an empty object when the client sent none).
    var formData: JSON

    /// A request of node `nodeID` in interaction `interactionID`: the hosted sign-in page's form, read by key.
    init(nodeID: String, interactionID: String?, eventType: String, actionKey: String?, formData: JSON) {
        self.nodeID = nodeID
        self.interactionID = interactionID
        self.eventType = eventType
        self.actionKey = actionKey
        self.formData = formData
    }

    /// Parses and checks `body`; throws a message naming the first problem.
    init(body: Data) throws(ProtocolError) {
        guard !body.isEmpty else { throw .badRequest("The request body is empty; expected a JSON object") }
        let json: JSON
        do {
            json = try JSON.parse(body)
        } catch {
            throw .badRequest("The request body is not valid JSON")
        }
        guard json.members != nil else {
            throw .badRequest("The request body must be a JSON object, found \(json.typeName)")
        }
        nodeID = try Self.string(json["id"], "id")
        if let eventName = json["eventName"], eventName != .null {
            guard eventName.stringValue != nil else {
                throw .badRequest("eventName must be a string, found \(eventName.typeName)")
            }
        }
        if let interactionID = json["interactionId"], interactionID != .null {
            guard let text = interactionID.stringValue else {
                throw .badRequest("interactionId must be a string, found \(interactionID.typeName)")
            }
            self.interactionID = text
        }
        guard let parameters = json["parameters"] else { throw .badRequest("Missing parameters") }
        guard parameters.members != nil else {
            throw .badRequest("parameters must be an object, found \(parameters.typeName)")
        }
        eventType = try Self.string(parameters["eventType"], "parameters.eventType")
        guard let data = parameters["data"] else { throw .badRequest("Missing parameters.data") }
        guard data.members != nil else {
            throw .badRequest("parameters.data must be an object, found \(data.typeName)")
        }
        switch data["actionKey"] {
        case nil, .null?: actionKey = nil
        case let value?: actionKey = try Self.string(value, "parameters.data.actionKey")
        }
        switch data["formData"] {
        case nil, .null?:
            formData = .object([:])
        case let value?:
            guard value.members != nil else {
                throw .badRequest("parameters.data.formData must be an object, found \(value.typeName)")
            }
            formData = value
        }
    }

    /// A request the sandbox makes itself: the continuation of a social login, as if `actionKey` (the
    /// button's key) was submitted on node `nodeID` with an empty form.
    init(nodeID: String, actionKey: String) {
        self.nodeID = nodeID
        eventType = "submit"
        self.actionKey = actionKey
        formData = .object([:])
    }

    private static func string(_ value: JSON?, _ name: String) throws(ProtocolError) -> String {
        guard let value else { throw .badRequest("Missing \(name)") }
        guard let text = value.stringValue else {
            throw .badRequest("\(name) must be a string, found \(value.typeName)")
        }
        return text
    }

    /// The submitted value of `field` as text (strings as is, numbers and booleans rendered);
    /// `nil` when absent or not a scalar.
    func text(of field: String) -> String? {
        formData[field]?.scalarText
    }
}

/// A request the protocol refuses: its status, DaVinci-style `code` and message.
struct ProtocolError: Error, Sendable {
    var status: Int
    var code: String
    var message: String

    static func badRequest(_ message: String, code: String = "INVALID_REQUEST") -> ProtocolError {
        ProtocolError(status: 400, code: code, message: message)
    }
}
