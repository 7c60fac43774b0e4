% Letter-digit, symbolic, solo and quoted atoms.
a(foo, fooBar, foo_bar9, 'Foo', 'hello world', '').
s(+, -, *, =.., \+, -->, @>=, #, &&&, ::, ?).
solo(!, ;, [], {}, '[]', '{}', ',', '|').
q('don''t', 'a\nb', 'tab\there', 'back\\slash', 'q\'s', 'dq\"s', 'bq\`s').
q('\a\b\f\v\0\r\e\s', '\x41\\x42\', '\101\\102\', '\u00e9', 'line\
continued').
functional(','(a, b), '|'(a, b), ;(a, b), !(x), []( x ), {}(y), 'hello world'(1)).
'quoted head'(x) :- true.
unicode(café, 'ÿ', λ).
