// Writes a synthetic spec set: `make-specs FORMS OUTPUT_FOLDER` (see `SyntheticSpecSet` for the layout).
import Foundation
import SpecSynthesis

let arguments = CommandLine.arguments
guard arguments.count == 3, let forms = Int(arguments[1]), forms > 0 else {
    FileHandle.standardError.write(Data("usage: make-specs FORMS OUTPUT_FOLDER\n".utf8))
    exit(2)
}
do {
    let set = SyntheticSpecSet(forms: forms)
    let bytes = try set.write(to: arguments[2])
    print("\(set.files.count) files, \(bytes) bytes: \(set.summary)")
} catch {
    FileHandle.standardError.write(Data("make-specs: \(error)\n".utf8))
    exit(1)
}
