CATEGORIES = [
    ("Friends", ["Corinne", "Delphine", "Emeka", "Fitz"]),
    ("Keyrings", ["anchor", "cactus", "lighthouse", "owl"]),
    ("Cities", ["Lisbon", "Oslo", "Porto", "Riga"]),
]
SOLUTION = [
    ["Corinne", "anchor", "Oslo"],
    ["Delphine", "cactus", "Lisbon"],
    ["Emeka", "owl", "Riga"],
    ["Fitz", "lighthouse", "Porto"],
]
CLUES = [
    ("The owl keyring wasn't bought in Porto or Lisbon.",
     lambda s: not s.same("owl", "Porto") and not s.same("owl", "Lisbon")),
    ("Corinne bought her keyring in Oslo.", lambda s: s.same("Corinne", "Oslo")),
    ("Fitz's keyring is either the lighthouse or the one from Lisbon.",
     lambda s: s.same("Fitz", "lighthouse") != s.same("Fitz", "Lisbon")),
    ("Delphine didn't buy the anchor or the owl.",
     lambda s: not s.same("Delphine", "anchor") and not s.same("Delphine", "owl")),
    ("Emeka bought the owl.", lambda s: s.same("Emeka", "owl")),
    ("Delphine's keyring wasn't from Porto.", lambda s: not s.same("Delphine", "Porto")),
]
QUESTIONS = [("Who bought the cactus keyring?", lambda s: s.v("Friends", "cactus"))]
NUM = "."
INTRO = ["Souvenir Keyrings: four friends each brought a keyring back from a different city break."]
OUTRO = []
REMARKS = INTRO + OUTRO
