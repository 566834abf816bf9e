/// Reading OAuth parameters from a query, where a repeated parameter is an error (RFC 6749 section
/// 3.1: "Request and response parameters MUST NOT be included more than once").
extension SandboxRecord {
    /// The value of the query parameter `name`; `nil` when absent or empty; refused when repeated.
    func oauthQueryValue(_ name: String) throws(ProtocolError) -> String? {
        let values = query.filter { $0.name == name }
        guard values.count <= 1 else { throw .badRequest("The parameter \(name) is repeated") }
        return values.first.flatMap { $0.value.isEmpty ? nil : $0.value }
    }
}
