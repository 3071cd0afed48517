# Deeply nested parentheses, calls, lists, sets and dicts parse in time
# linear in their depth (each level's first expression is parsed once).
def f(x):
    return x + 1

a = 1
print((not (not (not (not (not (not (not (not (not (not (not (not (not (not (not (not (not (not (not (not (not (not (not (not (not (not (not (not (not (not a)))))))))))))))))))))))))))))))
print(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(0)))))))))))))))))))))))))))))))
print([[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]])
print(((((((((((((((((((((((((((((((2,)))))))))))))))))))))))))))))))
print({1: {1: {1: {1: {1: {1: {1: {1: {1: {1: {3}}}}}}}}}}})
print(sum(x for x in [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[4]]]]]]]]]]]]]]]]]]]]]]]]]]]]]][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0]))
