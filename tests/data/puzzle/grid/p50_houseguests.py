A = "Arrivals"
CATEGORIES = [
    ("Guests", ["Ambrose", "Bellamy", "Clementine", "Darius", "Evangeline", "Florian"]),
    ("Arrivals", ["July 2nd", "July 5th", "July 8th", "July 11th", "July 14th", "July 17th"], [2, 5, 8, 11, 14, 17]),
    ("Rooms", ["attic", "blue room", "box room", "conservatory", "garden room", "study"]),
    ("Home towns", ["Antwerp", "Bristol", "Cadiz", "Dresden", "Geneva", "Krakow"]),
]
SOLUTION = [
    ["Ambrose", "July 8th", "study", "Dresden"],
    ["Bellamy", "July 17th", "attic", "Bristol"],
    ["Clementine", "July 2nd", "garden room", "Krakow"],
    ["Darius", "July 11th", "conservatory", "Antwerp"],
    ["Evangeline", "July 5th", "box room", "Geneva"],
    ["Florian", "July 14th", "blue room", "Cadiz"],
]
def distinct(s, *xs):
    ents = [s.e(x) for x in xs]
    return len(set(ents)) == len(ents)
CLUES = [
    ("Clementine was the first to arrive.", lambda s: s.n(A, "Clementine") == 2),
    ("The guest from Bristol arrived 9 days after Ambrose.", lambda s: s.n(A, "Bristol") == s.n(A, "Ambrose") + 9),
    ("Darius slept in the conservatory.", lambda s: s.same("Darius", "conservatory")),
    ("The guest in the blue room arrived 3 days after the guest from Antwerp.", lambda s: s.n(A, "blue room") == s.n(A, "Antwerp") + 3),
    ("Evangeline arrived 3 days before Ambrose.", lambda s: s.n(A, "Evangeline") == s.n(A, "Ambrose") - 3),
    ("The guest from Krakow had the garden room.", lambda s: s.same("Krakow", "garden room")),
    ("The attic went to the last guest to arrive.", lambda s: s.n(A, "attic") == 17),
    ("The guest from Geneva arrived before the one in the study.", lambda s: s.n(A, "Geneva") < s.n(A, "study")),
    ("The six guests were Ambrose, the one from Geneva, Darius, the one in the attic, Florian and the one from Krakow.",
     lambda s: distinct(s, "Ambrose", "Geneva", "Darius", "attic", "Florian", "Krakow")),
    ("The guest from Dresden arrived 6 days after Clementine.", lambda s: s.n(A, "Dresden") == s.n(A, "Clementine") + 6),
    ("The box room guest arrived 3 days after the garden room guest.", lambda s: s.n(A, "box room") == s.n(A, "garden room") + 3),
]
QUESTIONS = [("Where is Florian from?", lambda s: s.v("Home towns", "Florian"))]
NUM = None
INTRO = ["Summer Guests: six friends came to stay at a big old house during July. Each arrived on a different date, came from a different city and was given a different room."]
OUTRO = []
REMARKS = INTRO + OUTRO
