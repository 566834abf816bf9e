import Foundation

/// Names for the specs: Swift identifiers made from the export's display names, unique where they must be.
enum ImportNames {
    /// `text` as an UpperCamelCase identifier (`Sign Up` → `SignUp`, `2FA` → `Step2FA`).
    static func typeName(_ text: String) -> String {
        // ASCII letters and digits make the words; anything else parts them.
        var name = ""
        var startsWord = true
        for byte in text.utf8 {
            let isLetter =
                (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            guard isLetter || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else {
                startsWord = true
                continue
            }
            let upper = startsWord && (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) ? byte - 32 : byte
            name.unicodeScalars.append(Unicode.Scalar(upper))
            startsWord = false
        }
        if name.first.map({ !$0.isLetter }) ?? true { name = "Step" + name }
        return name
    }

    /// `text` as a lowerCamelCase identifier that is not a keyword.
    static func memberName(_ text: String) -> String {
        let name = SwiftIdentifier.lowercasedFirst(typeName(text))
        return SwiftIdentifier.isValid(name) ? name : name + "Value"
    }

    /// `name`, or `name2`, `name3`… (with `separator` between) the first that `taken` does not hold; adds it
    /// to `taken`.
    static func unique(_ name: String, in taken: inout Set<String>, separator: String = "") -> String {
        var candidate = name
        var number = 2
        while taken.contains(candidate) {
            candidate = "\(name)\(separator)\(number)"
            number += 1
        }
        taken.insert(candidate)
        return candidate
    }
}

extension ImportNames {
    /// The step names an import must not give: the ends it writes and the members every `Step` enum has.
    static var reservedStepNames: Set<String> {
        Set(FlowModelBuilder.reservedStepMembers.keys).union(["done", "failed", "success"])
    }

    /// The property names a typed Journey node must not have: the members the generator emits in every one.
    static var reservedNodeProperties: Set<String> { Set(MappingVocabulary.callbacks.reservedFormMembers.keys) }

    /// The property names a typed form must not have: the members the generator emits in every one.
    static var reservedFormProperties: Set<String> { Set(MappingVocabulary.collectors.reservedFormMembers.keys) }

    /// A DaVinci field key as a lowerCamelCase property name: `user.username` → `userUsername`, a button
    /// value in capitals `SIGN_ON` → `signOn`.
    static func fieldName(_ key: String) -> String {
        let words = key.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }.map { word in
            word.allSatisfy { !$0.isLowercase } ? word.lowercased() : String(word)
        }
        return memberName(words.joined(separator: " "))
    }
}
