"""The floor under every drag: one comm round trip through jupyter_server and ipykernel, no browser.

A WebSocket client (with TCP_NODELAY, as Chromium's sockets have) opens a comm whose kernel side
answers each message at once, sends 200 messages 15 ms apart and prints the median round trip.
``--nodelay`` serves with TCP_NODELAY on the server's kernel WebSockets too (see
``tests.browser.lab.LAB_CONFIG``); ``--direct`` skips the server (jupyter_client over ZMQ).

    .venv/bin/python -m tests.browser.comm_round_trip [--nodelay | --direct]
"""

import asyncio
import json
import os
import statistics
import sys
import tempfile
import time
import uuid
from pathlib import Path

ANSWER = """
def _open(comm, msg):
    comm.on_msg(lambda m: comm.send({"n": m["content"]["data"]["n"]}))
get_ipython().kernel.comm_manager.register_target("floor", _open)
"""


def report(where, rtts):
    q = statistics.quantiles(rtts, n=10)
    print(
        f"comm round trip {where}: median {statistics.median(rtts):.1f} ms, p10 {q[0]:.1f}, p90 {q[-1]:.1f}"
    )


def message(msg_type, content, session):
    header = {"msg_id": uuid.uuid4().hex, "username": "u", "session": session, "msg_type": msg_type}
    return json.dumps(
        {
            "header": {**header, "version": "5.3", "date": ""},
            "parent_header": {},
            "metadata": {},
            "content": content,
            "channel": "shell",
            "buffers": [],
        }
    )


async def through_server(lab, count=200, pause=0.015):
    from tornado.websocket import websocket_connect

    kernel = lab.api("/api/kernels", method="POST")
    ws = await websocket_connect(
        f"ws://127.0.0.1:{lab.port}/api/kernels/{kernel['id']}/channels?token={lab.token}"
    )
    ws.protocol.set_nodelay(True)
    session, comm_id = uuid.uuid4().hex, uuid.uuid4().hex
    run = {
        "code": ANSWER,
        "silent": False,
        "store_history": False,
        "user_expressions": {},
        "allow_stdin": False,
    }
    ws.write_message(message("execute_request", run, session))
    while json.loads(await ws.read_message())["msg_type"] != "execute_reply":
        pass
    ws.write_message(message("comm_open", {"comm_id": comm_id, "target_name": "floor", "data": {}}, session))
    await asyncio.sleep(0.5)
    rtts = []
    for n in range(count):
        start = time.perf_counter()
        ws.write_message(message("comm_msg", {"comm_id": comm_id, "data": {"n": n}}, session))
        while True:
            reply = json.loads(await ws.read_message())
            if reply["msg_type"] == "comm_msg" and reply["content"]["data"].get("n") == n:
                break
        rtts.append((time.perf_counter() - start) * 1000)
        await asyncio.sleep(pause)
    ws.close()
    return rtts


def direct(count=200, pause=0.015):
    from jupyter_client.manager import start_new_kernel

    manager, client = start_new_kernel(kernel_name="python3")
    try:
        client.execute_interactive(ANSWER, timeout=30)
        comm_id = uuid.uuid4().hex
        client.shell_channel.send(
            client.session.msg("comm_open", {"comm_id": comm_id, "target_name": "floor", "data": {}})
        )
        time.sleep(0.5)
        rtts = []
        for n in range(count):
            start = time.perf_counter()
            client.shell_channel.send(client.session.msg("comm_msg", {"comm_id": comm_id, "data": {"n": n}}))
            while True:
                reply = client.get_iopub_msg(timeout=10)
                if reply["msg_type"] == "comm_msg" and reply["content"]["data"].get("n") == n:
                    break
            rtts.append((time.perf_counter() - start) * 1000)
            time.sleep(pause)
        return rtts
    finally:
        client.stop_channels()
        manager.shutdown_kernel(now=True)


def main():
    if "--direct" in sys.argv:
        report("straight to ipykernel (jupyter_client, no server)", direct())
        return
    from tests.browser.lab import Lab

    if "--nodelay" in sys.argv:
        os.environ["COLLIDE_WS_NODELAY"] = "1"
    with tempfile.TemporaryDirectory() as folder:
        lab = Lab(Path(folder))
        try:
            rtts = asyncio.run(through_server(lab))
        finally:
            lab.stop()
    nodelay = os.environ.get("COLLIDE_WS_NODELAY") == "1"
    report(f"through jupyter_server ({'TCP_NODELAY' if nodelay else 'as shipped'}) and ipykernel", rtts)


if __name__ == "__main__":
    main()
