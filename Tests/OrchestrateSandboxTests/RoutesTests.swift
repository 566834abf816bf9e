import Foundation
import OrchestrateSandbox
import Testing

@Suite("Extra routes")
struct RoutesTests {
    static let routes: [SandboxRoute] = [
        .fixed(
            method: "GET", path: "/redirect",
            response: .redirect(
                to: "https://example.com/callback?code=abc",
                headers: [
                    ("Set-Cookie", "a=1; Path=/"),
                    ("Set-Cookie", "b=2; Path=/; HttpOnly"),
                ])),
        .fixed(method: "GET", path: "/slow", response: .text(200, "finally", delay: .milliseconds(300))),
        .fixed(method: "POST", path: "/boom", response: .json(500, #"{"error":"boom"}"#)),
        SandboxRoute(method: "post", path: "/echo") { record in
            .json(
                201,
                [
                    "method": .string(record.method), "body": .string(record.bodyText ?? ""),
                    "query": .string(record.queryValue("q") ?? ""), "cookie": .string(record.cookies["k"] ?? ""),
                ],
                headers: [("X-Echo", "yes")])
        },
        // A route may shadow a DaVinci path.
        .fixed(method: "GET", path: "/sandbox/as/authorize", response: .text(503, "maintenance")),
    ]

    @Test("routes answer with their status, repeated Set-Cookie headers, bodies and delays; all journaled")
    func routesAnswer() async throws {
        try await withSandbox(routes: Self.routes) { server, driver in
            let base = try #require(await server.baseURL)
            let client = driver.client
            func url(_ path: String) throws -> URL { try #require(URL(string: path, relativeTo: base)) }

            let redirect = try await client.get(try url("/redirect"))
            #expect(redirect.status == 302)
            #expect(redirect.header("Location") == "https://example.com/callback?code=abc")
            let cookies = try #require(redirect.header("Set-Cookie"))
            #expect(cookies.contains("a=1; Path=/"))
            #expect(cookies.contains("b=2; Path=/; HttpOnly"))

            let slow = try await client.get(try url("/slow"))
            #expect(slow.status == 200)
            #expect(slow.text == "finally")

            let boom = try await client.send("POST", try url("/boom"))
            #expect(boom.status == 500)
            #expect(boom.json == ["error": "boom"])

            let echo = try await client.send(
                "POST", try url("/echo?q=hello%20world"), body: Data("ping".utf8),
                cookies: ["k": "v"])
            #expect(echo.status == 201)
            #expect(echo.header("X-Echo") == "yes")
            #expect(echo.json == ["method": "POST", "body": "ping", "query": "hello world", "cookie": "v"])

            let shadowed = try await client.get(try #require(await server.authorizeURL()))
            #expect(shadowed.status == 503)

            // Same path, other method: the DaVinci router answers (404 JSON).
            #expect(try await client.get(try url("/echo")).status == 404)

            let journal = await server.journal()
            #expect(journal.map(\.path) == ["/redirect", "/slow", "/boom", "/echo", "/sandbox/as/authorize", "/echo"])
            #expect(journal[3].bodyText == "ping")
            #expect(journal[3].query == [SandboxNameValue(name: "q", value: "hello world")])
            #expect(journal[3].cookies == ["k": "v"])
        }
    }

    @Test("SandboxResponse keeps repeated headers in order")
    func responseHeaders() {
        let response = SandboxResponse(
            status: 200, headers: [("Set-Cookie", "a=1"), ("X-Other", "x"), ("set-cookie", "b=2")])
        #expect(response.headerValues("Set-Cookie") == ["a=1", "b=2"])
        #expect(response.header("x-other") == "x")
        #expect(SandboxResponse.json(200, "{}").header("Content-Type") == "application/json; charset=utf-8")
    }
}
