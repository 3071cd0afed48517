"""Prints the rows of src/builtins/kwcheck.rs's TABLE: for each Python
builtin arr implements, the keywords CPython accepts and how CPython words
its refusal of an unknown one, asked of CPython itself.

    python3 tests/cpython/kwcheck_table.py > rows.rs

The names are those of the `b!("name", …)` entries in src/builtins/*.rs
that are Python's (not NumPy's, Cython's or arr's own).
"""
import builtins
import glob
import os
import importlib
import inspect
import re

# Signatures inspect cannot read: positional parameters ('/' marks a
# positional-only one), keyword-only ones, style, the name CPython shows.
FIXED = {
    "int": (["/x", "base"], [], "B", "int"),
    "str": (["object", "encoding", "errors"], [], "B", "str"),
    "bytes": (["source", "encoding", "errors"], [], "B", "bytes"),
    "bytearray": (["source", "encoding", "errors"], [], "B", "bytearray"),
    "collections.deque": (["iterable", "maxlen"], [], "B", "deque"),
    "zip": ([], ["strict"], "B", "zip"),
    "max": ([], ["key", "default"], "B", "max"),
    "min": ([], ["key", "default"], "B", "min"),
    "itertools.product": ([], ["repeat"], "B", "product"),
    "itertools.repeat": (["object", "times"], [], "B", "repeat"),
    "itertools.combinations": (["iterable", "r"], [], "B", "combinations"),
    "itertools.combinations_with_replacement":
        (["iterable", "r"], [], "B", "combinations_with_replacement"),
    "itertools.compress": (["data", "selectors"], [], "B", "compress"),
    "memoryview": (["object"], [], "B", "memoryview"),
}
# Builtins taking arbitrary keywords, or arr-specific in their keywords.
SKIP = {
    "collections.Counter", "collections.OrderedDict", "collections.defaultdict",
    "dict", "functools.partial", "functools.cmp_to_key", "object",
    "itertools.zip_longest", "abc.abstractmethod", "functools.cache",
    "functools.total_ordering", "functools.update_wrapper", "functools.wraps",
    "dataclasses.dataclass", "dataclasses.field", "copy.deepcopy",
    "collections.namedtuple", "property",
}
STYLE = {"A": "NoKeywords", "B": "Invalid", "C": "Unexpected"}


def resolve(name):
    parts = name.split(".")
    if len(parts) == 1:
        return getattr(builtins, name, None)
    for i in range(len(parts) - 1, 0, -1):
        try:
            obj = importlib.import_module(".".join(parts[:i]))
        except ImportError:
            continue
        for attr in parts[i:]:
            obj = getattr(obj, attr, None)
        return obj
    return None


def parameters(obj):
    positional, keyword_only = [], []
    try:
        sig = inspect.signature(obj)
    except (TypeError, ValueError):
        return positional, keyword_only
    starred = False
    for p in sig.parameters.values():
        if p.kind == p.VAR_POSITIONAL:
            starred = True
        elif p.kind == p.KEYWORD_ONLY:
            keyword_only.append(p.name)
        elif starred:
            continue
        elif p.kind == p.POSITIONAL_ONLY:
            positional.append("/" + p.name)
        elif p.kind == p.POSITIONAL_OR_KEYWORD:
            positional.append(p.name)
    return positional, keyword_only


def refusal(obj):
    for args in [(), (1,), (1, 1), ([1],), ("a",)]:
        try:
            obj(*args, QQQ=1)
        except TypeError as e:
            if "QQQ" in str(e) or "keyword" in str(e):
                return str(e)
        except Exception:
            pass
    return None


def quoted(names):
    return "&[" + ", ".join('"%s"' % n for n in names) + "]"


NOT_PYTHON = re.compile(
    r"^(np\.|numpy|__|cython|libc|cpython|libcpp|enum\.|array\.|openmp|"
    r"collections\.namedtuple\.|object\.|NotImplemented|argv)"
)


def arr_builtin_names():
    src = os.path.join(os.path.dirname(__file__), "..", "..", "src", "builtins")
    names = set()
    for path in glob.glob(os.path.join(src, "*.rs")):
        names.update(re.findall(r'b!\(\s*"([^"]+)"', open(path).read()))
    return sorted(n for n in names if not NOT_PYTHON.match(n))


for name in arr_builtin_names():
    if name in SKIP:
        continue
    if name in FIXED:
        pos, kwo, style, shown = FIXED[name]
    else:
        obj = resolve(name)
        msg = obj is not None and refusal(obj)
        if not msg:
            continue
        pos, kwo = parameters(obj)
        for style, pattern in [
            ("A", r"^(.*)\(\) takes no keyword arguments$"),
            ("B", r"^'QQQ' is an invalid keyword argument for (.*)\(\)$"),
            ("C", r"^(.*)\(\) got an unexpected keyword argument 'QQQ'$"),
        ]:
            m = re.match(pattern, msg)
            if m:
                shown = m.group(1)
                break
        else:
            continue
    if style == "A":
        print(f'    kw!("{name}", "{shown}", NoKeywords),')
    else:
        print(f'    kw!("{name}", "{shown}", {STYLE[style]}, {quoted(pos)}, {quoted(kwo)}),')
