% Comments and end tokens.
a. b.%comment
c(/* block
   comment */ x).
d :- /* inline */ e. % trailing
f(x) /* not nested /* still comment */ .
g('.'). h(=..). i(a.b).
j :- k.
   l
   .
m('%not a comment', "/* nor this */").
n.
