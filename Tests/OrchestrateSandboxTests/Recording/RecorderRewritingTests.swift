import Foundation
import Testing

@testable import OrchestrateSandbox

/// What the recorder rewrites so that a client keeps talking to it: cookies made loopback's (RFC 6265 §5.2: no
/// `Domain`, no `Secure` over plain HTTP), `Set-Cookie` lines Foundation joined split again, the upstream's
/// origin in bodies (also with JSON's escaped slashes).
@Suite struct RecorderRewritingTests {
    @Test func cookiesLoseTheirDomainAndSecureForLoopback() {
        #expect(
            OriginRewriter.loopbackCookie("ST=abc; Domain=auth.pingone.com; Path=/; Secure; HttpOnly; SameSite=None")
                == "ST=abc; Path=/; HttpOnly; SameSite=Lax")
        let joined = [
            SandboxNameValue(name: "Set-Cookie", value: "a=1; Expires=Wed, 21 Oct 2015 07:28:00 GMT, b=2; Path=/")
        ]
        #expect(
            UpstreamClient.splittingCookies(joined).map(\.value) == [
                "a=1; Expires=Wed, 21 Oct 2015 07:28:00 GMT", "b=2; Path=/",
            ])
        let rewriter = OriginRewriter(from: "https://tenant.example", to: "http://127.0.0.1:8080")
        #expect(
            rewriter.rewrite(#"{"next": "https:\/\/tenant.example\/a"}"#) == #"{"next": "http:\/\/127.0.0.1:8080\/a"}"#)
    }

    @Test func placeholdersAreMatchedInsideLongerText() {
        #expect(
            RecordedTemplate.match("Bearer orchestrate-recorded-accessToken-1", "Bearer live-token")
                == ["orchestrate-recorded-accessToken-1": "live-token"])
        #expect(RecordedTemplate.match("Bearer orchestrate-recorded-accessToken-1", "Basic live-token") == nil)
        #expect(RecordedTemplate.match(["a": "orchestrate-recorded-state-1", "b": 1], ["a": "s", "b": 2]) == nil)
        #expect(
            RecordedTemplate.match(["a": "orchestrate-recorded-state-1"], ["a": "s", "c": 1]) == nil, "another member")
        #expect(
            RecordedTemplate.match("a=orchestrate-recorded-cookie-1; b=orchestrate-recorded-cookie-2", "a=x; b=y")
                == ["orchestrate-recorded-cookie-1": "x", "orchestrate-recorded-cookie-2": "y"])
        #expect(
            RecordedTemplate.match("orchestrate-recorded-state-1.orchestrate-recorded-state-1", "x.y") == nil,
            "one placeholder stands for one value")
    }
}
