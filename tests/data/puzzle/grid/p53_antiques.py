Y = "Years made"
P = "Prices"
CATEGORIES = [
    ("Dealers", ["Mr Barnes", "Mrs Coles", "Mr Dutton", "Miss Ellery"]),
    ("Items", ["barometer", "clock", "sampler", "writing desk"]),
    ("Years made", ["1790", "1825", "1860", "1895"], [1790, 1825, 1860, 1895]),
    ("Prices", ["£240", "£310", "£380", "£450"], [240, 310, 380, 450]),
]
CAT_STOP = True
NUMBERING = "1)"
INTRO = [
    "At last Saturday's antiques fair in the Corn Exchange, each of four dealers made just "
    "one sale all day. Each item sold was made in a different year, and each fetched a "
    "different price.",
]
CLUES = [
    ("The oldest piece, which was not the clock, sold for the lowest price of the four.",
     lambda s: s.same("1790", "£240") and not s.same("1790", "clock")),
    ("Mr Dutton's item was made thirty-five years after Miss Ellery's barometer.",
     lambda s: s.same("Miss Ellery", "barometer") and s.n(Y, "Mr Dutton") == s.n(Y, "Miss Ellery") + 35),
    ("The barometer cost £70 less than the writing desk.",
     lambda s: s.n(P, "barometer") == s.n(P, "writing desk") - 70),
    ("Mr Barnes took the most money.", lambda s: s.n(P, "Mr Barnes") == 450),
    ("The sampler is older than the clock.", lambda s: s.n(Y, "sampler") < s.n(Y, "clock")),
    ("Mrs Coles's piece is older than Mr Barnes's, which is not the writing desk.",
     lambda s: s.n(Y, "Mrs Coles") < s.n(Y, "Mr Barnes") and not s.same("Mr Barnes", "writing desk")),
    ("The writing desk is the newest of the four pieces.",
     lambda s: s.n(Y, "writing desk") == 1895),
]
QUESTIONS = [
    ("How much did the clock fetch?", lambda s: s.v(P, "clock")),
    ("In what year was the barometer made?", lambda s: s.v(Y, "barometer")),
]
REMARKS = INTRO
