"""The server config `make lab` and the browser tests serve with (tools/jupyter_server_config.py)."""

import shutil

from jupyter_server.services.kernels.kernelmanager import MappingKernelManager  # with nbgrader, in make test
from traitlets.config.loader import PyFileConfigLoader

from tests.browser.lab import ROOT


def load(tmp_path):
    shutil.copy(ROOT / "tools" / "jupyter_server_config.py", tmp_path)
    return PyFileConfigLoader("jupyter_server_config.py", path=str(tmp_path)).load_config()


def test_comm_messages_are_untracked_and_the_defaults_kept(tmp_path):
    untracked = load(tmp_path).MappingKernelManager.untracked_message_types
    defaults = MappingKernelManager.class_traits()["untracked_message_types"].default()
    assert "comm_msg" in untracked
    assert set(defaults) <= set(untracked)
    assert "execute_request" not in untracked  # running a cell still shows the kernel busy


def test_kernel_websockets_get_tcp_nodelay(tmp_path):
    from jupyter_server.services.kernels.websocket import KernelWebsocketHandler

    load(tmp_path)
    assert getattr(KernelWebsocketHandler, "_collide_nodelay", False)
