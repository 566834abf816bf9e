#!/usr/bin/env python3
"""Signs in to an Orchestrate sandbox with an independent OpenID Connect client: Python's Authlib (the
OAuth 2.0 session, PKCE, token, refresh and revocation requests), requests (HTTP) and joserfc (the ID
token's RS256 signature against the issuer's jwks_uri). Nothing here comes from Orchestrate.

    .build/interop-venv/bin/python Tests/Interop/authlib_client.py http://127.0.0.1:PORT [--env sandbox] [--realm alpha]

It prints one line per check, `ok - NAME` or `not ok - NAME: WHY`, then `N of M checks passed`, and exits
0 only when every check passed (1 when one failed, 2 when it could not run at all). It never prints a
token, a code or a password.
"""

import argparse
import base64
import hashlib
import secrets
import sys
import traceback
from urllib.parse import parse_qs, urlsplit

try:
    import requests
    from authlib.integrations.base_client.errors import OAuthError
    from authlib.integrations.requests_client import OAuth2Session
    from authlib.oauth2.rfc7636 import create_s256_code_challenge
    from joserfc import jwt
    from joserfc.errors import JoseError
    from joserfc.jwk import KeySet
    from joserfc.jws import extract_compact
except ImportError as error:  # The Swift test reads this line and says to run the setup script.
    print(f"interop: missing Python package ({error}); run Scripts/setup-interop.sh", file=sys.stderr)
    sys.exit(2)

# Seconds a request may take: generous, because the suite also runs under ThreadSanitizer on two cores.
TIMEOUT = 60
CLIENT_ID = "orchestrate-demo"
REDIRECT_URI = "org.orchestrate.demo://oauth2redirect"
SCOPE = "openid email profile"
# The demo user and the values the demo DaVinci forms ask for, by field key.
FORM_VALUES = {"username": "alice", "password": "Passw0rd!", "otp": "123456"}
# OpenID Connect Discovery 1.0 section 3: REQUIRED members (and userinfo_endpoint, RECOMMENDED).
REQUIRED_DISCOVERY = ["issuer", "authorization_endpoint", "token_endpoint", "jwks_uri", "response_types_supported",
                      "subject_types_supported", "id_token_signing_alg_values_supported"]


class Checks:
    """Records named checks; a failed check is reported and the run goes on where it can."""

    def __init__(self):
        self.passed = 0
        self.failed = 0

    def check(self, name, condition, why=""):
        if condition:
            self.passed += 1
            print(f"ok - {name}", flush=True)
        else:
            self.failed += 1
            print(f"not ok - {name}: {why}", flush=True)
        return condition


class Stop(Exception):
    """A check the rest of the run depends on failed."""


def require(checks, name, condition, why=""):
    if not checks.check(name, condition, why):
        raise Stop(name)


def discovery(checks, http, issuer_url, label):
    """Fetches and checks a discovery document and its JWK set; returns (document, key set)."""
    response = http.get(f"{issuer_url}/.well-known/openid-configuration", timeout=TIMEOUT)
    require(checks, f"{label}: discovery answers 200 JSON", response.status_code == 200, f"status {response.status_code}")
    document = response.json()
    missing = [name for name in REQUIRED_DISCOVERY + ["userinfo_endpoint"] if name not in document]
    checks.check(f"{label}: discovery has every REQUIRED member and userinfo_endpoint", not missing, f"missing {missing}")
    checks.check(f"{label}: issuer is the URL the document was fetched under", document.get("issuer") == issuer_url,
                 f"issuer {document.get('issuer')!r}, fetched under {issuer_url!r}")
    checks.check(f"{label}: RS256 is offered for ID tokens",
                 "RS256" in document.get("id_token_signing_alg_values_supported", []),
                 f"{document.get('id_token_signing_alg_values_supported')}")
    require(checks, f"{label}: jwks_uri is listed", "jwks_uri" in document)
    jwks = http.get(document["jwks_uri"], timeout=TIMEOUT)
    require(checks, f"{label}: jwks_uri answers 200 JSON", jwks.status_code == 200, f"status {jwks.status_code}")
    keys = jwks.json().get("keys", [])
    usable = [key for key in keys if key.get("kty") == "RSA" and key.get("alg") == "RS256" and key.get("use") == "sig"
              and key.get("kid") and key.get("n") and key.get("e")]
    require(checks, f"{label}: the JWK set has an RS256 signing key with kid, n and e", usable, f"keys {keys}")
    return document, KeySet.import_key_set({"keys": keys})


def walk_davinci_forms(checks, http, first):
    """Posts each form's _links.next.href as the Swift runtime does, until the flow completes."""
    node = first
    for _ in range(10):
        if node.get("status") == "COMPLETED":
            return node
        fields = node.get("form", {}).get("components", {}).get("fields", [])
        buttons = [field["key"] for field in fields if field.get("type") == "SUBMIT_BUTTON"]
        inputs = [field["key"] for field in fields if field.get("type") in ("TEXT", "PASSWORD")]
        unknown = [key for key in inputs if key not in FORM_VALUES]
        require(checks, f"form '{node.get('id')}' asks only for what the demo user has", buttons and not unknown,
                f"buttons {buttons}, unknown fields {unknown}")
        body = {
            "id": node["id"],
            "eventName": node.get("eventName", "continue"),
            "interactionId": node["interactionId"],
            "parameters": {"eventType": "submit",
                           "data": {"actionKey": buttons[0], "formData": {key: FORM_VALUES[key] for key in inputs}}},
        }
        response = http.post(node["_links"]["next"]["href"], json=body, timeout=TIMEOUT)
        require(checks, f"form '{node['id']}' is accepted", response.status_code == 200,
                f"status {response.status_code}: {response.text[:300]}")
        node = response.json()
    raise Stop("the flow did not complete in 10 forms")


def verify_id_token(checks, token, keys, issuer, nonce, label):
    """The ID token's RS256 signature against the JWK set, then iss, aud, exp and nonce; returns its claims."""
    header = extract_compact(token.encode()).headers()
    checks.check(f"{label}: ID token header is RS256 with a kid from jwks_uri",
                 header.get("alg") == "RS256" and any(key.kid == header.get("kid") for key in keys.keys),
                 f"header {header}")
    try:
        decoded = jwt.decode(token, keys, algorithms=["RS256"])
    except JoseError as error:
        require(checks, f"{label}: ID token signature verifies against jwks_uri", False, repr(error))
    checks.check(f"{label}: ID token signature verifies against jwks_uri", True)
    registry = jwt.JWTClaimsRegistry(iss={"essential": True, "value": issuer}, aud={"essential": True, "value": CLIENT_ID},
                                     exp={"essential": True}, iat={"essential": True}, sub={"essential": True},
                                     **({"nonce": {"essential": True, "value": nonce}} if nonce else {}))
    try:
        registry.validate(decoded.claims)
        checks.check(f"{label}: ID token iss, aud, exp, iat, sub{', nonce' if nonce else ''} are valid", True)
    except JoseError as error:
        checks.check(f"{label}: ID token iss, aud, exp, iat, sub{', nonce' if nonce else ''} are valid", False, repr(error))
    # A signature over other claims must not verify: flip one byte of the payload.
    head, payload, signature = token.split(".")
    claims = base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4))
    forged_payload = base64.urlsafe_b64encode(claims.replace(b'"aud"', b'"aux"')).rstrip(b"=").decode()
    try:
        jwt.decode(f"{head}.{forged_payload}.{signature}", keys, algorithms=["RS256"])
        checks.check(f"{label}: a changed ID token does not verify", False, "it verified")
    except JoseError:
        checks.check(f"{label}: a changed ID token does not verify", True)
    return decoded.claims


def davinci_sign_in(checks, base, env):
    issuer = f"{base}/{env}/as"
    http = requests.Session()  # keeps the interactionId cookie between the forms, as a browser would
    document, keys = discovery(checks, http, issuer, "DaVinci")

    client = OAuth2Session(CLIENT_ID, scope=SCOPE, redirect_uri=REDIRECT_URI, code_challenge_method="S256",
                           token_endpoint_auth_method="none")
    verifier = secrets.token_urlsafe(48)
    nonce = secrets.token_urlsafe(16)
    url, state = client.create_authorization_url(document["authorization_endpoint"], code_verifier=verifier,
                                                 nonce=nonce, response_mode="pi.flow")
    query = urlsplit(url).query
    checks.check("authorize URL form-encodes the scope with '+' (as Authlib does)", "scope=openid+email+profile" in query,
                 f"query has {[part for part in query.split('&') if part.startswith('scope=')]}")
    checks.check("authorize URL carries an S256 PKCE challenge",
                 parse_qs(query).get("code_challenge") == [create_s256_code_challenge(verifier)])
    start = http.get(url, timeout=TIMEOUT)
    require(checks, "authorize with a '+'-encoded scope answers the first form", start.status_code == 200,
                f"status {start.status_code}: {start.text[:300]}")
    done = walk_davinci_forms(checks, http, start.json())
    response = done.get("authorizeResponse", {})
    require(checks, "the flow completes with an authorization code", "code" in response, f"keys {sorted(done)}")
    checks.check("the code comes back with this request's state", response.get("state") == state)

    token = client.fetch_token(document["token_endpoint"], code=response["code"], code_verifier=verifier)
    require(checks, "the code is exchanged for tokens with the PKCE verifier",
            {"access_token", "id_token", "refresh_token"} <= set(token), f"keys {sorted(token)}")
    checks.check("the token response is Bearer and grants the scope asked for",
                 token.get("token_type", "").lower() == "bearer" and set(token.get("scope", "").split()) == set(SCOPE.split()),
                 f"token_type {token.get('token_type')!r}, scope {token.get('scope')!r}")
    claims = verify_id_token(checks, token["id_token"], keys, document["issuer"], nonce, "DaVinci")

    info = client.get(document["userinfo_endpoint"], timeout=TIMEOUT)
    checks.check("userinfo answers for the access token, the ID token's sub and the email scope",
                 info.status_code == 200 and info.json().get("sub") == claims.get("sub") and "email" in info.json(),
                 f"status {info.status_code}")

    old_refresh = token["refresh_token"]
    refreshed = client.refresh_token(document["token_endpoint"], refresh_token=old_refresh)
    checks.check("refresh returns new tokens with a new refresh token",
                 refreshed.get("access_token") and refreshed.get("refresh_token") not in (None, old_refresh))
    if "id_token" in refreshed:
        verify_id_token(checks, refreshed["id_token"], keys, document["issuer"], None, "DaVinci after refresh")
    try:
        client.refresh_token(document["token_endpoint"], refresh_token=old_refresh)
        checks.check("the old refresh token is refused after use (rotation)", False, "it was accepted again")
    except OAuthError as error:
        checks.check("the old refresh token is refused after use (rotation)", error.error == "invalid_grant",
                     f"error {error.error!r}")

    revoked = client.revoke_token(document["revocation_endpoint"], token=refreshed["refresh_token"],
                                  token_type_hint="refresh_token")
    checks.check("revocation of the refresh token answers 200", revoked.status_code == 200, f"status {revoked.status_code}")
    try:
        client.refresh_token(document["token_endpoint"], refresh_token=refreshed["refresh_token"])
        checks.check("a revoked refresh token is refused", False, "it was accepted")
    except OAuthError as error:
        checks.check("a revoked refresh token is refused", error.error == "invalid_grant", f"error {error.error!r}")
    after = requests.get(document["userinfo_endpoint"], timeout=TIMEOUT,
                         headers={"Authorization": f"Bearer {refreshed['access_token']}"})
    checks.check("the revoked grant's access token is refused by userinfo", after.status_code == 401,
                 f"status {after.status_code}")

    # Last: a server may revoke every token of a code that is replayed (RFC 6749 section 4.1.2), as the sandbox does.
    try:
        client.fetch_token(document["token_endpoint"], code=response["code"], code_verifier=verifier)
        checks.check("a used code is refused", False, "it was exchanged again")
    except OAuthError as error:
        checks.check("a used code is refused", error.error == "invalid_grant", f"error {error.error!r}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("base_url", help="the sandbox's base URL, such as http://127.0.0.1:8080")
    parser.add_argument("--env", default="sandbox", help="the DaVinci environment id (default: sandbox)")
    parser.add_argument("--realm", action="append", default=[],
                        help="an AM realm whose discovery document and JWK set to check (repeatable)")
    arguments = parser.parse_args()
    base = arguments.base_url.rstrip("/")

    checks = Checks()
    try:
        for realm in arguments.realm:
            path = "root" if realm == "root" else f"root/realms/{realm}"  # AM's issuer of the root realm and of a subrealm
            discovery(checks, requests.Session(), f"{base}/am/oauth2/realms/{path}", f"AM realm {realm}")
    except Stop:
        pass
    try:
        davinci_sign_in(checks, base, arguments.env)
    except Stop:
        pass
    except Exception:  # An unexpected answer: report it as a failed check, with where it happened.
        checks.check("the sign-in runs to its end", False, traceback.format_exc(limit=3).strip().replace("\n", " | "))
    print(f"{checks.passed} of {checks.passed + checks.failed} checks passed", flush=True)
    return 0 if checks.failed == 0 and checks.passed > 0 else 1


if __name__ == "__main__":
    sys.exit(main())
