"""Verify Parley webhook deliveries in Python (standard library only; Python 3.8+).

Copy this one file next to your bot, or import it from the installed npm package
(node_modules/@parley/client/python/parley_webhook.py). It checks what @parley/client's
verifyWebhook() checks, on the same test vectors:

    from parley_webhook import verify_webhook, WebhookVerificationError

    try:
        delivery = verify_webhook(raw_body, request.headers, os.environ["PARLEY_WEBHOOK_SECRET"])
    except WebhookVerificationError as error:
        return 401  # error.reason: missing_signature, malformed_signature,
                    # timestamp_out_of_range, signature_mismatch (400: invalid_body)
    delivery["delivery_id"], delivery["timestamp"], delivery["event"]  # event: the parsed body

`Parley-Signature` is `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, keyed with the
App's webhook secret; a `t` further than `tolerance_seconds` (300) from this clock is refused, so a
captured call replayed later fails. Verify the raw bytes, before parsing the JSON.
"""

import hashlib
import hmac
import json
import re
import time

__all__ = ["verify_webhook", "sign_webhook", "WebhookVerificationError", "Dedupe"]

SIGNATURE_HEADER = "parley-signature"
DELIVERY_ID_HEADER = "parley-delivery-id"
_HEX64 = re.compile(r"^[0-9a-f]{64}$")
_DIGITS = re.compile(r"^[0-9]+$")


class WebhookVerificationError(Exception):
    """A delivery that is not Parley's: answer it 401 (400 when `reason` is invalid_body)."""

    def __init__(self, reason, message):
        super().__init__(message)
        self.reason = reason


def _header(headers, name):
    if headers is None:
        return None
    getter = getattr(headers, "get", None)
    # http.server's and email's Message, werkzeug's Headers... look names up without case.
    if getter is not None and not isinstance(headers, dict):
        value = getter(name)
        if value is not None:
            return value
    for key, value in (headers.items() if hasattr(headers, "items") else []):
        if key.lower() == name:
            return value[0] if isinstance(value, (list, tuple)) else value
    return None


def _bytes(raw_body):
    return raw_body.encode("utf-8") if isinstance(raw_body, str) else bytes(raw_body)


def sign_webhook(raw_body, secret, unix_seconds=None):
    """The Parley-Signature the webchat server would send for this body (to test a bot)."""
    t = int(time.time() if unix_seconds is None else unix_seconds)
    digest = hmac.new(secret.encode("utf-8"), str(t).encode() + b"." + _bytes(raw_body), hashlib.sha256).hexdigest()
    return "t=%d,v1=%s" % (t, digest)


def verify_webhook(raw_body, headers, secret, tolerance_seconds=300, now=None):
    """Verify a delivery; return {"delivery_id", "timestamp", "event"} or raise WebhookVerificationError.

    `secret` may be a list (while rotating the webhook secret: any of them verifies).
    """
    header = _header(headers, SIGNATURE_HEADER)
    if not header:
        raise WebhookVerificationError("missing_signature", "No Parley-Signature header")
    t = None
    given = []
    for part in header.split(","):
        key, _, value = part.partition("=")
        key, value = key.strip(), value.strip()
        if key == "t" and _DIGITS.match(value):
            t = int(value)
        if key == "v1" and _HEX64.match(value):
            given.append(value)
    if t is None or not given:
        raise WebhookVerificationError("malformed_signature", "Parley-Signature is not t=<seconds>,v1=<hex>")
    clock = time.time() if now is None else now
    if abs(clock - t) > tolerance_seconds:
        raise WebhookVerificationError(
            "timestamp_out_of_range",
            "The signature's time is %d s away from this clock (at most %d s)" % (round(clock - t), tolerance_seconds),
        )
    secrets = [secret] if isinstance(secret, str) else list(secret)
    if not secrets or not all(secrets):
        raise ValueError("verify_webhook: no webhook secret")
    body = _bytes(raw_body)
    signed = str(t).encode() + b"." + body
    ok = False
    for s in secrets:
        expected = hmac.new(s.encode("utf-8"), signed, hashlib.sha256).hexdigest()
        for g in given:
            ok = hmac.compare_digest(expected, g) or ok
    if not ok:
        raise WebhookVerificationError("signature_mismatch", "The signature does not match the body and the webhook secret")
    try:
        event = json.loads(body.decode("utf-8"))
    except ValueError:
        raise WebhookVerificationError("invalid_body", "The body is not JSON")
    if not isinstance(event, dict):
        raise WebhookVerificationError("invalid_body", "The body is not a JSON object")
    delivery_id = _header(headers, DELIVERY_ID_HEADER) or event.get("deliveryId")
    return {"delivery_id": delivery_id, "timestamp": t, "event": event}


class Dedupe:
    """Delivery ids seen within `ttl_seconds` (a day by default), at most `max_ids` of them, in memory."""

    def __init__(self, ttl_seconds=86400, max_ids=100000, clock=time.time):
        self._ttl, self._max, self._clock, self._ids = ttl_seconds, max_ids, clock, {}

    def seen(self, delivery_id):
        """True for a duplicate (drop it); False the first time, which remembers the id."""
        now = self._clock()
        for key in [k for k, until in self._ids.items() if until <= now]:
            del self._ids[key]
        if delivery_id in self._ids:
            return True
        self._ids[delivery_id] = now + self._ttl
        while len(self._ids) > self._max:
            del self._ids[next(iter(self._ids))]
        return False

    def forget(self, delivery_id):
        self._ids.pop(delivery_id, None)
