"""Every public function, method and class of the package documents itself in numpydoc form:
Parameters (when it takes any), Returns (functions), and a runnable Examples section."""

import importlib
import inspect
import pkgutil

import pytest

import collide_lessons

MODULES = sorted(m.name for m in pkgutil.walk_packages(collide_lessons.__path__, "collide_lessons."))


def public_callables():
    for name in MODULES:
        module = importlib.import_module(name)
        for attr in getattr(module, "__all__", []):
            obj = getattr(module, attr)
            if getattr(obj, "__module__", None) != name:
                continue  # re-exported: checked where it is defined
            if inspect.isfunction(obj):
                yield f"{name}.{attr}", obj, "function"
            elif inspect.isclass(obj) and not issubclass(obj, Exception):
                yield f"{name}.{attr}", obj, "class"
                for key, value in vars(obj).items():
                    if key.startswith("_"):
                        continue
                    if isinstance(value, (classmethod, staticmethod)):
                        value = value.__func__
                    if inspect.isfunction(value):
                        yield f"{name}.{attr}.{key}", value, "method"


CALLABLES = list(public_callables())


def sections(doc):
    lines = inspect.cleandoc(doc or "").splitlines()
    return {
        lines[i] for i in range(len(lines) - 1) if lines[i + 1].strip() and set(lines[i + 1].strip()) == {"-"}
    }


def test_the_package_has_public_callables_to_check():
    assert len(CALLABLES) > 150


@pytest.mark.parametrize("qualname, obj, kind", CALLABLES, ids=[c[0] for c in CALLABLES])
def test_numpydoc_sections(qualname, obj, kind):
    doc = inspect.getdoc(obj) if kind == "class" else obj.__doc__
    found = sections(doc)
    if kind == "class":
        if issubclass(obj, int):  # an enum: its members are the documentation
            return
        signature = inspect.signature(obj)
        wanted = {"Parameters"} if signature.parameters else set()
        if hasattr(obj, "__dataclass_fields__") and not inspect.getsource(obj).count("def __init__"):
            wanted = {"Parameters"} if "Parameters" in found else {"Attributes"}
        assert wanted <= found, f"{qualname}: missing {wanted - found}"
        return
    params = [p for p in inspect.signature(obj).parameters if p not in ("self", "cls")]
    gives = "Yields" if inspect.isgeneratorfunction(obj) else "Returns"
    wanted = {gives, "Examples"} | ({"Parameters"} if params else set())
    assert wanted <= found, f"{qualname}: missing {sorted(wanted - found)}"
    lines = inspect.cleandoc(doc).splitlines()
    documented = {
        name.strip().lstrip("*")
        for line in lines
        if not line.startswith(" ") and (" : " in line or line.startswith("*"))
        for name in line.split(" : ")[0].split(",")  # numpydoc allows "x1, y1 : int"
    }
    assert set(params) <= documented, (
        f"{qualname}: parameters not documented: {sorted(set(params) - documented)}"
    )
