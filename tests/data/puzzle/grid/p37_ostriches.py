W = "Egg weights"
D = "Days"
CATEGORIES = [
    ("Hens", ["Bertha", "Clementine", "Dolly", "Esme", "Flossie"]),
    ("Egg weights", ["1.2 kg", "1.3 kg", "1.4 kg", "1.5 kg", "1.6 kg"], [1200, 1300, 1400, 1500, 1600]),
    ("Days", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]),
    ("Leg bands", ["blue", "green", "red", "white", "yellow"]),
]
SOLUTION = [
    ["Bertha", "1.4 kg", "Wednesday", "green"],
    ["Clementine", "1.6 kg", "Monday", "white"],
    ["Dolly", "1.2 kg", "Thursday", "red"],
    ["Esme", "1.5 kg", "Friday", "blue"],
    ["Flossie", "1.3 kg", "Tuesday", "yellow"],
]
CLUES = [
    ("The heaviest egg was laid on Monday.", lambda s: s.n(W, "Monday") == 1600),
    ("Dolly's egg weighed 300 grams less than the one laid on Friday.",
     lambda s: s.n(W, "Dolly") == s.n(W, "Friday") - 300),
    ("The hen with the yellow band laid her egg the day after Clementine laid hers.",
     lambda s: s.n(D, "yellow") == s.n(D, "Clementine") + 1),
    ("Esme, who wears neither the red band nor the green one, laid later in the week than Bertha.",
     lambda s: not s.same("Esme", "red") and not s.same("Esme", "green") and s.n(D, "Esme") > s.n(D, "Bertha")),
    ("Of Flossie and the hen with the white band, one laid on Tuesday and the other laid the heaviest egg.",
     lambda s: not s.same("Flossie", "white") and (
         (s.same("Flossie", "Tuesday") and s.n(W, "white") == 1600) or
         (s.same("white", "Tuesday") and s.n(W, "Flossie") == 1600))),
    ("Bertha's egg was 100 grams heavier than Flossie's.", lambda s: s.n(W, "Bertha") == s.n(W, "Flossie") + 100),
    ("The egg laid on Thursday was lighter than Flossie's.", lambda s: s.n(W, "Thursday") < s.n(W, "Flossie")),
    ("The green band isn't worn by the hen that laid the lightest egg.", lambda s: s.n(W, "green") != 1200),
]
QUESTIONS = [("Which band does Dolly wear?", lambda s: s.v("Leg bands", "Dolly")),
             ("On which day was the 1.4 kg egg laid?", lambda s: s.v(D, "1.4 kg"))]
NUM = "."
DOT = True
INTRO = ["On an ostrich farm, five hens each laid one egg during a single week, no two on the same day, and no two eggs weighed the same. Each hen wears a band of a different colour on one leg."]
OUTRO = []
REMARKS = INTRO + OUTRO
