T = "Times"
CATEGORIES = [
    ("Travellers", ["Gideon", "Hazel", "Isak", "Juniper"]),
    ("Destinations", ["Bath", "Brighton", "Carlisle", "Dover"]),
    ("Times", ["9:00 am", "9:15 am", "9:30 am", "9:45 am"], [540, 555, 570, 585]),
]
SOLUTION = [
    ["Gideon", "Brighton", "9:00 am"],
    ["Hazel", "Dover", "9:15 am"],
    ["Isak", "Carlisle", "9:45 am"],
    ["Juniper", "Bath", "9:30 am"],
]
CLUES = [
    ("Isak caught the last of the four trains.", lambda s: s.n(T, "Isak") == 585),
    ("Gideon was going to Brighton.", lambda s: s.same("Gideon", "Brighton")),
    ("The Brighton train was the first to leave.", lambda s: s.n(T, "Brighton") == 540),
    ("Isak's ticket was for Carlisle.", lambda s: s.same("Isak", "Carlisle")),
    ("Juniper went to Bath.", lambda s: s.same("Juniper", "Bath")),
]
BAD = (4, "Hazel's train left a little later than the Brighton train.")
REFUSED = {BAD[1]: {
    "'15 minutes later'": lambda s: s.n(T, "Hazel") == s.n(T, "Brighton") + 15,
    "'30 minutes later'": lambda s: s.n(T, "Hazel") == s.n(T, "Brighton") + 30,
    "'later, by any amount'": lambda s: s.n(T, "Hazel") > s.n(T, "Brighton"),
}}
EXPECT = 2
BAD_WHY = """Clue 4, "Hazel's train left a little later than the Brighton train.", must be refused: "a little later" is a vague amount.
Read as 15 minutes it puts Hazel at 9:15 am, as 30 minutes at 9:30 am, and as "later by any amount" it leaves both solutions."""
NUM = "."
INTRO = ["Four friends each caught a different train out of the city one Saturday morning, each to a different town."]
REMARKS = INTRO
