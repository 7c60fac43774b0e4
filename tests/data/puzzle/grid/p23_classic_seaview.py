# A zebra-style puzzle about five rooms along a guesthouse corridor, with
# category lines.  Room numbers run 21 to 25 along the corridor, so rooms with
# consecutive numbers are next door to each other.
R = "Rooms"
N = "Nights"
def near(s, a, b):
    return abs(s.n(R, a) - s.n(R, b)) == 1
CATEGORIES = [
    ("Rooms", ["21", "22", "23", "24", "25"], [21, 22, 23, 24, 25]),
    ("Guests", ["Mr Ashdown", "Mrs Blake", "Dr Chandra", "Ms Doyle", "Mr Evans"]),
    ("Countries", ["Canada", "Ireland", "Japan", "Norway", "Spain"]),
    ("Breakfasts", ["croissants", "fruit", "full English", "kippers", "porridge"]),
    ("Nights", ["2 nights", "3 nights", "4 nights", "5 nights", "7 nights"], [2, 3, 4, 5, 7]),
]
SOLUTION = [
    ["21", "Ms Doyle", "Ireland", "kippers", "3 nights"],
    ["22", "Mr Evans", "Canada", "porridge", "7 nights"],
    ["23", "Mrs Blake", "Norway", "fruit", "2 nights"],
    ["24", "Dr Chandra", "Japan", "croissants", "5 nights"],
    ["25", "Mr Ashdown", "Spain", "full English", "4 nights"],
]
CLUES = [
    ("The guest from Norway has the middle room.", lambda s: s.n(R, "Norway") == 23),
    ("Dr Chandra's room number is one higher than the Norwegian guest's.",
     lambda s: s.n(R, "Dr Chandra") == s.n(R, "Norway") + 1),
    ("Ms Doyle is in room 21.", lambda s: s.same("Ms Doyle", "21")),
    ("The guest who eats kippers is staying 3 nights.", lambda s: s.same("kippers", "3 nights")),
    ("The Canadian guest is staying longer than anyone else.", lambda s: s.n(N, "Canada") == 7),
    ("The guest who has porridge is next door to the Irish guest.", lambda s: near(s, "porridge", "Ireland")),
    ("Mr Ashdown comes from Spain.", lambda s: s.same("Mr Ashdown", "Spain")),
    ("The full English is served to room 25.", lambda s: s.same("full English", "25")),
    ("The guest from Japan eats croissants.", lambda s: s.same("Japan", "croissants")),
    ("Mrs Blake is staying 2 nights.", lambda s: s.same("Mrs Blake", "2 nights")),
    ("The guest in room 24 is staying one night longer than Mr Ashdown.",
     lambda s: s.n(N, "24") == s.n(N, "Mr Ashdown") + 1),
    ("Ms Doyle doesn't eat fruit.", lambda s: not s.same("Ms Doyle", "fruit")),
    ("Mr Evans has the room next door to Ms Doyle's.", lambda s: near(s, "Mr Evans", "Ms Doyle")),
    ("The guest from Ireland is in a room at one end of the corridor.", lambda s: s.n(R, "Ireland") in (21, 25)),
]
QUESTIONS = [("Who comes from Canada, and how long is Dr Chandra staying?",
              lambda s: (s.v("Guests", "Canada"), s.v("Nights", "Dr Chandra")))]
NUM = "."
DOT = True
INTRO = [
    "Five guests are staying at the Seaview guesthouse, in the five rooms numbered 21 to 25 along the first-floor corridor. Each guest comes from a different country, orders a different breakfast every morning and is staying a different number of nights.",
]
OUTRO = ["Rooms with consecutive numbers are next door to each other."]
REMARKS = INTRO + OUTRO
