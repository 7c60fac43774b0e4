M = "Visits"
CATEGORIES = [
    ("Owners", ["Alma", "Brent", "Cleo", "Dev", "Esme"]),
    ("Dogs", ["Biscuit", "Juno", "Pepper", "Rocket", "Ziggy"]),
    ("Parks", ["Elm Park", "Fox Run", "Mill Pond", "Ridge Field", "Willow Bend"]),
    ("Visits", ["20 minutes", "30 minutes", "40 minutes", "50 minutes", "60 minutes"], [20, 30, 40, 50, 60]),
]
SOLUTION = [
    ["Alma", "Pepper", "Mill Pond", "40 minutes"],
    ["Brent", "Ziggy", "Elm Park", "20 minutes"],
    ["Cleo", "Biscuit", "Willow Bend", "60 minutes"],
    ["Dev", "Juno", "Fox Run", "30 minutes"],
    ["Esme", "Rocket", "Ridge Field", "50 minutes"],
]
CLUES = [
    ("Ziggy's visit was 20 minutes shorter than Pepper's.", lambda s: s.n(M, "Ziggy") == s.n(M, "Pepper") - 20),
    ("Cleo stayed at the park the longest.", lambda s: s.n(M, "Cleo") == 60),
    ("The dog at Fox Run stayed 10 minutes longer than Brent's dog.", lambda s: s.n(M, "Fox Run") == s.n(M, "Brent") + 10),
    ("Of Esme and the owner of Biscuit, one went to Willow Bend and the other stayed for 50 minutes.",
     lambda s: not s.same("Esme", "Biscuit") and ((s.same("Esme", "Willow Bend") and s.same("Biscuit", "50 minutes")) or (s.same("Esme", "50 minutes") and s.same("Biscuit", "Willow Bend")))),
    ("Juno wasn't taken to Elm Park or Mill Pond.", lambda s: not s.same("Juno", "Elm Park") and not s.same("Juno", "Mill Pond")),
    ("The owner at Ridge Field isn't Brent.", lambda s: not s.same("Ridge Field", "Brent")),
    ("Alma's dog is either Pepper or Rocket.", lambda s: s.same("Alma", "Pepper") or s.same("Alma", "Rocket")),
    ("Rocket's visit was longer than Juno's, but shorter than Biscuit's.",
     lambda s: s.n(M, "Juno") < s.n(M, "Rocket") < s.n(M, "Biscuit")),
    ("The 40-minute visit was at Mill Pond.", lambda s: s.same("40 minutes", "Mill Pond")),
    ("Juno's visit was 10 minutes shorter than Alma's.", lambda s: s.n(M, "Juno") == s.n(M, "Alma") - 10),
    ("Brent's dog wasn't Biscuit.", lambda s: not s.same("Brent", "Biscuit")),
    ("Esme stayed 30 minutes longer than Brent.", lambda s: s.n(M, "Esme") == s.n(M, "Brent") + 30),
]
QUESTIONS = [("Which dog was taken to Willow Bend?", lambda s: s.v("Dogs", "Willow Bend"))]
NUM = "."
DOT = False
INTRO = ["Five dog owners each took their dog to a different park on Saturday morning."]
OUTRO = []
REMARKS = INTRO + OUTRO
