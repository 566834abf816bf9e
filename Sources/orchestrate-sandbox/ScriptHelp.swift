/// The script format summary shown by `--help`.
enum ScriptHelp {
    static let text = """
    Without --script the built-in demo script is played: user alice / Passw0rd!, one-time code \
    123456, flows signIn (default) and register. Print it with --print-demo-script; it is a complete \
    example of the format.

    Start a flow with GET /<env>/as/authorize[?acr_values=<flow>]; the answer is the first node and an \
    interactionId cookie. Continue with POST to the node's _links.next.href, sending the cookie and \
    {"id", "eventName": "continue", "interactionId", "parameters": {"eventType", "data": {"actionKey", \
    "formData"}}}.

    SCRIPT FORMAT (YAML or JSON, version 1)
      version: 1                                  (optional)
      users:    [{username, password, otp?, email?}]
      flows:    [{name, default?: true, start: <node id>}]
      nodes:
        - id: <node id>
          connectionId?, capabilityName?          (URL segments; defaults derived / customHTMLTemplate)
          form: {name, description?, category?}    (category defaults to CUSTOM_HTML)
          fields: [...]                           (DaVinci field objects, passed through as written)
          formData: {<field key>: <default>}      (becomes formData.value)
          passwordPolicy: {...}                   (optional; length, minUniqueCharacters,
                                                   maxRepeatedCharacters, minCharacters are enforced)
          transitions:                            (first match wins)
            - action: <button key>                (omit to match any actionKey)
              when: [<condition>, ...]            (optional; all must hold; one key per item)
              then: <outcome>
      conditions: credentials: {username: <field>, password: <field>}
                  otp: {field}   passwordPolicy: {field}   equals: {field, value}
      outcomes:   goto: <node id> | succeed: true |
                  error: {kind: invalidCredentials|invalidOneTimeCode|passwordPolicy|custom,
                          message?, attempts?, field?, status?, body?}
                  goto/succeed may add createUser: {username: <field>, password: <field>,
                                                    email?: <field>, otp?: <literal code>}

    EXAMPLE
      flows: [{name: login, start: login}]
      users: [{username: bob, password: secret}]
      nodes:
        - id: login
          form: {name: Login}
          fields:
            - {type: TEXT, key: username, label: Username, required: true}
            - {type: PASSWORD, key: password, label: Password, required: true}
            - {type: SUBMIT_BUTTON, key: submit, label: Sign On}
          transitions:
            - {action: submit, when: [{credentials: {}}], then: {succeed: true}}
            - {action: submit, then: {error: {kind: invalidCredentials}}}
    """
}
