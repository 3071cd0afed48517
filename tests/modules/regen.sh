#!/usr/bin/env bash
# Regenerates the expected stdout of the multi-module cases from the real
# Cython. Each case is a folder holding main.pyx and the .pyx/.pxd modules
# it imports; every .pyx there is compiled (language_level 3, NumPy
# headers, as ../shared/oracle/cython-oracle compiles one file), then
# `import main` runs and what it printed becomes main.out (an exception it
# raised: main.cython-err). A case whose main.pyx starts with `# arr-only`
# is an error Cython reports while compiling: its main.err is arr's own.
#
#   pip install cython numpy setuptools
#   tests/modules/regen.sh [CASE ...]      # default: every case
set -u
PY=${PY:-python3}
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/arr-modules.XXXXXX")
trap 'rm -rf "$work"' EXIT
cd "$here"
cases=("$@")
[ ${#cases[@]} -gt 0 ] || cases=(*/)
fail=0
for c in "${cases[@]}"; do
  c=${c%/}
  head -n1 "$c/main.pyx" | grep -q '# arr-only' && continue
  d=$work/$c; mkdir -p "$d"
  cp "$c"/*.pyx "$d"/ && cp "$c"/*.pxd "$c"/*.pxi "$d"/ 2>/dev/null
  mods=$(cd "$d" && ls *.pyx | sed 's/\.pyx$//' | sed 's/.*/Extension("&", ["&.pyx"], include_dirs=[numpy.get_include()], extra_compile_args=["-fopenmp", "-O2", "-w"], extra_link_args=["-fopenmp"]),/')
  cat > "$d/setup.py" <<PYEOF
from setuptools import setup, Extension
from Cython.Build import cythonize
import numpy
setup(ext_modules=cythonize([$mods], language_level=3, quiet=True))
PYEOF
  if ! (cd "$d" && "$PY" setup.py build_ext --inplace >build.log 2>&1); then
    echo "FAIL  $c: Cython or gcc rejected it:"; grep -E -A4 "\.(pyx|pxd):[0-9]+:[0-9]+" "$d/build.log" | head -20
    fail=1; continue
  fi
  if (cd "$d" && OMP_NUM_THREADS=2 "$PY" -c "import main" >"$here/$c/main.out" 2>"$d/err"); then
    echo "ok    $c -> $c/main.out"
  else
    echo "FAIL  $c: raised while running (output so far kept in main.out):"; tail -5 "$d/err"; fail=1
  fi
  if [ -s "$d/err" ]; then cp "$d/err" "$c/main.cython-err"; else rm -f "$c/main.cython-err"; fi
done
exit $fail
