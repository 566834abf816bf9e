import Foundation
import Mustache

/// A `MustacheLibrary` that is compiled, or being compiled on a thread of its own.
///
/// swift-mustache parses a template character by character (and measures the rest of the text at each
/// tag), so compiling the built-in templates costs about as much as starting the process; on a second
/// processor it overlaps the work a run does before it renders.
final class TemplateCompilation: @unchecked Sendable {
    // @unchecked: `compiled` is only read or written while `condition` is locked.
    private let condition = NSCondition()
    private var compiled: MustacheLibrary?

    /// A library that is already compiled.
    init(_ library: MustacheLibrary) {
        compiled = library
    }

    /// Starts `compile` on a new thread.
    init(compiling compile: @escaping @Sendable () -> MustacheLibrary) {
        let thread = Thread { [self] in
            let library = compile()
            condition.lock()
            compiled = library
            condition.broadcast()
            condition.unlock()
        }
        thread.start()
    }

    /// The library, once compiled.
    var library: MustacheLibrary {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let compiled { return compiled }
            condition.wait()
        }
    }
}
