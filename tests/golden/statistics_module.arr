# The statistics module: exact means and spreads (CPython's bits), int
# results for whole means of ints, medians, mode, StatisticsError.
import statistics
from statistics import mean, median, stdev, StatisticsError

print(mean([1, 2, 3, 4]), mean([1, 2, 3]), mean([0.1, 0.2, 0.3]), mean([1, 2.5]), mean([True, False]))
print(statistics.fmean([1, 2, 4]), statistics.fmean([0.1] * 7))
print(median([3, 1, 2]), median([4, 1, 3, 2]), median([1.5, 2.5]), statistics.median_low([1, 2, 3, 4]), statistics.median_high([1, 2, 3, 4]))
print(statistics.mode([1, 2, 2, 3, 3]), statistics.mode("abracadabra"), statistics.mode([3, 1, 1, 3, 2]),
      statistics.mode([1.0, 1, True, 2]), statistics.mode([0.5, -0.0, 0.0]))
print(statistics.variance([1, 2, 3, 4]), statistics.variance([2, 4, 6]), statistics.pvariance([1, 2, 3, 4]))
print(stdev([1.5, 2.5, 2.5, 2.75, 3.25, 4.75]), statistics.pstdev([1, 2, 3, 4]), stdev([2, 4, 6]))
xs = [(i * 7919 % 1000) / 7.0 for i in range(200)]
print(mean(xs), stdev(xs), statistics.variance(xs), statistics.pstdev(xs), statistics.fmean(xs))
print(stdev([1e300, -1e300, 3.0]), mean([1e308, 1e308]), stdev([0.1, 0.1, 0.1]))
for f in (lambda: mean([]), lambda: stdev([1]), lambda: median([]), lambda: statistics.mode([]), lambda: statistics.pvariance([])):
    try:
        f()
    except StatisticsError as e:
        print("StatisticsError", e, isinstance(e, ValueError))
try:
    statistics.mode([[1], [1]])
except TypeError as e:
    print("TypeError", e)
try:
    mean(["a"])
except TypeError as e:
    print("TypeError", e)
