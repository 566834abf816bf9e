/// Swift identifiers: which names can be one, and how to spell them (keywords in backticks).
public enum SwiftIdentifier {
    /// Words that must be written in backticks to be used as a name.
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "package", "precedencegroup",
        "private", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if",
        "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        "_", "async", "some", "any", "each", "repeat", "copy", "discard", "consume", "sending",
    ]

    /// Names that are not usable even in backticks in the places the generator puts names
    /// (members, cases, types), or that would change meaning.
    static let unusable: Set<String> = [
        "_", "self", "Self", "super", "init", "deinit", "subscript", "Type", "Protocol",
        "Any", "some", "any",
    ]

    /// Why `name` cannot be a Swift identifier, or `nil` when it can (possibly in backticks).
    public static func problem(with name: String) -> String? {
        if name.isEmpty { return "an empty name is not a Swift identifier" }
        if unusable.contains(name) { return "'\(name)' cannot be used as a name in Swift code" }
        if name.hasPrefix("$") {
            return "'\(displayable(name))' is not a Swift identifier (names starting with '$' are reserved)"
        }
        var first = true
        for scalar in name.unicodeScalars {
            let ok = first ? isHead(scalar) : isContinuation(scalar)
            if !ok {
                let which = first ? "cannot start" : "cannot appear in"
                return "'\(displayable(name))' is not a Swift identifier: \(describe(scalar)) \(which) an identifier"
            }
            first = false
        }
        if name.unicodeScalars.count > 200 { return "'\(displayable(name.prefix(40)))…' is longer than 200 characters" }
        return nil
    }

    /// Whether `name` is a usable identifier.
    public static func isValid(_ name: String) -> Bool { problem(with: name) == nil }

    /// `name`, in backticks when it is a keyword.
    public static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// `name` as an argument label in a call: every keyword but `inout` is a label as it is there (the
    /// compiler warns about needless backticks).
    public static func argumentLabel(_ name: String) -> String {
        name == "inout" ? "`inout`" : name
    }

    /// `name` with its first character upper-cased (`headers` → `Headers`), for type names.
    public static func capitalized(_ name: String) -> String {
        guard let first = name.first else { return name }
        let upper = String(first).uppercased()
        // Only change the first character when upper-casing keeps it one valid identifier head.
        guard upper.unicodeScalars.allSatisfy(isContinuation), let head = upper.unicodeScalars.first, isHead(head)
        else {
            return name
        }
        return upper + name.dropFirst()
    }

    /// `name` with its first character lower-cased, for members.
    public static func lowercasedFirst(_ name: String) -> String {
        guard let first = name.first else { return name }
        let lower = String(first).lowercased()
        guard lower.unicodeScalars.allSatisfy(isContinuation), let head = lower.unicodeScalars.first, isHead(head)
        else {
            return name
        }
        return lower + name.dropFirst()
    }

    static func isHead(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x41...0x5A, 0x61...0x7A, 0x5F: return true
        case 0...0x7F: return false
        default:
            let properties = scalar.properties
            return properties.isXIDStart && isPrintable(scalar)
        }
    }

    static func isContinuation(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x41...0x5A, 0x61...0x7A, 0x5F, 0x30...0x39: return true
        case 0...0x7F: return false
        default:
            return scalar.properties.isXIDContinue && isPrintable(scalar)
        }
    }

    /// Excludes what XID allows but a reader cannot see or the compiler may treat specially.
    static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .format, .control, .surrogate, .privateUse, .unassigned, .lineSeparator, .paragraphSeparator,
            .spaceSeparator:
            return false
        default:
            return !scalar.properties.isDefaultIgnorableCodePoint
        }
    }

    static func describe(_ scalar: Unicode.Scalar) -> String {
        let hex = "U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
        if scalar.value < 0x80, scalar.value >= 0x20, scalar.value != 0x7F { return "'\(Character(scalar))' (\(hex))" }
        return hex
    }

    /// `name` with invisible and control characters shown as `\u{…}`, for messages.
    static func displayable<S: StringProtocol>(_ name: S) -> String {
        // Most names are printable ASCII and shown as they are (every name a spec declares is checked).
        if name.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return String(name) }
        var text = ""
        for scalar in name.unicodeScalars {
            if scalar == " " || isPrintable(scalar) && scalar.value >= 0x20 && scalar.value != 0x7F {
                text.unicodeScalars.append(scalar)
            } else {
                text += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            }
        }
        return text
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
