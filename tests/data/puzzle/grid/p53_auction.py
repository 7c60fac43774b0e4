L = "Lots"
P = "Prices"
CATEGORIES = [
    ("Buyers", ["Mr Ferris", "Mrs Garland", "Mr Hoskins", "Mrs Ives", "Ms Jarvis"]),
    ("Lots", ["lot 1", "lot 2", "lot 3", "lot 4", "lot 5"], [1, 2, 3, 4, 5]),
    ("Prizes", ["cricket bat", "dinner for two", "hamper", "watercolour", "weekend in the Lakes"]),
    ("Prices", ["£85", "£120", "£150", "£210", "£340"], [85, 120, 150, 210, 340]),
]
INTRO = [
    "The Rotary Club's charity auction at the Grand Hotel offered five lots, each "
    "bought by a different bidder. The lots were sold in numerical order.",
]
CLUES = [
    ("The last lot of the evening, the weekend in the Lakes, fetched the highest price.",
     lambda s: s.n(L, "weekend in the Lakes") == 5 and s.n(P, "weekend in the Lakes") == 340),
    ("Mrs Garland paid £35 less than the buyer of the dinner for two, which was the lot "
     "immediately after Mrs Ives's.",
     lambda s: s.n(P, "Mrs Garland") == s.n(P, "dinner for two") - 35
     and s.n(L, "dinner for two") == s.n(L, "Mrs Ives") + 1),
    ("The signed cricket bat went for £90 more than the dinner for two, and was not lot 2.",
     lambda s: s.n(P, "cricket bat") == s.n(P, "dinner for two") + 90
     and s.n(L, "cricket bat") != 2),
    ("Mr Hoskins paid more than Mr Ferris, who bought lot 4.",
     lambda s: s.n(P, "Mr Hoskins") > s.n(P, "Mr Ferris") and s.n(L, "Mr Ferris") == 4),
    ("The hamper was the first lot to go under the hammer.", lambda s: s.n(L, "hamper") == 1),
    ("Ms Jarvis paid less than Mrs Ives.", lambda s: s.n(P, "Ms Jarvis") < s.n(P, "Mrs Ives")),
    ("Mr Ferris's lot came up immediately after the dinner for two.",
     lambda s: s.n(L, "Mr Ferris") == s.n(L, "dinner for two") + 1),
]
QUESTIONS = [("How much did the watercolour fetch?", lambda s: s.v(P, "watercolour"))]
REMARKS = INTRO
