V = "Vintages"
S = "Scores"
CATEGORIES = [
    ("Sommeliers", ["Adaeze", "Bruno", "Cosima", "Dashiell", "Emmeline"]),
    ("Wines", ["Barolo", "Chablis", "Rioja", "Sancerre", "Tokaji"]),
    ("Vintages", ["1998", "2003", "2008", "2013", "2018"], [1998, 2003, 2008, 2013, 2018]),
    ("Scores", ["86 points", "89 points", "91 points", "94 points", "97 points"], [86, 89, 91, 94, 97]),
]
SOLUTION = [
    ["Adaeze", "Rioja", "2008", "94 points"],
    ["Bruno", "Tokaji", "1998", "89 points"],
    ["Cosima", "Chablis", "2018", "86 points"],
    ["Dashiell", "Barolo", "2003", "97 points"],
    ["Emmeline", "Sancerre", "2013", "91 points"],
]
CLUES = [
    ("The Barolo's vintage is 5 years earlier than that of Adaeze's wine.", lambda s: s.n(V, "Barolo") == s.n(V, "Adaeze") - 5),
    ("Cosima identified the youngest wine.", lambda s: s.n(V, "Cosima") == 2018),
    ("The sommelier who scored 97 points identified a wine from 2003.", lambda s: s.same("97 points", "2003")),
    ("Bruno scored 3 points more than Cosima.", lambda s: s.n(S, "Bruno") == s.n(S, "Cosima") + 3),
    ("The Sancerre is 15 years younger than the Tokaji.", lambda s: s.n(V, "Sancerre") == s.n(V, "Tokaji") + 15),
    ("Of Emmeline and the sommelier who scored 86 points, one identified the Chablis and the other the 2013 wine.",
     lambda s: not s.same("Emmeline", "86 points") and (
         (s.same("Emmeline", "Chablis") and s.same("86 points", "2013")) or
         (s.same("86 points", "Chablis") and s.same("Emmeline", "2013")))),
    ("Dashiell scored higher than Adaeze.", lambda s: s.n(S, "Dashiell") > s.n(S, "Adaeze")),
    ("Adaeze didn't identify the Sancerre.", lambda s: not s.same("Adaeze", "Sancerre")),
]
CLUES.append(("Adaeze scored higher than the sommelier who identified the Sancerre.", lambda s: s.n(S, "Adaeze") > s.n(S, "Sancerre")))
NUM = "."
INTRO = ["At a blind-tasting competition, five sommeliers each correctly named a different wine, each of a different vintage, and the judges gave each a different score."]
REMARKS = INTRO
