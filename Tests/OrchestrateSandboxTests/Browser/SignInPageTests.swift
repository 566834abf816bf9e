import Foundation
import Testing

@testable import OrchestrateSandbox

/// The hosted sign-in page and the browser stand-in that reads it: every control AM's callbacks make
/// (fixture shapes of `/authenticate`), rendered, read back and submitted as a browser would.
@Suite struct SignInPageTests {
    /// One step of each input kind, as AM's `/authenticate` JSON gives it.
    static let node: JSON = [
        "authId": "a",
        "callbacks": [
            ["type": "TextOutputCallback", "output": [["name": "message", "value": "Hello <you> & \"them\""]]],
            [
                "type": "NameCallback", "output": [["name": "prompt", "value": "User Name"]],
                "input": [["name": "IDToken2", "value": ""]],
            ],
            [
                "type": "PasswordCallback", "output": [["name": "prompt", "value": "Password"]],
                "input": [["name": "IDToken3", "value": ""]],
            ],
            [
                "type": "ChoiceCallback",
                "output": [
                    ["name": "prompt", "value": "Pick"], ["name": "choices", "value": ["Red", "Blue"]],
                    ["name": "defaultChoice", "value": 1],
                ],
                "input": [["name": "IDToken4", "value": 1]],
            ],
            [
                "type": "BooleanAttributeInputCallback", "output": [["name": "prompt", "value": "Offers"]],
                "input": [["name": "IDToken5", "value": false], ["name": "IDToken5validateOnly", "value": false]],
            ],
            [
                "type": "HiddenValueCallback",
                "output": [["name": "value", "value": "h"], ["name": "id", "value": "x"]],
                "input": [["name": "IDToken6", "value": "h"]],
            ],
        ],
    ]

    @Test func everyControlIsRenderedAndReadBack() throws {
        let page = SignInPage(
            title: "Sign <In>", action: "/am/UI/Login?goto=a&b=%3C", hidden: [("authId", "id\"1")],
            fields: AMEndpoints.fields(of: Self.node), error: "Login failure")
        let html = page.html
        #expect(html.contains("<title>Sign &lt;In&gt;</title>"))
        #expect(html.contains("<p>Hello &lt;you&gt; &amp; &quot;them&quot;</p>"))
        #expect(!html.contains("validateOnly"), "validateOnly is the client's, never a control")
        let form = try #require(HTMLForm(html: html))
        #expect(form.action == "/am/UI/Login?goto=a&b=%3C")
        #expect(
            form.controls.map(\.type) == [
                "hidden", "text", "password", "select", "hidden", "checkbox", "hidden", "submit",
            ])
        #expect(
            form.controls.map(\.name) == [
                "authId", "IDToken2", "IDToken3", "IDToken4", "IDToken5", "IDToken5", "IDToken6", "",
            ])
        #expect(form.controls.last?.label == "Continue", "a page of no buttons of its own has a plain Continue")
        #expect(form.controls[0].value == "id\"1")
        #expect(form.controls[1].label == "User Name" && form.controls[2].label == "Password")
        #expect(form.controls[3].options.map(\.text) == ["Red", "Blue"] && form.controls[3].value == "1")

        let submitted = try form.submission(answering: [
            "User Name": "alice", "Password": "p", "Pick": "Red", "Offers": "true",
        ])
        #expect(
            submitted.map(\.name) == ["authId", "IDToken2", "IDToken3", "IDToken4", "IDToken5", "IDToken5", "IDToken6"])
        #expect(submitted.map(\.value) == ["id\"1", "alice", "p", "0", "false", "true", "h"])
        // An unticked box sends only its hidden `false`; a missing answer is named.
        let unticked = try form.submission(answering: ["User Name": "alice", "Password": "p"])
        #expect(unticked.filter { $0.name == "IDToken5" }.map(\.value) == ["false"])
        #expect(throws: SandboxBrowserError.unanswered("Password")) {
            try form.submission(answering: ["User Name": "alice"])
        }
    }

    /// A DaVinci form (the sandbox demo's sign-on node, as `payloads.node` serves it): its buttons are submit
    /// buttons named `actionKey`, and the one answered as `button` is the only one sent.
    @Test func aDaVinciFormSendsThePressedButtonsKey() throws {
        let node: JSON = [
            "form": [
                "components": [
                    "fields": [
                        ["type": "TEXT", "key": "username", "label": "Username"],
                        ["type": "PASSWORD", "key": "password", "label": "Password"],
                        [
                            "type": "DROPDOWN", "key": "country", "label": "Country",
                            "options": [["label": "Canada", "value": "CA"], ["label": "France", "value": "FR"]],
                        ],
                        ["type": "SUBMIT_BUTTON", "key": "submit", "label": "Sign On"],
                        ["type": "FLOW_LINK", "key": "register", "label": "Register"],
                    ]
                ]
            ]
        ]
        let html = SignInPage(
            title: "Sign On", action: "/env/as/signin", hidden: [], fields: DaVinciEndpoints.fields(of: node),
            error: nil
        ).html
        #expect(!html.contains(">Continue<"), "the form's own buttons only")
        let form = try #require(HTMLForm(html: html))
        let answers = ["Username": "alice", "Password": "p", "Country": "France"]
        #expect(try form.submission(answering: answers).map(\.value) == ["alice", "p", "FR", "submit"])
        var register = answers
        register["button"] = "Register"
        #expect(try form.submission(answering: register).last?.value == "register")
    }

    @Test func aPageWithoutAFormIsNoSignInPage() {
        #expect(HTMLForm(html: "<html><body><p>Hi</p></body></html>") == nil)
        #expect(HTMLForm(html: "<form action=\"/x\"><input name=\"a\"") == nil, "an unclosed form")
    }
}
