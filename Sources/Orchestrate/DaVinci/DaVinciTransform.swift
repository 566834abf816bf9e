import Foundation

/// Turns a DaVinci response into a node, following the status rules of the DaVinci service:
///
/// | response | node |
/// |---|---|
/// | 2xx with `status: FAILED` or a non-empty `error` object | `FailureNode` |
/// | 2xx with `authorizeResponse` | `SuccessNode`, session = `authorizeResponse.code` |
/// | 2xx with `_links.next.href` | `ContinueNode` with its collectors |
/// | 3xx | `FailureNode` with the `Location` |
/// | 4xx with code 1999 or `requestTimedOut`, or from `pingOneAuthenticationConnector`'s `setSession` or `returnSuccessResponseRedirect` | `FailureNode` |
/// | other 4xx | `ErrorNode` with the server's message, and the node it answers |
/// | 5xx, any other status, a body that is not JSON or is over the size limit | `FailureNode` |
struct DaVinciTransform: Sendable {
    let factory: CollectorFactory
    let logger: any OrchestrateLogger
    let maximumBodySize: Int

    func node(for response: Response, in flow: FlowContext, answering previous: ContinueNode?) -> any Node {
        let status = response.status
        let json: JSON
        switch NodeBody.object(of: response, limit: maximumBodySize) {
        case .success(let object): json = object
        case .failure(let problem): return FailureNode(cause: Self.error(problem, in: response))
        }
        return status < 300 ? success(json, in: flow) : clientError(json, status: status, answering: previous)
    }

    private func success(_ json: JSON, in flow: FlowContext) -> any Node {
        if json["status"]?.stringValue == "FAILED" || json["error"]?.objectValue?.isEmpty == false {
            let message =
                json[path: "error", "message"]?.stringValue ?? json[path: "error", "code"]?.stringValue
                ?? json["message"]?.stringValue ?? "flow failed"
            return FailureNode(cause: DaVinciError.apiError(status: 200, message: message))
        }
        if let authorize = json["authorizeResponse"], case .object = authorize {
            return SuccessNode(input: json, session: authorize["code"]?.stringValue)
        }
        if json[path: "_links", "next", "href"]?.stringValue != nil {
            return continueNode(json, in: flow)
        }
        return FailureNode(cause: DaVinciError.unexpectedResponse("neither _links.next nor authorizeResponse"))
    }

    private func continueNode(_ json: JSON, in flow: FlowContext) -> ContinueNode {
        let fields = json[path: "form", "components", "fields"]?.arrayValue ?? []
        let collectors = factory.collectors(from: fields, formData: json[path: "formData", "value"], logger: logger)
        let node = ContinueNode(context: flow, input: json, actions: collectors, makeRequest: DaVinciRequest.make)
        for case let aware as any ContinueNodeAware in collectors {
            aware.continueNode = node
        }
        return node
    }

    private func clientError(_ json: JSON, status: Int, answering previous: ContinueNode?) -> any Node {
        let message = json["message"]?.stringValue ?? json["code"]?.stringValue ?? "request failed"
        if Self.isFailure(json) {
            return FailureNode(cause: DaVinciError.apiError(status: status, message: message))
        }
        return ErrorNode(status: status, message: message, input: json, continueNode: previous)
    }

    /// The failure a response that cannot be a node gives.
    private static func error(_ problem: NodeBody.Problem, in response: Response) -> DaVinciError {
        switch problem {
        case .redirect(let location):
            .apiError(
                status: response.status, message: location.map { "Location: \($0)" } ?? "redirect without Location")
        case .unexpectedStatus: .apiError(status: response.status, message: LogText.sanitized(response.text ?? ""))
        case .tooLarge(let size, let limit): .responseTooLarge(size: size, limit: limit)
        case .invalidJSON(let reason): .invalidJSON(status: response.status, reason: reason)
        case .notAnObject: .unexpectedResponse("the body is not a JSON object")
        }
    }

    /// The 4xx answers that end the flow instead of letting the user retry.
    static func isFailure(_ json: JSON) -> Bool {
        if json["code"]?.intValue == 1999 || json["code"]?.stringValue == "requestTimedOut" { return true }
        return json["connectorId"]?.stringValue == "pingOneAuthenticationConnector"
            && ["returnSuccessResponseRedirect", "setSession"].contains(json["capabilityName"]?.stringValue ?? "")
    }
}
