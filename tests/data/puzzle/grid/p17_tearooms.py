S = "Scones"
CATEGORIES = [
    ("Owners", ["Beryl", "Clive", "Dora", "Edwin", "Freya"]),
    ("Tearooms", ["Blue Door", "Copper Kettle", "Old Forge", "Primrose", "Willow Pattern"]),
    ("Scones", ["36", "48", "60", "72", "95"], [36, 48, 60, 72, 95]),
    ("Towns", ["Ashby", "Brigg", "Corfe", "Denby", "Ely"]),
]
SOLUTION = [
    ["Beryl", "Willow Pattern", "60", "Corfe"],
    ["Clive", "Old Forge", "95", "Ashby"],
    ["Dora", "Blue Door", "36", "Ely"],
    ["Edwin", "Primrose", "72", "Denby"],
    ["Freya", "Copper Kettle", "48", "Brigg"],
]
CLUES = [
    ("The Old Forge sells more scones than any other tearoom, but it isn't in Denby or Ely.",
     lambda s: s.n(S, "Old Forge") == 95 and not s.same("Old Forge", "Denby") and not s.same("Old Forge", "Ely")),
    ("Dora's tearoom, which isn't the Copper Kettle, sells the fewest scones.",
     lambda s: not s.same("Dora", "Copper Kettle") and s.n(S, "Dora") == 36),
    ("The tearoom in Brigg sells 12 scones more than Dora's but 12 fewer than Beryl's.",
     lambda s: s.n(S, "Brigg") == s.n(S, "Dora") + 12 and s.n(S, "Brigg") == s.n(S, "Beryl") - 12),
    ("Edwin runs the Primrose, which sells 12 more scones than the tearoom in Corfe.",
     lambda s: s.same("Edwin", "Primrose") and s.n(S, "Primrose") == s.n(S, "Corfe") + 12),
    ("The Willow Pattern is in Corfe.", lambda s: s.same("Willow Pattern", "Corfe")),
    ("Of Clive and Freya, one runs the Copper Kettle and the other's tearoom is in Ashby.",
     lambda s: (s.same("Clive", "Copper Kettle") and s.same("Freya", "Ashby")) or (s.same("Freya", "Copper Kettle") and s.same("Clive", "Ashby"))),
    ("Freya's tearoom, which isn't in Ely, sells fewer scones than Edwin's.",
     lambda s: not s.same("Freya", "Ely") and s.n(S, "Freya") < s.n(S, "Edwin")),
    ("The Blue Door is in Ely.",
     lambda s: s.same("Blue Door", "Ely")),
]
NUM = "."
DOT = False
INTRO = ["Five friends each run a tearoom in a different market town, and each tearoom is famous for its scones.",
         "The numbers are the scones each sells on an ordinary Saturday."]
OUTRO = []
REMARKS = INTRO + OUTRO
