F, L, M, S = "First names", "Last names", "Meats", "Scores"
CATEGORIES = [
    (F, ["Buck", "Curtis", "Dewey", "Earl"]),
    (L, ["Haney", "Lomax", "Pruitt", "Sweeney"]),
    (M, ["brisket", "pork", "turkey", "venison"]),
    (S, ["72 points", "78 points", "84 points", "90 points"], [72, 78, 84, 90]),
]
SOLUTION = [
    ["Buck", "Pruitt", "turkey", "84 points"],
    ["Curtis", "Sweeney", "venison", "72 points"],
    ["Dewey", "Haney", "brisket", "90 points"],
    ["Earl", "Lomax", "pork", "78 points"],
]
CLUES = [
    ("Mr. Haney scored 6 points higher than Buck.", lambda s: s.n(S, "Haney") == s.n(S, "Buck") + 6),
    ("The venison chili got the lowest score.", lambda s: s.n(S, "venison") == 72),
    ("Earl's chili, which wasn't made with turkey, scored 6 points more than Sweeney's.",
     lambda s: not s.same("Earl", "turkey") and s.n(S, "Earl") == s.n(S, "Sweeney") + 6),
    ("Pruitt's chili had neither pork nor brisket in it.",
     lambda s: not s.same("Pruitt", "pork") and not s.same("Pruitt", "brisket")),
    ("Dewey's last name isn't Lomax.", lambda s: not s.same("Dewey", "Lomax")),
    ("Two of the cooks are Curtis and the man who used brisket.", lambda s: not s.same("Curtis", "brisket")),
    ("Buck scored 12 points more than Curtis.", lambda s: s.n(S, "Buck") == s.n(S, "Curtis") + 12),
    ("The pork chili scored 6 points higher than the venison.", lambda s: s.n(S, "pork") == s.n(S, "venison") + 6),
]
NUM = "."
DOT = False
INTRO = ["Four men simmered their best chili for the volunteer fire company's cook-off.",
         "Each built his recipe around a different meat, and the judges gave each pot a different score.",
         "Find each cook's full name, meat, and score."]
OUTRO = []
REMARKS = INTRO + OUTRO
