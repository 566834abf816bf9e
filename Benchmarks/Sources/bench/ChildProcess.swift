import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What one run of a program cost: wall time, CPU time (user + system) and peak resident memory.
struct ProcessCost: Sendable {
    var wall: Double
    var cpu: Double
    var peakMemory: Int
    var status: Int32
}

/// Runs programs with `posix_spawn` and reads their cost with `wait4`, so the figures are the child's own
/// (not Foundation's `Process` machinery). Standard output and error go to /dev/null unless captured.
enum ChildProcess {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs `arguments` (the first is the executable's path) and returns its cost.
    static func run(_ arguments: [String], outputTo outputPath: String = "/dev/null") throws -> ProcessCost {
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        let environment = _NSGetEnviron().pointee
        #else
        var actions = posix_spawn_file_actions_t()
        let environment = environ
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(
            &actions, 2, outputPath == "/dev/null" ? "/dev/null" : outputPath + ".err",
            O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        var pid: pid_t = 0
        let start = now()
        let spawned = withCStrings(arguments) { argv in
            posix_spawn(&pid, arguments[0], &actions, nil, argv, environment)
        }
        guard spawned == 0 else { throw Failure(description: "cannot start \(arguments[0]): error \(spawned)") }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) == -1 && errno == EINTR {}
        let wall = now() - start
        let cpu = seconds(usage.ru_utime) + seconds(usage.ru_stime)
        #if canImport(Darwin)
        let peak = Int(usage.ru_maxrss) // bytes on Darwin
        #else
        let peak = Int(usage.ru_maxrss) * 1024 // kilobytes on Linux
        #endif
        let exit = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return ProcessCost(wall: wall, cpu: cpu, peakMemory: peak, status: exit)
    }

    /// Runs `arguments` and returns its standard output (and error) as text, failing on a non-zero exit.
    static func output(_ arguments: [String]) throws -> String {
        let file = NSTemporaryDirectory() + "bench-output-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        defer {
            try? FileManager.default.removeItem(atPath: file)
            try? FileManager.default.removeItem(atPath: file + ".err")
        }
        let cost = try run(arguments, outputTo: file)
        let text = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
        let errors = (try? String(contentsOfFile: file + ".err", encoding: .utf8)) ?? ""
        guard cost.status == 0 else {
            throw Failure(
                description: "\(arguments.joined(separator: " ")) exited with \(cost.status):\n\(text)\(errors)")
        }
        return text + errors
    }

    private static func seconds(_ time: timeval) -> Double {
        Double(time.tv_sec) + Double(time.tv_usec) / 1e6
    }

    private static func withCStrings<R>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> R) -> R {
        var pointers = strings.map { strdup($0) }
        pointers.append(nil)
        defer { for pointer in pointers { free(pointer) } }
        return body(pointers)
    }
}
