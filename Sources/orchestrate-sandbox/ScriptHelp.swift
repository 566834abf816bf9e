/// The script format summary shown by `--help` (lines kept under 80 columns).
enum ScriptHelp {
    static let text = """
        Without --script the built-in demo script is played: user alice / Passw0rd!, \
        one-time code 123456, KBA answer blue, DaVinci flows signIn (default), \
        register (with a privacy notice and a newsletter switch), registerWithTerms \
        (an agreement and a required terms checkbox) and push \
        (a sign-in approved by polling), AM trees Login, Registration, Polling \
        and EmailLink. Print it with \
        --print-demo-script: it is a complete example of the format.

        In tests, SandboxServer of the OrchestrateSandbox library runs the same \
        server in-process:
          let server = SandboxServer(script: try SandboxScript(yaml: text))
          let base = try await server.start()       a free port on 127.0.0.1
          let authorize = await server.authorizeURL()
          let requests = await server.journal()     every request received
          await server.stop()

        Start a flow with GET /<env>/as/authorize[?acr_values=<flow>]; the answer is \
        the first node plus an interactionId cookie. Continue with POST to the \
        node's _links.next.href with that cookie and the body {"id", "eventName": \
        "continue", "interactionId", "parameters": {"eventType", "data": \
        {"actionKey", "formData"}}}.

        AM (PingAM /authenticate, any realm that is one path segment):
          POST /am/json/realms/<realm>/authenticate?authIndexType=service&\
        authIndexValue=<tree>[&ForceAuth=true][&noSession=true] body {} starts a \
        tree; POST {authId, callbacks} to the same URL goes on (inputs are read by \
        name). 200 {authId, callbacks} is a node, 200 {tokenId, successUrl, realm} \
        success, 401 {"code":401,"reason":"Unauthorized","message":"Login \
        failure"} the end of a failed tree. A forged authId is 400 "Invalid \
        authId", an expired one 401 "Session has timed out". \
        POST .../authenticate?suspendedId=<id> resumes a suspended tree; \
        POST /am/json/realms/<realm>/sessions?_action=logout with the header \
        iPlanetDirectoryPro: <tokenId> ends the session. OpenID Connect: \
        /am/oauth2/realms/root/realms/<realm>/.well-known/openid-configuration \
        (authorize with the iPlanetDirectoryPro header answers 302 with a code, \
        or error=login_required; access_token, userinfo, token/revoke, \
        connect/endSession, par). Nothing is sent for real: suspend emails and \
        polling approval links are printed as they are sent (in tests, \
        SandboxServer.sentMessages() returns them as SandboxMessage values); GET \
        an approval link to approve.

        SCRIPT FORMAT (YAML, or JSON; version 1; unknown keys are errors)
          version: 1                          optional
          users: [{username, password, otp?, email?, kbaAnswer?}]
          flows: [{name, default?: true, start: <node id>}]
          nodes:
            - id: <node id>
              connectionId: <id>               optional, derived from the id
              capabilityName: <name>           optional, customHTMLTemplate
              form: {name, description?, category?}   category: CUSTOM_HTML
              fields: [<DaVinci field>, ...]   passed through as written, any
                                               type and properties (see FIELDS)
              formData: {<field key>: <default value>}
              passwordPolicy: {...}            optional; enforces length,
                                               minUniqueCharacters, minCharacters
                                               (keys are literal character sets:
                                               "0123456789": 1), and
                                               maxRepeatedCharacters
              transitions:                     the first match wins
                - action: <button key>         omit to match any actionKey
                  when: [<condition>, ...]     all must hold; one key per item
                  then: <outcome>

        Conditions (field names are form field keys; a key left out takes the
        default in brackets, so `credentials: {}` reads username and password):
          credentials: {username?: <field>, password?: <field>}
                                            [username, password] a user matches
          otp: {field?: <field>}            [otp] the signed-in user's one-time
                                            code
          passwordPolicy: {field?: <field>} [password] the node's policy holds
          equals: {field: <field>, value: <literal>}   both required; a boolean
                                            literal only equals a JSON boolean
          user: {field?: <field>}           [username] an existing user, signed
                                            in without a password
          approved: {field?: <polling key>} [polling] the POLLING field sent
                                            "approved" and this visit's
                                            challenge was approved

        Transitions without `action` also answer submissions that send no
        actionKey (polling, pairing, metadata).

        FIELDS (2026 types, as fixtures 47-79 show them; all passed through):
          - {type: SINGLE_CHECKBOX, inputType: BOOLEAN, key, label, required,
             appearance: CHECKBOX|SWITCH, errorMessage, richContent: {content:
             "I accept {{link1}}", replacements: {link1: {value, href, type:
             link, target}}}}                 sent as a JSON boolean
          - {type: AGREEMENT, inputType: READ_ONLY_TEXT, key, title,
             titleEnabled, content, agreement: {id, useDynamicAgreement}}
          - {type: LABEL, content, richContent: {...}}
          - {type: POLLING, key, pollInterval: "2000", pollRetries: "60",
             pollChallengeStatus: true}     the sandbox issues `challenge` on
               every visit, serves POST /<env>/davinci/user/credentials/
               challenge/<challenge>/status (header interactionId): pending
               until approved, then {"isChallengeComplete": true, "status":
               "approved"}; 400 challengeExpired when unknown. Approve with the
               printed link GET /<env>/davinci/sandbox/approve?id=<challenge>.
               The node's _links.self is set. Without pollChallengeStatus:
               simple polling (the app re-submits).
          - {type: QR_CODE, key, content: "data:image/png;base64,...",
             fallbackText}
          - {type: IMAGE, key, imageUrl, description, hyperlinkUrl?}
          - {type: METADATA, key: sdkMetadata, payload: {...}}
          - {type: SOCIAL_LOGIN_BUTTON, key, idpId, idpType: GOOGLE, label,
             sandbox: {user?: <username>, returnUrl?: <URL>}}
               without `links`, links.authenticate.href is the sandbox's
               provider page: GET it and it redirects (302) to returnUrl (or
               /<env>/davinci/idp/return) with ?continueToken=...; the node's
               _links.continue.href (POST /<env>/davinci/idp/continue with
               Authorization: Bearer <continueToken>) signs in `user` and goes
               on as if actionKey <key> (else <idpId>) was submitted.
               `sandbox` is never sent to the app.
          - {type: PROTECT, key, behavioralDataCollection,
             universalDeviceIdentification}
          - {type: FIDO2, key, action: REGISTER|AUTHENTICATE, trigger,
             publicKeyCredentialCreationOptions|...RequestOptions: {...}}
          - {type: MOBILE_PAIRING, key, pairingKey}
          Match what they send with equals (a checkbox: value: true) or
          transitions without conditions.

        Outcomes (exactly one of goto, succeed, error):
          goto: <node id>
          succeed: true                     200 COMPLETED with a code, ST cookie
          error: {kind, message?, attempts?, field?, status?, body?}
            kind: invalidCredentials | invalidOneTimeCode | passwordPolicy |
                  custom (status and body as written)
          createUser: {username: <field>, password: <field>, email?: <field>,
                       otp?: <code>}        with goto or succeed: registers

        AM TREES (beside flows and nodes, or alone: a script of trees needs no
        flows or nodes; it then serves no DaVinci flow)
          trees: [{name, start: <tree node id>}]   the first starts by default
          treeNodes:
            - id: <tree node id>
              stage: <text>                    optional, as are header, description
              callbacks:                       sent in order; the n-th callback's
                - type: NameCallback           inputs are IDToken<n>…, by type:
                  output: {prompt: User Name}  Name/Password/TextInput: IDToken<n>;
                  input: [{name, value}]       Choice/Confirmation: an index;
                                               KbaCreate: IDToken<n>question and
                                               IDToken<n>answer; Validated* and
                                               *AttributeInput: IDToken<n> and
                                               IDToken<n>validateOnly; Terms,
                                               ConsentMapping: a boolean; outputs
                                               and unknown types as written
              approval: {polls: <n>}           optional: polling (answered again
                                               until its link is followed, or n
                                               polls)
              suspend: {resume: <node id>}     optional: emails a suspendedId link
                                               to the tree's user (its email, else
                                               its name); submitting the node
                                               answers it again; the link resumes
                                               once, at <node id>, within 600 s
              transitions:                     the first match wins
                - when: [<tree condition>, ...]
                  then: <tree outcome>
          Validated and attribute callbacks are checked against their `policies`
          output first: each entry of policies.policies, by its
          policyRequirements and params (REQUIRED, VALID_TYPE, MIN_LENGTH
          minLength, MAX_LENGTH maxLength, CANNOT_CONTAIN_CHARACTERS
          forbiddenChars, VALID_EMAIL_ADDRESS_FORMAT, AT_LEAST_X_CAPITAL_LETTERS
          numCaps, AT_LEAST_X_NUMBERS numNums, VALID_USERNAME: no user of that
          name exists yet). A failure, or validateOnly, answers the same node
          again with failedPolicies; the inputs sent are echoed back except
          passwords. createUser reads the inputs of the node it is written on:
          put the fields a new account needs on one page.
          Tree conditions (inputs are AM input names; defaults in brackets):
            credentials: {username?: <input>, password?: <input>}
                                            [IDToken1, IDToken2] a user matches
            user: {username?: <input>}      [IDToken1] an existing user, no
                                            password
            otp: {input?: <input>}          [IDToken1] the user's one-time code
            kba: {input?: <input>}          [IDToken1] the user's kbaAnswer (any
                                            case, spaces around ignored)
          otp and kba check the user the tree has identified so far (by
          credentials, user or createUser); before that they do not hold.
            equals: {input: <input>, value: <literal>}   both required
            attempts: {atMost: <n>}         the node answered at most n times
            headers: {username?: <header>, password?: <header>}
                                            [X-OpenAM-Username, X-OpenAM-
                                            Password] the request's headers
                                            name a user and hold their password
          A node with `callbacks: []` shows no page: its transitions are
          tested at once against the request that reached it (its headers).
          Tree outcomes (exactly one of goto, succeed, fail):
            goto: <tree node id> | succeed: true | fail: true (401)
            createUser: {username, password, email?, kbaAnswer?: <input>,
                         otp?: <code>}      with goto or succeed: registers
          No outcome changes an existing user: createUser only adds a new one
          (401 when the name is taken), so a password reset tree runs but the
          old password still signs in.

        EXAMPLE
          flows: [{name: login, start: login}]
          users: [{username: bob, password: secret}]
          nodes:
            - id: login
              form: {name: Login}
              fields:
                - {type: TEXT, key: username, label: Username}
                - {type: PASSWORD, key: password, label: Password}
                - {type: SUBMIT_BUTTON, key: submit, label: Sign On}
              transitions:
                - action: submit
                  when: [{credentials: {}}]     # fields username and password
                  then: {succeed: true}
                - action: submit
                  then: {error: {kind: invalidCredentials}}
        """
}
