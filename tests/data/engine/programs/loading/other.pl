other(o).
