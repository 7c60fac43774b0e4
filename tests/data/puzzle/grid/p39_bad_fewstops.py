S = "Stops"
CATEGORIES = [
    ("Passengers", ["Mr. Lamb", "Mrs. Quill", "Ms. Reed", "Mr. Snow", "Dr. Tate"]),
    ("Items", ["umbrella", "newspaper", "shopping bag", "guitar case", "parcel"]),
    ("Stops", ["Church", "Market", "School", "Station", "Park"], [1, 2, 3, 4, 5]),
]
CLUES = [
    ("Mr. Lamb, who was carrying an umbrella, got off at the first stop.",
     lambda s: s.same("Mr. Lamb", "umbrella") and s.n(S, "Mr. Lamb") == 1),
    ("Dr. Tate rode all the way to the end of the line with a shopping bag.",
     lambda s: s.n(S, "Dr. Tate") == 5 and s.same("Dr. Tate", "shopping bag")),
    ("Mr. Snow got off at the Market with his newspaper under his arm.",
     lambda s: s.same("Mr. Snow", "Market") and s.same("Mr. Snow", "newspaper")),
    ("Ms. Reed had the guitar case.", lambda s: s.same("Ms. Reed", "guitar case")),
]
BAD = (4, "Mrs. Quill got off a few stops after the passenger with the umbrella.")
REFUSED = {BAD[1]: {
    "'two stops after'": lambda s: s.n(S, "Mrs. Quill") == s.n(S, "umbrella") + 2,
    "'three stops after'": lambda s: s.n(S, "Mrs. Quill") == s.n(S, "umbrella") + 3,
    "'some stop after'": lambda s: s.n(S, "Mrs. Quill") > s.n(S, "umbrella"),
}}
EXPECT = 2
QUESTIONS = [("At which stop did Mrs. Quill get off?", None)]
NUM = "."
DOT = False
INTRO = ["Five passengers got on the number 9 bus at the depot, and each got off at a different stop. The stops come in this order: Church, Market, School, Station and Park."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 4, "Mrs. Quill got off a few stops after the passenger with the umbrella.",
must be refused: "a few stops" is not a number. The other clues leave Mrs. Quill
and Ms. Reed at School and Station in either order (two solutions). Read as "two
stops after" the clue puts Mrs. Quill at School; read as "three stops after" it
puts her at Station; read as merely "after" it decides nothing. A reader that
picks one number answers the question with confidence it has no right to."""
