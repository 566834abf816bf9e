extension YAMLNode.ScalarKind {
    /// The words read as booleans (as Yams' default resolver reads them).
    static let booleanWords: Set<String> = [
        "yes", "Yes", "YES", "no", "No", "NO", "true", "True", "TRUE", "false", "False", "FALSE",
        "on", "On", "ON", "off", "Off", "OFF",
    ]

    /// Whether a boolean scalar's `text` reads as true (`true`, `yes`, `on` in any of their three cases).
    static func isTrue(_ text: String) -> Bool {
        ["true", "True", "TRUE", "yes", "Yes", "YES", "on", "On", "ON"].contains(text)
    }

    /// The kind of a plain (unquoted) scalar, resolved by hand in one pass over its bytes, the way Yams'
    /// default resolver would: null, booleans (`yes`/`no`/`on`/`off` too), integers (decimal, `0x`, `0o`,
    /// `0b`, `_` separators), floats (`1.5`, `1e3`, `.inf`, `.nan`); everything else is a string.
    static func classify(_ text: String) -> YAMLNode.ScalarKind {
        switch text {
        case "", "~", "null", "Null", "NULL": return .null
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF", "-.inf", "-.Inf", "-.INF", ".nan", ".NaN", ".NAN":
            return .float
        default: break
        }
        if booleanWords.contains(text) { return .bool }
        var bytes = Array(text.utf8)[...]
        if let first = bytes.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            bytes = bytes.dropFirst()
        }
        guard !bytes.isEmpty else { return .string }
        func all(_ slice: ArraySlice<UInt8>, _ allowed: (UInt8) -> Bool) -> Bool {
            !slice.isEmpty && slice.allSatisfy { allowed($0) || $0 == UInt8(ascii: "_") }
        }
        let isDigit: (UInt8) -> Bool = { $0 >= 48 && $0 <= 57 }
        if bytes.count > 2, bytes[bytes.startIndex] == UInt8(ascii: "0") {
            let marker = bytes[bytes.startIndex + 1]
            let rest = bytes.dropFirst(2)
            if marker == UInt8(ascii: "x") {
                return all(rest) { isDigit($0) || (97...102).contains($0) || (65...70).contains($0) } ? .int : .string
            }
            if marker == UInt8(ascii: "o") { return all(rest) { (48...55).contains($0) } ? .int : .string }
            if marker == UInt8(ascii: "b") { return all(rest) { $0 == 48 || $0 == 49 } ? .int : .string }
        }
        if all(bytes, isDigit), bytes.first != UInt8(ascii: "_") { return .int }
        // A float: digits with one '.', and/or an exponent.
        var index = bytes.startIndex
        var digits = 0
        var dots = 0
        while index < bytes.endIndex,
            isDigit(bytes[index]) || bytes[index] == UInt8(ascii: "_") || bytes[index] == UInt8(ascii: ".")
        {
            if bytes[index] == UInt8(ascii: ".") { dots += 1 } else if isDigit(bytes[index]) { digits += 1 }
            index += 1
        }
        guard digits > 0, dots <= 1 else { return .string }
        if index == bytes.endIndex { return dots == 1 ? .float : .int }
        guard bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") else { return .string }
        index += 1
        if index < bytes.endIndex, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
        return all(bytes[index...], isDigit) ? .float : .string
    }
}
