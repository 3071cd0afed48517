#!/usr/bin/env bash
# Regenerates the expected stdout (NAME.out) of golden cases from the real
# Cython: each NAME.arr that is not marked `# arr-only` on its first line is
# compiled as NAME.pyx by ../shared/oracle/cython-oracle and run; what it
# printed becomes NAME.out, and an exception it raised NAME.cython-err.
#
#   pip install cython numpy setuptools
#   tests/golden/regen.sh [NAME.arr ...]      # default: every case
set -u
here=$(cd "$(dirname "$0")" && pwd)
oracle=${ORACLE:-$here/../../../shared/oracle/cython-oracle}
[ -x "$oracle" ] || { echo "regen: no oracle at $oracle" >&2; exit 1; }
work=$(mktemp -d "${TMPDIR:-/tmp}/arr-regen.XXXXXX")
trap 'rm -rf "$work"' EXIT
cd "$here"
files=("$@")
[ ${#files[@]} -gt 0 ] || files=(*.arr)
for f in "${files[@]}"; do
  f=$(basename "$f")
  name=${f%.arr}
  head -n1 "$f" | grep -q '# arr-only' && continue
  cp "$f" "$work/$name.pyx"
  # A case recorded per OpenBLAS kernel (its sums' last bits depend on
  # it) gets one record per kernel this CPU can run, OpenBLAS told which.
  if [ -f "$name.avx512.out" ] || [ -f "$name.avx2.out" ]; then
    kernels="Haswell:avx2"
    grep -qw avx512f /proc/cpuinfo && kernels="SkylakeX:avx512 $kernels"
    for k in $kernels; do
      OPENBLAS_CORETYPE=${k%%:*} "$oracle" "$work/$name.pyx" | sed "s|$work/||"
      if [ -f "$work/$name.out" ]; then cp "$work/$name.out" "$name.${k##*:}.out"; fi
    done
  else
    "$oracle" "$work/$name.pyx" | sed "s|$work/||"
    if [ -f "$work/$name.out" ]; then cp "$work/$name.out" "$name.out"; fi
  fi
  if [ -f "$work/$name.cython-err" ]; then cp "$work/$name.cython-err" "$name.cython-err"; else rm -f "$name.cython-err"; fi
done
