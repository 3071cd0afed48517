# arr-only: err return outside
return 5
