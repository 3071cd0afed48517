# arr-only: err assign literal
1 = x
