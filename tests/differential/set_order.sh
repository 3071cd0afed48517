#!/usr/bin/env bash
# Differential check of set iteration order against the CPython on PATH
# (whose set code compiled Cython calls): random programs of set
# operations over numbers and tuples, printed after every step, run by
# both. Not part of `cargo test` (it needs python3); run by hand after
# changing src/eval/settable.rs or builtins/setmethods.rs:
#
#   cargo build --release && tests/differential/set_order.sh [FIRST] [LAST]
set -u
here=$(cd "$(dirname "$0")" && pwd)
arr=${ARR:-$here/../../target/release/arr}
work=$(mktemp -d "${TMPDIR:-/tmp}/arr-setorder.XXXXXX")
trap 'rm -rf "$work"' EXIT
fails=0
for i in $(seq "${1:-1}" "${2:-200}"); do
  python3 "$here/set_order_gen.py" "$i" > "$work/t.py"
  python3 "$work/t.py" > "$work/want" 2>&1
  timeout 60 "$arr" "$work/t.py" > "$work/got" 2>&1
  if ! cmp -s "$work/want" "$work/got"; then
    fails=$((fails + 1))
    echo "seed $i differs:"
    diff "$work/want" "$work/got" | head -4
  fi
done
echo "$fails differing"
[ "$fails" = 0 ]
