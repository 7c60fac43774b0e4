F = "Fares"
CATEGORIES = [
    ("Passengers", ["Mr. Lowe", "Ms. Park", "Mrs. Quist", "Mr. Reyes"]),
    ("Destinations", ["airport", "library", "museum", "stadium"]),
    ("Fares", ["$12", "$15", "$18", "$21"], [12, 15, 18, 21]),
]
CLUES = [
    ("The airport ride cost the most.", lambda s: s.n(F, "airport") == 21),
    ("Mrs. Quist paid $9 less than the passenger going to the airport.", lambda s: s.n(F, "Mrs. Quist") == s.n(F, "airport") - 9),
    ("Mr. Reyes went to the stadium.", lambda s: s.same("Mr. Reyes", "stadium")),
    ("The stadium fare was $3 more than the museum fare.", lambda s: s.n(F, "stadium") == s.n(F, "museum") + 3),
    ("Mrs. Quist's ride took her to the library.", lambda s: s.same("Mrs. Quist", "library")),
]
BAD = (4, "Ms. Park's neighbor rode to the airport.")
REFUSED = {BAD[1]: {
    "'Ms. Park rode to the airport'": lambda s: s.same("Ms. Park", "airport"),
    "'someone other than Ms. Park rode to the airport'": lambda s: not s.same("Ms. Park", "airport"),
}}
EXPECT = 2
NUM = "."
INTRO = ["Four passengers took taxis from the train station on Friday evening. Each went to a different place and paid a different fare."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 4, "Ms. Park's neighbor rode to the airport.", must be refused: no category says
who lives next to whom, so the neighbor may be anyone. Without it the airport ride is Mr. Lowe's
or Ms. Park's (two solutions); each reading of the clue picks one of them."""
