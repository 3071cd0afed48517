# arr-only: err bad import
import pandas as pd
print(1)
