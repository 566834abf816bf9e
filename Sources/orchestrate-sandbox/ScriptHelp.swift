/// The script format summary shown by `--help` (lines kept under 80 columns).
enum ScriptHelp {
    static let text = """
    Without --script the built-in demo script is played: user alice / Passw0rd!, \
    one-time code 123456, flows signIn (default) and register. Print it with \
    --print-demo-script: it is a complete example of the format.

    Start a flow with GET /<env>/as/authorize[?acr_values=<flow>]; the answer is \
    the first node plus an interactionId cookie. Continue with POST to the \
    node's _links.next.href with that cookie and the body {"id", "eventName": \
    "continue", "interactionId", "parameters": {"eventType", "data": \
    {"actionKey", "formData"}}}.

    SCRIPT FORMAT (YAML, or JSON; version 1; unknown keys are errors)
      version: 1                          optional
      users: [{username, password, otp?, email?}]
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
