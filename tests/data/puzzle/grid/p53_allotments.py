L = "Plots"
CATEGORIES = [
    ("Gardeners", ["Mr Fogg", "Mrs Gale", "Mr Hobbs", "Mrs Ibbotson", "Mr Jupp"]),
    ("Plots", ["plot 1", "plot 2", "plot 3", "plot 4", "plot 5"], [1, 2, 3, 4, 5]),
    ("Crops", ["beans", "beetroot", "cabbages", "onions", "potatoes"]),
]
INTRO = [
    "Along the railway embankment behind Cinder Lane is a row of five allotments, "
    "numbered 1 to 5 from the gate. Each is rented by a different gardener, who grows "
    "many things but is proudest of one particular crop.",
]
CLUES = [
    ("Mrs Gale's plot is at one end of the row.", lambda s: s.n(L, "Mrs Gale") in (1, 5)),
    ("Mr Hobbs's plot lies between Mr Jupp's and Mr Fogg's, and next to both.",
     lambda s: abs(s.n(L, "Mr Hobbs") - s.n(L, "Mr Jupp")) == 1
     and abs(s.n(L, "Mr Hobbs") - s.n(L, "Mr Fogg")) == 1),
    ("The cabbages grow next to the onions, and the beetroot next to the beans.",
     lambda s: abs(s.n(L, "cabbages") - s.n(L, "onions")) == 1
     and abs(s.n(L, "beetroot") - s.n(L, "beans")) == 1),
    ("Mrs Ibbotson's plot is further from the gate than Mr Fogg's.",
     lambda s: s.n(L, "Mrs Ibbotson") > s.n(L, "Mr Fogg")),
    ("Mr Jupp doesn't grow beans, and the potatoes are on plot 3.",
     lambda s: not s.same("Mr Jupp", "beans") and s.n(L, "potatoes") == 3),
    ("Mrs Ibbotson, who grows cabbages, has the plot furthest from the gate.",
     lambda s: s.same("Mrs Ibbotson", "cabbages") and s.n(L, "Mrs Ibbotson") == 5),
    ("Mr Jupp's plot is nearer the gate than Mr Fogg's.",
     lambda s: s.n(L, "Mr Jupp") < s.n(L, "Mr Fogg")),
]
OUTRO = ["Who has each plot, and what is each gardener's pride and joy?"]
REMARKS = INTRO + OUTRO
