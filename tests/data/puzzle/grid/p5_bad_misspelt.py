# Clue 3, "Mr Fothergil caught the pike.": there is no Mr Fothergil (did you
# mean Mr Fothergill?).
W = "Weights"
def w(s, x):
    return s.n(W, x)
CATEGORIES = [
    ("Anglers", ["Mr Ashdown", "Mr Fothergill", "Mr Pennock", "Mr Wragg"]),
    ("Fish", ["bream", "carp", "perch", "pike"]),
    ("Weights", ["2 lb", "3 lb", "5 lb", "7 lb"], [2, 3, 5, 7]),
]
CLUES = [
    ("The carp weighed 2 lb more than Mr Wragg's fish.", lambda s: w(s, "carp") == w(s, "Mr Wragg") + 2),
    ("Mr Pennock's catch was the lightest.", lambda s: w(s, "Mr Pennock") == 2),
    ("The perch weighed less than the bream.", lambda s: w(s, "perch") < w(s, "bream")),
    ("The pike was the heaviest fish of the day.", lambda s: w(s, "pike") == 7),
    ("Mr Ashdown didn't catch the bream.", lambda s: not s.same("Mr Ashdown", "bream")),
]
REFUSED = {
    "Mr Fothergil caught the pike.": {
        "'Mr Fothergill caught the pike'": lambda s: s.same("Mr Fothergill", "pike"),
    },
}
INSERT = [("Mr Fothergil caught the pike.", 2)]
EXPECT = 2
REMARKS = ["Four members of the Calder Vale angling club each landed one fish at Saturday's match, and the four fish weighed different amounts."]
QUESTIONS = [("How much did Mr Ashdown's fish weigh?", None)]
