import Foundation

/// The first `<form>` of a page, read as a browser submits it: its `action`, and its controls in order
/// (`<input>` of any type, `<select>` with its `<option>`s, `<button>`s), each with the text of the `<label>` it
/// sits in (a button's own text).
/// It reads the HTML the sandbox's sign-in pages are made of (`SignInPage`); it is no general HTML parser:
/// no scripts, no `<textarea>`, attributes quoted with `"`.
struct HTMLForm: Sendable, Equatable {
    /// One control.
    struct Control: Sendable, Equatable {
        /// `text`, `password`, `hidden`, `checkbox`, `select`…
        var type: String
        var name: String
        var value: String
        /// The text of the enclosing `<label>`, trimmed.
        var label: String
        /// A select's options: their text and value.
        var options: [(text: String, value: String)] = []

        static func == (left: Control, right: Control) -> Bool {
            left.type == right.type && left.name == right.name && left.value == right.value
                && left.label == right.label && left.options.map(\.value) == right.options.map(\.value)
                && left.options.map(\.text) == right.options.map(\.text)
        }
    }

    /// Where the form posts to, as written (relative or absolute).
    var action: String
    var controls: [Control]

    /// The first form of `html`; `nil` when there is none.
    init?(html: String) {
        var action: String?
        var controls: [Control] = []
        var label: String?
        // The control inside the open label, named by the label's whole text when the text follows it.
        var labelled: Int?
        var select: Control?
        var option: (value: String, text: String)?
        var button: Control?
        var scanner = Substring(html)
        while let open = scanner.firstIndex(of: "<") {
            let text = Self.decoded(String(scanner[..<open]))
            if option != nil {
                option?.text += text
            } else if button != nil {
                button?.label += text
            } else if label != nil {
                label? += text
            }
            guard let close = scanner[open...].firstIndex(of: ">") else { break }
            let tag = Self.tag(scanner[scanner.index(after: open)..<close])
            scanner = scanner[scanner.index(after: close)...]
            switch tag.name {
            case "form" where action == nil:
                action = tag.attributes["action"] ?? ""
            case "/form" where action != nil:
                self.action = action ?? ""
                self.controls = controls
                return
            case "label":
                label = ""
                labelled = nil
            case "/label":
                if let index = labelled, controls[index].label.isEmpty {
                    controls[index].label = (label ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
                }
                label = nil
            case "input" where action != nil:
                guard let name = tag.attributes["name"] else { continue }
                let type = tag.attributes["type"]?.lowercased() ?? "text"
                // An unchecked box sends nothing, as in a browser.
                let value = tag.attributes["value"] ?? (type == "checkbox" ? "on" : "")
                let checked = type != "checkbox" || tag.attributes["checked"] != nil
                controls.append(
                    Control(
                        type: type, name: name, value: checked ? value : "",
                        label: (label ?? "").trimmingCharacters(in: .whitespacesAndNewlines)))
                if type == "checkbox" { controls[controls.count - 1].options = [("", value)] }
                if label != nil { labelled = controls.count - 1 }
            case "button" where action != nil:
                let type = tag.attributes["type"]?.lowercased() ?? "submit"
                button = Control(
                    type: type, name: tag.attributes["name"] ?? "", value: tag.attributes["value"] ?? "", label: "")
            case "/button":
                if var done = button {
                    done.label = done.label.trimmingCharacters(in: .whitespacesAndNewlines)
                    controls.append(done)
                }
                button = nil
            case "select" where action != nil:
                select = Control(
                    type: "select", name: tag.attributes["name"] ?? "", value: "",
                    label: (label ?? "").trimmingCharacters(in: .whitespacesAndNewlines))
            case "option" where select != nil:
                option = (tag.attributes["value"] ?? "", "")
                if tag.attributes["selected"] != nil || select?.options.isEmpty == true {
                    select?.value = tag.attributes["value"] ?? ""
                }
            case "/option":
                if let done = option {
                    select?.options.append((done.text.trimmingCharacters(in: .whitespacesAndNewlines), done.value))
                }
                option = nil
            case "/select":
                if let done = select {
                    controls.append(done)
                    if label != nil { labelled = controls.count - 1 }
                }
                select = nil
            default:
                break
            }
        }
        return nil
    }

    /// The form's fields as submitted with `answers` (by label or name): a text or password control takes
    /// its answer, else keeps its value; a checkbox is ticked by `"true"`; a select takes an option by text
    /// or value. A visible text control left empty, with no answer, is refused. Of the submit buttons, the one
    /// `answers["button"]` names (by its text or value) is pressed, else the first; only it is sent.
    func submission(answering answers: [String: String]) throws(SandboxBrowserError) -> [(name: String, value: String)]
    {
        var fields: [(name: String, value: String)] = []
        let submits = controls.indices.filter { controls[$0].type == "submit" }
        let pressed =
            answers["button"].flatMap { wanted in
                submits.first { controls[$0].label == wanted || controls[$0].value == wanted }
            } ?? submits.first
        for (index, control) in controls.enumerated() {
            if control.type == "submit" {
                if index == pressed, !control.name.isEmpty { fields.append((control.name, control.value)) }
                continue
            }
            let answer = answers[control.label].flatMap { control.label.isEmpty ? nil : $0 } ?? answers[control.name]
            switch control.type {
            case "hidden":
                fields.append((control.name, control.value))
            case "button", "reset":
                continue
            case "checkbox":
                let ticked = answer.map { $0 == "true" } ?? !control.value.isEmpty
                if ticked { fields.append((control.name, control.options.first?.value ?? "on")) }
            case "select":
                let chosen = answer.flatMap { answer in
                    control.options.first { $0.text == answer || $0.value == answer }?.value
                }
                fields.append((control.name, chosen ?? control.value))
            default:
                guard let value = answer ?? (control.value.isEmpty ? nil : control.value) else {
                    throw .unanswered(control.label.isEmpty ? control.name : control.label)
                }
                fields.append((control.name, value))
            }
        }
        return fields
    }

    /// A tag's lower-cased name (`/form` for a closing tag) and its attributes.
    private static func tag(_ text: Substring) -> (name: String, attributes: [String: String]) {
        var rest = text.drop { $0 == " " }
        let name = rest.prefix { !$0.isWhitespace && $0 != "/" || $0 == "/" && rest.first == "/" }
        rest = rest.dropFirst(name.count)
        var attributes: [String: String] = [:]
        while true {
            rest = rest.drop { $0.isWhitespace || $0 == "/" }
            let key = rest.prefix { !$0.isWhitespace && $0 != "=" && $0 != ">" }
            guard !key.isEmpty else { break }
            rest = rest.dropFirst(key.count)
            if rest.first == "=", rest.dropFirst().first == "\"" {
                let value = rest.dropFirst(2).prefix { $0 != "\"" }
                attributes[key.lowercased()] = decoded(String(value))
                rest = rest.dropFirst(2 + value.count + 1)
            } else {
                attributes[key.lowercased()] = ""
            }
        }
        return (name.lowercased(), attributes)
    }

    /// `text` with the entities `SignInPage` writes decoded.
    private static func decoded(_ text: String) -> String {
        guard text.contains("&") else { return text }
        return text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
