L = "Lengths"
C = "Crews"
CATEGORIES = [
    ("Families", ["the Fords", "the Gills", "the Hunts", "the Irwins"]),
    ("Boats", ["Dabchick", "Kingfisher", "Moorhen", "Otter"]),
    ("Destinations", ["Ashby Wharf", "Foxley", "Mill Lock", "Stanton"]),
    ("Lengths", ["45 ft", "50 ft", "57 ft", "62 ft"], [45, 50, 57, 62]),
    ("Crews", ["2 people", "3 people", "4 people", "6 people"], [2, 3, 4, 6]),
]
SOLUTION = [
    ["the Fords", "Otter", "Mill Lock", "57 ft", "4 people"],
    ["the Gills", "Dabchick", "Stanton", "45 ft", "2 people"],
    ["the Hunts", "Kingfisher", "Foxley", "62 ft", "6 people"],
    ["the Irwins", "Moorhen", "Ashby Wharf", "50 ft", "3 people"],
]
CLUES = [
    ("The largest party hired the longest boat, Kingfisher.",
     lambda s: s.n(C, "Kingfisher") == 6 and s.n(L, "Kingfisher") == 62),
    ("The Gills, a party of just two, took the shortest boat.",
     lambda s: s.n(C, "the Gills") == 2 and s.n(L, "the Gills") == 45),
    ("Otter is 7 ft longer than Moorhen.", lambda s: s.n(L, "Otter") == s.n(L, "Moorhen") + 7),
    ("The boat bound for Stanton was neither Otter nor Moorhen.",
     lambda s: not s.same("Stanton", "Otter") and not s.same("Stanton", "Moorhen")),
    ("The Irwins headed for Ashby Wharf, with one fewer on board than the Fords.",
     lambda s: s.same("the Irwins", "Ashby Wharf") and s.n(C, "the Irwins") == s.n(C, "the Fords") - 1),
    ("The Hunts didn't go to Mill Lock.", lambda s: not s.same("the Hunts", "Mill Lock")),
    ("The party of four took Otter, and the party of six went to Foxley.",
     lambda s: s.same("4 people", "Otter") and s.same("6 people", "Foxley")),
]
QUESTIONS = [("Which boat did the Fords hire?", lambda s: s.v("Boats", "the Fords"))]
NUM = ")"
DOT = False
INTRO = ["Slow Boats",
         "Four families hired narrowboats from the Wharf Marina for a week in August. "
         "Each boat has a different name and length, each family party was a different size, and each headed for a different destination."]
OUTRO = []
REMARKS = INTRO + OUTRO
