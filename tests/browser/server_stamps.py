"""Config for the browser tests' JupyterLab only: the server stamps each drag request and reply.

Appended to the test server's ``jupyter_server_config.py`` (never to ``make lab``'s). It writes one
line per frame to the file named by ``COLLIDE_SERVER_STAMPS``:

* ``in N T``: the page's request ``N`` arrived on the kernel WebSocket (``time.time()``, s);
* ``out N T0 T1``: the reply answering ``N`` arrived from the kernel over ZMQ (``T0``) and was
  written to the WebSocket (``T1``).

With the kernel's own stamps and the page's, the trace splits the reply's way back into the kernel
and ZMQ, the server, and the socket and browser (``tests/browser/test_notebooks_in_lab.py``).
"""

import os
import re
import time

try:
    from jupyter_server.services.kernels.connection.channels import ZMQChannelsWebsocketConnection
except ImportError:  # pragma: no cover - another jupyter_server layout: no server stamps
    ZMQChannelsWebsocketConnection = None

_STAMPS = os.environ.get("COLLIDE_SERVER_STAMPS")
_REPLY = re.compile(rb'"trace":\s*\{"n":\s*(\d+)')
_REQUEST = re.compile(rb'"request":\s*(\d+)')

if _STAMPS and ZMQChannelsWebsocketConnection is not None:
    _outgoing = ZMQChannelsWebsocketConnection.handle_outgoing_message
    _incoming = ZMQChannelsWebsocketConnection.handle_incoming_message

    def _write(line):
        with open(_STAMPS, "a") as f:
            f.write(line + "\n")

    def _reply_number(parts):
        for part in parts:
            data = bytes(part.bytes if hasattr(part, "bytes") else part)
            if b'"trace"' in data:
                found = _REPLY.search(data)
                if found:
                    return found
        return None

    def handle_outgoing_message(self, stream, outgoing_msg):
        arrived = time.time()
        try:
            found = _reply_number(outgoing_msg)
        except Exception as error:  # a stamp must never cost a message
            _write(f"# {error!r}")
            found = None
        result = _outgoing(self, stream, outgoing_msg)
        if found:
            _write(f"out {int(found.group(1))} {arrived:.6f} {time.time():.6f}")
        return result

    def handle_incoming_message(self, incoming_msg):
        arrived = time.time()
        try:
            data = bytes(incoming_msg) if not isinstance(incoming_msg, str) else incoming_msg.encode()
            found = _REQUEST.search(data) if b'"geometry"' in data else None
            if found:
                _write(f"in {int(found.group(1))} {arrived:.6f}")
        except Exception as error:  # a stamp must never cost a message
            _write(f"# {error!r}")
        return _incoming(self, incoming_msg)

    ZMQChannelsWebsocketConnection.handle_outgoing_message = handle_outgoing_message
    ZMQChannelsWebsocketConnection.handle_incoming_message = handle_incoming_message
