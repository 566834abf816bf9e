import Foundation

/// Turns an AM `/authenticate` response into a node:
///
/// | response | node |
/// |---|---|
/// | 2xx with a string `authId` | `ContinueNode` with its callbacks (types without a class kept as `UnknownCallback`) |
/// | 2xx with a string `tokenId` or `successUrl` and no `authId` | `SuccessNode`, session = `tokenId` (none with `noSession`), keeping `successUrl` and `realm` |
/// | 2xx with none of them but an error `code` (400–599), as AM's error bodies have | `ErrorNode` with that code and `message` |
/// | any other 2xx | `FailureNode`: a body that is neither a node nor a success never signs the user in |
/// | 3xx | `FailureNode` naming where it pointed, its secrets redacted |
/// | 4xx JSON with `code` 1999 or `"requestTimedOut"` | `FailureNode` |
/// | other 4xx JSON | `ErrorNode` (status, `message`); AM has ended the transaction, so there is no node to retry from: start again |
/// | 5xx, any other status, a body that is not a JSON object or is over the size limit | `FailureNode` |
///
/// iOS and Android differ on 5xx (FailureNode on iOS, ErrorNode on Android): a 5xx is not something the
/// user can correct, so it is a failure here, as on iOS; 1999 and `requestTimedOut` end the flow as on
/// Android, because AM has dropped the transaction.
struct JourneyTransform: Sendable {
    let registry: CallbackRegistry
    let logger: any OrchestrateLogger
    let maximumBodySize: Int

    func node(for response: Response, in flow: FlowContext) -> any Node {
        let status = response.status
        let json: JSON
        switch NodeBody.object(of: response, limit: maximumBodySize) {
        case .success(let object): json = object
        case .failure(let problem): return FailureNode(cause: Self.error(problem, in: response))
        }
        guard status < 300 else { return clientError(json, status: status) }
        if let authId = json["authId"] {
            guard authId.stringValue != nil else {
                return FailureNode(cause: JourneyError.unexpectedResponse("authId is not a string"))
            }
            return continueNode(json, in: flow)
        }
        if json["tokenId"]?.stringValue != nil || json["successUrl"]?.stringValue != nil {
            return SuccessNode(input: json, session: json["tokenId"]?.stringValue)
        }
        if let code = json["code"]?.intValue, (400...599).contains(code) {
            return clientError(json, status: code)
        }
        return FailureNode(cause: JourneyError.unexpectedResponse("neither authId nor tokenId or successUrl"))
    }

    private func continueNode(_ json: JSON, in flow: FlowContext) -> ContinueNode {
        let callbacks = registry.callbacks(from: json["callbacks"]?.arrayValue ?? [], logger: logger)
        let node = ContinueNode(context: flow, input: json, actions: callbacks, makeRequest: JourneyRequest.make)
        for case let aware as any ContinueNodeAware in callbacks {
            aware.continueNode = node
        }
        return node
    }

    private func clientError(_ json: JSON, status: Int) -> any Node {
        let message = json["message"]?.stringValue ?? json["reason"]?.stringValue ?? ""
        if json["code"]?.intValue == 1999 || json["code"]?.stringValue == "requestTimedOut" {
            return FailureNode(cause: JourneyError.apiError(status: status, message: message))
        }
        return ErrorNode(status: status, message: message, input: json)
    }

    /// The `message` of a JSON body, else its text cut short; control characters removed.
    private static func message(_ response: Response) -> String {
        let text = (try? response.json())?["message"]?.stringValue ?? response.text ?? ""
        return LogText.sanitized(text)
    }

    /// The failure a response that cannot be a node gives.
    private static func error(_ problem: NodeBody.Problem, in response: Response) -> JourneyError {
        switch problem {
        case .redirect(let location):
            .apiError(
                status: response.status, message: location.map { "redirect to \($0)" } ?? "redirect without Location")
        case .unexpectedStatus: .apiError(status: response.status, message: message(response))
        case .tooLarge(let size, let limit): .responseTooLarge(size: size, limit: limit)
        case .invalidJSON(let reason): .invalidJSON(status: response.status, reason: reason)
        case .notAnObject: .unexpectedResponse("the body is not a JSON object")
        }
    }
}
