other2(o2).
