def area(double w, double h):
    return w * h
