// The floor of the generator benchmark: a process that only reads YAML files and composes them with
// `Yams.compose`, nothing else. Arguments are files, or folders whose `*.yaml` / `*.yml` files are read.
// `--resolver default` uses Yams' default resolver (regular expressions per scalar); the default, `basic`,
// is the resolver the generator uses, so the floor is the cheapest parse the generator could do.
import Foundation
import Yams

var resolver = Resolver.basic
var paths: [String] = []
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    if argument == "--resolver" {
        resolver = arguments.popFirst() == "default" ? .default : .basic
    } else {
        paths.append(argument)
    }
}

func yamlFiles(in folder: String) -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: folder)
    var files: [String] = []
    while let name = enumerator?.nextObject() as? String {
        if name.hasSuffix(".yaml") || name.hasSuffix(".yml") { files.append(folder + "/" + name) }
    }
    return files.sorted()
}

var documents = 0
for path in paths {
    var isFolder: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
    for file in exists && isFolder.boolValue ? yamlFiles(in: path) : [path] {
        guard let data = FileManager.default.contents(atPath: file), let text = String(data: data, encoding: .utf8)
        else {
            FileHandle.standardError.write(Data("cannot read \(file)\n".utf8))
            exit(1)
        }
        do {
            if try Yams.compose(yaml: text, resolver, .default, .utf8) != nil { documents += 1 }
        } catch {
            FileHandle.standardError.write(Data("\(file): \(error)\n".utf8))
            exit(1)
        }
    }
}
// Printed so the work cannot be optimised away.
print(documents)
