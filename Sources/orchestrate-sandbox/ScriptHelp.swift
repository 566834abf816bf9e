/// The script format summary shown by `--help` (lines kept under 80 columns).
enum ScriptHelp {
    static let text = """
    Without --script the built-in demo script is played: user alice / Passw0rd!, \
    one-time code 123456, KBA answer blue, DaVinci flows signIn (default) and \
    register, AM trees Login, Registration, Polling and EmailLink. Print it with \
    --print-demo-script: it is a complete example of the format.

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
    connect/endSession, par). Suspend emails and polling approval links are \
    printed as they are sent; GET an approval link to approve.

    SCRIPT FORMAT (YAML, or JSON; version 1; unknown keys are errors)
      version: 1                          optional
      users: [{username, password, otp?, email?, kbaAnswer?}]
      flows: [{name, default?: true, start: <node id>}]
      nodes:
        - id: <node id>
          connectionId: <id>               optional, derived from the id
          capabilityName: <name>           optional, customHTMLTemplate
          form: {name, description?, category?}   category: CUSTOM_HTML
          fields: [<DaVinci field>, ...]   passed through as written
          formData: {<field key>: <default value>}
          passwordPolicy: {...}            optional; enforces length,
                                           minUniqueCharacters, minCharacters,
                                           maxRepeatedCharacters
          transitions:                     the first match wins
            - action: <button key>         omit to match any actionKey
              when: [<condition>, ...]     all must hold; one key per item
              then: <outcome>

    Conditions (field names are form field keys):
      credentials: {username: <field>, password: <field>}
      otp: {field: <field>}             the signed-in user's one-time code
      passwordPolicy: {field: <field>}  the node's policy holds
      equals: {field: <field>, value: <literal>}

    Outcomes (exactly one of goto, succeed, error):
      goto: <node id>
      succeed: true                     200 COMPLETED with a code, ST cookie
      error: {kind, message?, attempts?, field?, status?, body?}
        kind: invalidCredentials | invalidOneTimeCode | passwordPolicy |
              custom (status and body as written)
      createUser: {username: <field>, password: <field>, email?: <field>,
                   otp?: <code>}        with goto or succeed: registers

    AM TREES (optional; beside flows and nodes)
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
          transitions:                     the first match wins
            - when: [<tree condition>, ...]
              then: <tree outcome>
      Validated and attribute callbacks are checked against their `policies`
      output first (REQUIRED, VALID_TYPE, MIN_LENGTH, MAX_LENGTH,
      CANNOT_CONTAIN_CHARACTERS, VALID_EMAIL_ADDRESS_FORMAT,
      AT_LEAST_X_CAPITAL_LETTERS, AT_LEAST_X_NUMBERS, VALID_USERNAME): a
      failure or validateOnly answers the node again with failedPolicies.
      Tree conditions (inputs are AM input names):
        credentials: {username: IDToken1, password: IDToken2}
        user: {username: <input>}       an existing user, no password
        otp: {input: <input>}           the user's one-time code
        kba: {input: <input>}           the user's kbaAnswer (any case)
        equals: {input: <input>, value: <literal>}
      Tree outcomes (exactly one of goto, succeed, fail):
        goto: <tree node id> | succeed: true | fail: true (401)
        createUser: {username, password, email?, kbaAnswer?: <input>,
                     otp?: <code>}      with goto or succeed: registers

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
              when: [{credentials: {}}]
              then: {succeed: true}
            - action: submit
              then: {error: {kind: invalidCredentials}}
    """
}
