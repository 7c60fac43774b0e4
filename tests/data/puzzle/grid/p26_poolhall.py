W = "Wins"
C = "Cues"
CATEGORIES = [
    ("Players", ["Mr. Bledsoe", "Mr. Cortez", "Ms. Ingram", "Mrs. Vance"]),
    ("Sponsors", ["Duffy's Tavern", "Main Street Auto", "Pizza Palace", "Sal's Barbershop"]),
    ("Wins", ["11 wins", "14 wins", "17 wins", "20 wins"], [11, 14, 17, 20]),
    ("Cues", ["18 ounces", "19 ounces", "20 ounces", "21 ounces"], [18, 19, 20, 21]),
]
SOLUTION = [
    ["Mr. Bledsoe", "Pizza Palace", "17 wins", "21 ounces"],
    ["Mr. Cortez", "Duffy's Tavern", "11 wins", "19 ounces"],
    ["Ms. Ingram", "Main Street Auto", "20 wins", "18 ounces"],
    ["Mrs. Vance", "Sal's Barbershop", "14 wins", "20 ounces"],
]
CLUES = [
    ("The player with the lightest cue won the most games.", lambda s: s.n(W, "18 ounces") == 20),
    ("Mr. Cortez won 3 fewer games than Mrs. Vance, whose cue weighs 1 ounce less than Mr. Bledsoe's.",
     lambda s: s.n(W, "Mr. Cortez") == s.n(W, "Mrs. Vance") - 3 and s.n(C, "Mrs. Vance") == s.n(C, "Mr. Bledsoe") - 1),
    ("The Pizza Palace player uses the heaviest cue.", lambda s: s.n(C, "Pizza Palace") == 21),
    ("The Duffy's Tavern player isn't Ms. Ingram or Mrs. Vance.",
     lambda s: not s.same("Duffy's Tavern", "Ms. Ingram") and not s.same("Duffy's Tavern", "Mrs. Vance")),
    ("The player sponsored by Sal's Barbershop won 14 games.", lambda s: s.same("Sal's Barbershop", "14 wins")),
    ("Ms. Ingram won 3 more games than Mr. Bledsoe.", lambda s: s.n(W, "Ms. Ingram") == s.n(W, "Mr. Bledsoe") + 3),
    ("Mr. Bledsoe won more games than Mr. Cortez.", lambda s: s.n(W, "Mr. Bledsoe") > s.n(W, "Mr. Cortez")),
    ("Mr. Cortez's cue is lighter than Mrs. Vance's.", lambda s: s.n(C, "Mr. Cortez") < s.n(C, "Mrs. Vance")),
]
NUM = "."
DOT = False
INTRO = [
    "Eight-Ball League",
    "Four players in the Tuesday night eight-ball league at Rack 'Em Billiards finished the season with different numbers of wins. Each plays for a team with a different local sponsor and shoots with a cue of a different weight. Match each player with a sponsor, a number of wins, and a cue weight.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
