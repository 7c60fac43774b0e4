P = "Collections"
CATEGORIES = [
    ("Makers", ["Danny", "Gemma", "Karen", "Lee"]),
    ("Hats", ["bowler", "flat cap", "top hat", "trilby"]),
    ("Collections", ["35p", "60p", "85p", "£1.10"], [35, 60, 85, 110]),
]
SOLUTION = [
    ["Danny", "trilby", "85p"],
    ["Gemma", "top hat", "£1.10"],
    ["Karen", "bowler", "35p"],
    ["Lee", "flat cap", "60p"],
]
CLUES = [
    ("The guy in the top hat collected the most.", lambda s: s.n(P, "top hat") == 110),
    ("Lee's guy earned 25p more than Karen's.", lambda s: s.n(P, "Lee") == s.n(P, "Karen") + 25),
    ("Danny's guy, which didn't wear the flat cap, took more than Lee's.",
     lambda s: not s.same("Danny", "flat cap") and s.n(P, "Danny") > s.n(P, "Lee")),
    ("Karen dressed her guy in a bowler.", lambda s: s.same("Karen", "bowler")),
    ("Gemma's guy took 50p more than Lee's.", lambda s: s.n(P, "Gemma") == s.n(P, "Lee") + 50),
]
QUESTIONS = [("How much did Gemma's guy collect?", lambda s: s.v("Collections", "Gemma"))]
NUM = "."
INTRO = ["In the week before Bonfire Night, four children sat outside the newsagent's with the guys they had made, asking passers-by for a penny for the guy.",
         "Each guy wore a different old hat, and each collected a different sum."]
OUTRO = []
REMARKS = INTRO + OUTRO
