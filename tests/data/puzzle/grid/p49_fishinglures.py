W = "Weights"
CATEGORIES = [
    ("Anglers", ["Earl", "Frankie", "Luther", "Wanda"]),
    ("Lures", ["crankbait", "jig", "plastic worm", "spinner"]),
    ("Fish", ["bass", "catfish", "crappie", "walleye"]),
    ("Weights", ["2 pounds", "3 pounds", "4 pounds", "5 pounds"], [2, 3, 4, 5]),
]
SOLUTION = [
    ["Earl", "jig", "crappie", "2 pounds"],
    ["Frankie", "plastic worm", "bass", "4 pounds"],
    ["Luther", "crankbait", "walleye", "5 pounds"],
    ["Wanda", "spinner", "catfish", "3 pounds"],
]
def one_other(s, a, b, x, y):
    return (s.same(a, x) and s.same(b, y)) or (s.same(a, y) and s.same(b, x))
CLUES = [
    ("The heaviest fish was caught on a crankbait.", lambda s: s.n(W, "crankbait") == 5),
    ("The catfish weighed one pound less than Frankie's fish.", lambda s: s.n(W, "catfish") == s.n(W, "Frankie") - 1),
    ("Earl caught the lightest fish, and he didn't use a spinner.",
     lambda s: s.n(W, "Earl") == 2 and not s.same("Earl", "spinner")),
    ("Wanda's fish was heavier than the crappie.", lambda s: s.n(W, "Wanda") > s.n(W, "crappie")),
    ("The bass was caught on a plastic worm.", lambda s: s.same("bass", "plastic worm")),
    ("Frankie's fish was lighter than Luther's.", lambda s: s.n(W, "Frankie") < s.n(W, "Luther")),
    ("Luther didn't catch the bass.", lambda s: not s.same("Luther", "bass")),
    ("Of the walleye and Wanda's fish, one weighed 5 pounds and the other was caught on a spinner.",
     lambda s: not s.same("walleye", "Wanda") and one_other(s, "walleye", "Wanda", "5 pounds", "spinner")),
]
QUESTIONS = [
    ("What did Luther catch?", lambda s: s.v("Fish", "Luther")),
    ("Who used the jig?", lambda s: s.v("Anglers", "jig")),
]
NUM = "."
INTRO = ["Four friends spent Saturday on Crooked Lake, each trying a different lure. By sundown each had landed just one keeper, and no two fish were of the same kind or the same weight."]
OUTRO = []
REMARKS = INTRO + OUTRO
