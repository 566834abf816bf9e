import Foundation
import OrchestrateBasics
import Testing

/// The lock box, base64url and random tokens.
@Suite struct SupportTests {
    @Test func base64URLRoundTripsWithoutPadding() {
        let bytes: [UInt8] = [0xFB, 0xFF, 0xBF, 0x00, 0x41]
        let text = Base64URL.encode(bytes)
        #expect(text == "-_-_AEE")
        #expect(Base64URL.decode(text) == Data(bytes))
        #expect(Base64URL.decode("-_-_AEE=") == Data(bytes))
        #expect(Base64URL.decode("A") == nil)
        #expect(Base64URL.decode("*") == nil)
    }

    @Test func randomTokensHaveTheirLengthAndAlphabet() {
        let hex = RandomToken.hex(byteCount: 16)
        #expect(hex.count == 32 && hex.allSatisfy { "0123456789abcdef".contains($0) })
        let url = RandomToken.base64URL(byteCount: 32)
        #expect(url.count == 43 && Base64URL.decode(url)?.count == 32)
        #expect(RandomToken.hex(byteCount: 16) != hex)
        let uuid = RandomToken.uuid()
        #expect(UUID(uuidString: uuid) != nil && uuid == uuid.lowercased())
        #expect(RandomToken.hex(byteCount: 0).isEmpty)
    }

    @Test func lockedSerialisesConcurrentChanges() async {
        let counter = Locked(0)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<100 { group.addTask { counter.withLock { $0 += 1 } } }
        }
        #expect(counter.current == 100)
        #expect(Mirror(reflecting: Locked("secret")).children.isEmpty)
    }
}
