# keepdims=True keeps the reduced axes as length 1 (methods and functions).
import numpy as np
b = np.arange(1, 13).reshape(3, 4)
print(b.sum(axis=1, keepdims=True), np.sum(b, axis=0, keepdims=True), b.max(keepdims=True), np.mean(b, axis=-1, keepdims=True))
x = np.linspace(0, 1, 6).reshape(2, 3)
print(x - x.mean(axis=1, keepdims=True), x / x.sum(axis=0, keepdims=True), np.std(x, axis=1, keepdims=True).shape)
print(b.min(axis=1, keepdims=False), np.prod(b, axis=1, keepdims=True).dtype)
