ok(1).
x('unterminated).
