ok(1).
last