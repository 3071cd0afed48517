#!/usr/bin/env bash
# Regenerates the expected output (NAME.out) of the example scripts that
# have one, from the real Cython: each NAME.arr is compiled as NAME.pyx by
# ../shared/oracle/cython-oracle and run; what it printed becomes NAME.out.
#
#   pip install cython numpy setuptools
#   scripts/regen.sh [NAME.arr ...]      # default: every script with a .out
set -u
here=$(cd "$(dirname "$0")" && pwd)
oracle=${ORACLE:-$here/../../shared/oracle/cython-oracle}
[ -x "$oracle" ] || { echo "regen: no oracle at $oracle" >&2; exit 1; }
work=$(mktemp -d "${TMPDIR:-/tmp}/arr-scripts.XXXXXX")
trap 'rm -rf "$work"' EXIT
cd "$here"
files=("$@")
if [ ${#files[@]} -eq 0 ]; then
  for out in *.out; do files+=("${out%.out}.arr"); done
fi
for f in "${files[@]}"; do
  name=$(basename "$f" .arr)
  cp "$name.arr" "$work/$name.pyx"
  "$oracle" "$work/$name.pyx" | sed "s|$work/||"
  if [ -f "$work/$name.out" ]; then cp "$work/$name.out" "$name.out"; fi
done
