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

    async def _open_with_nodelay(self, *args, **kwargs):  # not named open: this file is one namespace
        self.set_nodelay(True)
        return await _open(self, *args, **kwargs)

    KernelWebsocketHandler.open = _open_with_nodelay
    KernelWebsocketHandler._collide_nodelay = True

# Each drag request is a comm message, and the kernel reports itself busy, then idle, around every
# message. JupyterLab redraws its kernel status on each change, and its toolbar then measures every
# focusable item (forced layouts): about 12 ms of the page's main thread each time, twice a
# request, while the reply waits behind it (tests/browser/test_notebooks_in_lab.py traces it;
# pointer -> answer painted 87 -> 44 ms in one profile). Listing comm_msg among the untracked
# message types makes JupyterLab ignore the status of comm messages (the kernel indicator no longer
# flickers during a drag, nor shows busy while any widget callback runs; a request's future still
# completes on its idle), and the server not count them as activity.
try:
    from jupyter_server.services.kernels.kernelmanager import MappingKernelManager
except ImportError:  # pragma: no cover - another jupyter_server layout
    MappingKernelManager = None

if MappingKernelManager is not None:
    _untracked = MappingKernelManager.class_traits()["untracked_message_types"].default()
    get_config().MappingKernelManager.untracked_message_types = [*_untracked, "comm_msg"]  # noqa: F821
