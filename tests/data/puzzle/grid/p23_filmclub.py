S = "Seats"
CATEGORIES = [
    ("Members", ["Alma", "Bruno", "Cyrus", "Delphine", "Eamon"]),
    ("Seats", ["F1", "F2", "F3", "F4", "F5"], [1, 2, 3, 4, 5]),
    ("Snacks", ["crisps", "grapes", "nachos", "popcorn", "toffees"]),
]
SOLUTION = [
    ["Alma", "F4", "popcorn"],
    ["Bruno", "F1", "nachos"],
    ["Cyrus", "F3", "grapes"],
    ["Delphine", "F5", "toffees"],
    ["Eamon", "F2", "crisps"],
]
def nextto(s, a, b):
    return abs(s.n(S, a) - s.n(S, b)) == 1
CLUES = [
    ("Bruno sat at the left-hand end of the row, next to the member with the crisps.",
     lambda s: s.n(S, "Bruno") == 1 and nextto(s, "Bruno", "crisps")),
    ("Delphine had the seat at the other end.", lambda s: s.n(S, "Delphine") == 5),
    ("The popcorn was eaten in the seat directly to the right of the grapes.",
     lambda s: s.n(S, "popcorn") == s.n(S, "grapes") + 1),
    ("Cyrus sat directly between Eamon and Alma.",
     lambda s: nextto(s, "Cyrus", "Eamon") and nextto(s, "Cyrus", "Alma")),
    ("Delphine didn't bring the nachos or the grapes.",
     lambda s: not s.same("Delphine", "nachos") and not s.same("Delphine", "grapes")),
    ("Eamon sat somewhere to the left of Alma.", lambda s: s.n(S, "Eamon") < s.n(S, "Alma")),
    ("The nachos were eaten at one end of the row.", lambda s: s.n(S, "nachos") in (1, 5)),
    ("Whoever brought the toffees wasn't sitting next to the crisps.", lambda s: not nextto(s, "toffees", "crisps")),
]
QUESTIONS = [("Who brought the toffees?", lambda s: s.v("Members", "toffees"))]
NUM = None
DOT = False
INTRO = [
    "The Thursday film club meets at the little Regal cinema on Mill Street. Last week five members sat together in row F, in seats F1 to F5, and each of them brought along a different snack. The seats are numbered from left to right as you face the screen.",
]
OUTRO = ["Can you work out where everyone sat?"]
REMARKS = INTRO + OUTRO
