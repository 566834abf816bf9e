import Foundation

/// The HTML page the sandbox serves where a real server serves its hosted sign-in UI (AM's `/UI/Login`): one
/// form per step of the journey behind it, posted back to the same URL. It is plain HTML with no script, so a
/// browser, `SandboxBrowser` or a UI test can fill it in: every field is a `<label>` holding its prompt and one
/// `<input>` or `<select>` named as the step's input.
struct SignInPage: Sendable {
    /// One control of the form.
    struct Field: Sendable, Equatable {
        /// What the control is.
        enum Kind: String, Sendable {
            case text, password, hidden, checkbox, select, message
            /// A button that submits the form with its `name` set to its `value` (a DaVinci button's key).
            case submit
        }

        var kind: Kind
        /// The input name the server reads (`IDToken1`); empty for a message.
        var name: String
        /// The prompt shown beside the control, or the message's text.
        var label: String
        /// The value the control starts with (a choice's index for a select).
        var value: String = ""
        /// A select's options: their texts, whose values are their indexes unless `optionValues` gives them.
        var options: [String] = []
        /// A select's options' values, when they are not the indexes.
        var optionValues: [String] = []
    }

    /// The page's heading.
    var title: String
    /// Where the form posts to (a path and query of the sandbox).
    var action: String
    /// Hidden values the next step needs (`authId`).
    var hidden: [(name: String, value: String)]
    /// The controls, in the step's order.
    var fields: [Field]
    /// A message from the last answer (a wrong password), shown above the form.
    var error: String?

    /// The page as HTML, every value escaped.
    var html: String {
        var lines = [
            "<!DOCTYPE html>", "<html lang=\"en\">", "<head><meta charset=\"utf-8\">",
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">",
            "<title>\(Self.escaped(title))</title></head>", "<body>", "<h1>\(Self.escaped(title))</h1>",
        ]
        if let error { lines.append("<p role=\"alert\">\(Self.escaped(error))</p>") }
        lines.append("<form method=\"post\" action=\"\(Self.escaped(action))\">")
        for (name, value) in hidden {
            lines.append("<input type=\"hidden\" name=\"\(Self.escaped(name))\" value=\"\(Self.escaped(value))\">")
        }
        for field in fields { lines.append(Self.html(of: field)) }
        // A page whose step has buttons of its own submits with them; any other with a plain Continue.
        if !fields.contains(where: { $0.kind == .submit }) { lines.append("<button type=\"submit\">Continue</button>") }
        lines += ["</form>", "</body>", "</html>"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// The page as a 200 answer that no cache keeps and no other site frames.
    var response: SandboxResponse {
        SandboxResponse(
            status: 200,
            headers: [
                ("Content-Type", "text/html; charset=utf-8"), ("Cache-Control", "no-store"),
                ("X-Frame-Options", "DENY"),
                // No `form-action`: browsers apply it to the redirects after a post too, which end at the app.
                ("Content-Security-Policy", "default-src 'none'"),
            ],
            body: Data(html.utf8))
    }

    private static func html(of field: Field) -> String {
        let name = escaped(field.name)
        let label = escaped(field.label)
        switch field.kind {
        case .message:
            return "<p>\(label)</p>"
        case .submit:
            return "<button type=\"submit\" name=\"\(name)\" value=\"\(escaped(field.value))\">\(label)</button>"
        case .hidden:
            return "<input type=\"hidden\" name=\"\(name)\" value=\"\(escaped(field.value))\">"
        case .checkbox:
            let checked = field.value == "true" ? " checked" : ""
            return "<label><input type=\"checkbox\" name=\"\(name)\" value=\"true\"\(checked)> \(label)</label>"
        case .select:
            let options = field.options.enumerated().map { index, option in
                let value = field.optionValues.indices.contains(index) ? field.optionValues[index] : String(index)
                let selected = value == field.value ? " selected" : ""
                return "<option value=\"\(escaped(value))\"\(selected)>\(escaped(option))</option>"
            }.joined()
            return "<label>\(label) <select name=\"\(name)\">\(options)</select></label>"
        case .text, .password:
            return "<label>\(label) <input type=\"\(field.kind.rawValue)\" name=\"\(name)\" "
                + "value=\"\(escaped(field.value))\"></label>"
        }
    }

    /// `text` with HTML's five special characters escaped, for element content and quoted attributes.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }
}
