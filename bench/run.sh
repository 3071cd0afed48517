#!/usr/bin/env bash
# Runs arr's loop benchmarks beside CPython in one session and prints a
# markdown table of medians and ratios (docs/bench.md records the figures).
#
#   bench/run.sh            # needs cargo and python3
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --quiet
arr=target/release/arr
py=${PY:-python3}
declare -A t
while read -r name secs; do t[$name]=$secs; done < <($arr bench/loops.arr)
while read -r name secs; do t[$name]=$secs; done < <($py bench/loops.py)
echo "machine: $(nproc) cores, $(uname -m), $($py --version 2>&1), $(rustc --version)"
echo
echo "| kernel (sum of range(10_000_000)) | arr median | CPython median | arr speed-up |"
echo "|---|---|---|---|"
for k in typed_sum untyped_sum; do
  awk -v k="$k" -v a="${t[$k]}" -v c="${t[cpython_sum]}" \
    'BEGIN { printf "| %s | %.1f ms | %.1f ms | %.1fx |\n", k, a*1000, c*1000, c/a }'
done
declare -A arr_k py_k
while read -r name secs; do arr_k[$name]=$secs; done < <($arr bench/kernels.arr)
while read -r name secs; do py_k[$name]=$secs; done < <($py bench/kernels.py)
echo
echo "| anchor workload (typed memoryview loops) | arr median | CPython median | arr speed-up |"
echo "|---|---|---|---|"
for k in W1 W2 W3 W4assign W4copy W5 W6; do
  awk -v k="$k" -v a="${arr_k[$k]}" -v c="${py_k[$k]}" \
    'BEGIN { printf "| %s | %.1f ms | %.1f ms | %.1fx |\n", k, a*1000, c*1000, c/a }'
done
declare -A arr_t py_t arr_r py_r
while read -r name secs r; do arr_t[$name]=$secs; arr_r[$name]=$r; done < <($arr bench/tutorial.arr)
while read -r name secs r; do py_t[$name]=$secs; py_r[$name]=$r; done < <($py bench/tutorial.py)
echo
echo "| general loop (bench/tutorial) | arr median | CPython median | arr speed-up | same result |"
echo "|---|---|---|---|---|"
for k in primes vprimes integrate fib_mod collatz conv mandel zmul ctuple enumerate zip untyped_n ptr_walk primes_list list_mean list_sum; do
  same=no; [ "${arr_r[$k]}" = "${py_r[$k]}" ] && same=yes
  awk -v k="$k" -v a="${arr_t[$k]}" -v c="${py_t[$k]}" -v s="$same" \
    'BEGIN { printf "| %s | %.1f ms | %.1f ms | %.1fx | %s |\n", k, a*1000, c*1000, c/a, s }'
done
declare -A arr_c py_c arr_cr py_cr
while read -r name secs r; do arr_c[$name]=$secs; arr_cr[$name]=$r; done < <($arr bench/classes.arr)
while read -r name secs r; do py_c[$name]=$secs; py_cr[$name]=$r; done < <($py bench/classes.py)
echo
echo "| extension-type loop, 300x300; particles 1000x100; nbody 5x20000; integrate_ext 1e6 (bench/classes) | arr median | CPython median | arr speed-up | same result |"
echo "|---|---|---|---|---|"
for k in grid_total grid_scale particles nbody integrate_ext; do
  same=no; [ "${arr_cr[$k]}" = "${py_cr[$k]}" ] && same=yes
  awk -v k="$k" -v a="${arr_c[$k]}" -v c="${py_c[$k]}" -v s="$same" \
    'BEGIN { r = c/a; printf "| %s | %.2f ms | %.1f ms | " (r < 10 ? "%.2f" : "%.0f") "x | %s |\n", k, a*1000, c*1000, r, s }'
done
declare -A arr_o py_o arr_or py_or
while read -r name secs r; do arr_o[$name]=$secs; arr_or[$name]=$r; done < <($arr bench/objects.arr)
while read -r name secs r; do py_o[$name]=$secs; py_or[$name]=$r; done < <($py bench/objects.py)
echo
echo "| Python-object loop, 3e5 iterations (bench/objects) | arr median | CPython median | arr speed-up | same result |"
echo "|---|---|---|---|---|"
for k in calls instances dict_count set_add tuples sort_key fstrings math_calls; do
  same=no; [ "${arr_or[$k]}" = "${py_or[$k]}" ] && same=yes
  awk -v k="$k" -v a="${arr_o[$k]}" -v c="${py_o[$k]}" -v s="$same" \
    'BEGIN { printf "| %s | %.1f ms | %.1f ms | %.2fx | %s |\n", k, a*1000, c*1000, c/a, s }'
done
declare -A p1 p2 sum1 sum2
while read -r name secs sum; do p1[$name]=$secs; sum1[$name]=$sum; done < <($arr --threads 1 bench/parallel.arr)
while read -r name secs sum; do p2[$name]=$secs; sum2[$name]=$sum; done < <($arr --threads 2 bench/parallel.arr)
echo
echo "| prange workload | arr 1 thread | arr 2 threads | 2-thread speed-up | same result |"
echo "|---|---|---|---|---|"
for k in W2 W3 W6; do
  same=no; [ "${sum1[$k]}" = "${sum2[$k]}" ] && same=yes
  awk -v k="$k" -v a="${p1[$k]}" -v b="${p2[$k]}" -v s="$same" \
    'BEGIN { printf "| %s | %.1f ms | %.1f ms | %.2fx | %s |\n", k, a*1000, b*1000, a/b, s }'
done
declare -A arr_a np_a
while read -r name secs; do arr_a[$name]=$secs; done < <($arr bench/arrays.arr)
while read -r name secs; do np_a[$name]=$secs; done < <($py bench/arrays.py)
echo
echo "| whole-array op, 4e6 float64 | arr median | NumPy median | arr / NumPy |"
echo "|---|---|---|---|"
for k in add scale sum Tcopy sqrt square cmp where max std mask sum0; do
  awk -v k="$k" -v a="${arr_a[$k]}" -v c="${np_a[$k]}" \
    'BEGIN { printf "| %s | %.2f ms | %.2f ms | %.1fx |\n", k, a*1000, c*1000, a/c }'
done
