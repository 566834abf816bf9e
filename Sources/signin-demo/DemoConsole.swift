import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the demo writes its lines and reads what the user types.
protocol DemoConsole {
    /// Shows one line.
    func say(_ line: String)
    /// Shows `prompt` and reads one line; `nil` at the end of the input. With `hidingTyping`, a terminal does
    /// not echo what is typed.
    func ask(_ prompt: String, hidingTyping: Bool) -> String?
}

/// The terminal: standard output and standard input, echo turned off while a password is typed.
struct TerminalConsole: DemoConsole {
    func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    func ask(_ prompt: String, hidingTyping: Bool) -> String? {
        FileHandle.standardOutput.write(Data(prompt.utf8))
        let line = hidingTyping && isatty(STDIN_FILENO) == 1 ? readLineWithoutEcho() : readLine()
        if line == nil { FileHandle.standardOutput.write(Data("\n".utf8)) }
        return line
    }

    /// A line read with the terminal's echo off, restored afterwards.
    private func readLineWithoutEcho() -> String? {
        var saved = termios()
        guard tcgetattr(STDIN_FILENO, &saved) == 0 else { return readLine() }
        var silent = saved
        silent.c_lflag &= ~tcflag_t(ECHO)
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &silent)
        defer {
            tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved)
            FileHandle.standardOutput.write(Data("\n".utf8))
        }
        return readLine()
    }
}
