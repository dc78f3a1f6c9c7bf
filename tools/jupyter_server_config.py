"""JupyterLab server settings for `make lab` and the browser tests (copied into .venv/state/jupyter-config).

Replies from the kernel reach the browser ~40 ms late when the kernel WebSocket waits for the
browser's delayed acknowledgement (Nagle's algorithm): jupyter_server does not set TCP_NODELAY on
it. Setting it makes a drag board's verdict follow the pointer about twice as fast
(tests/browser/comm_round_trip.py: 48.5 ms -> 6.6 ms a round trip on this machine). If a future
jupyter_server moves the handler, nothing breaks: the server just runs without it.
"""

try:
    from jupyter_server.services.kernels.websocket import KernelWebsocketHandler
except ImportError:  # pragma: no cover - another jupyter_server layout
    KernelWebsocketHandler = None

if KernelWebsocketHandler is not None and not getattr(KernelWebsocketHandler, "_collide_nodelay", False):
    _open = KernelWebsocketHandler.open

    async def open(self, *args, **kwargs):
        self.set_nodelay(True)
        return await _open(self, *args, **kwargs)

    KernelWebsocketHandler.open = open
    KernelWebsocketHandler._collide_nodelay = True
