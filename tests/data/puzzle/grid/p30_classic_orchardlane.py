# A retelling in the manner of the 1962 zebra puzzle: five houses in a row on one
# side of Orchard Lane, numbered 1 to 5 from left to right as seen from the street.
H = "Houses"
def near(s, a, b):
    return abs(s.n(H, a) - s.n(H, b)) == 1
CATEGORIES = [
    ("Houses", ["1", "2", "3", "4", "5"]),
    ("Residents", ["Gerald", "Harriet", "Ivo", "Josephine", "Kwame"]),
    ("Doors", ["black", "brown", "orange", "purple", "silver"]),
    ("Cars", ["convertible", "hatchback", "minivan", "pickup", "sedan"]),
    ("Pets", ["beagle", "canary", "iguana", "rabbit", "tabby"]),
    ("Hobbies", ["chess", "fishing", "golf", "knitting", "pottery"]),
]
SOLUTION = [
    ["1", "Kwame", "purple", "pickup", "beagle", "golf"],
    ["2", "Harriet", "black", "sedan", "canary", "knitting"],
    ["3", "Ivo", "orange", "convertible", "iguana", "chess"],
    ["4", "Josephine", "silver", "hatchback", "tabby", "pottery"],
    ["5", "Gerald", "brown", "minivan", "rabbit", "fishing"],
]
CLUES = [
    ("There are five houses on Orchard Lane.", lambda s: True),
    ("Ivo lives behind the orange door.", lambda s: s.same("Ivo", "orange")),
    ("The golfer drives a pickup.", lambda s: s.same("golf", "pickup")),
    ("Harriet keeps a canary.", lambda s: s.same("Harriet", "canary")),
    ("The house with the silver door is immediately to the left of the house with the brown door.",
     lambda s: s.n(H, "silver") == s.n(H, "brown") - 1),
    ("The minivan belongs to the owner of the rabbit.", lambda s: s.same("minivan", "rabbit")),
    ("The person who does pottery lives next door to the chess player.", lambda s: near(s, "pottery", "chess")),
    ("Kwame lives in the first house.", lambda s: s.n(H, "Kwame") == 1),
    ("The convertible is parked outside the middle house.", lambda s: s.n(H, "convertible") == 3),
    ("The knitter lives next door to Kwame.", lambda s: near(s, "knitting", "Kwame")),
    ("The beagle lives next to the house with the black door.", lambda s: near(s, "beagle", "black")),
    ("Josephine drives the hatchback.", lambda s: s.same("Josephine", "hatchback")),
    ("Gerald's hobby is fishing.", lambda s: s.same("Gerald", "fishing")),
    ("The purple door is at one end of the row.", lambda s: s.n(H, "purple") in (1, 5)),
    ("The tabby lives somewhere to the right of the iguana.", lambda s: s.n(H, "tabby") > s.n(H, "iguana")),
    ("The owner of the black door keeps a canary.", lambda s: s.same("black", "canary")),
    ("The iguana's owner drives the convertible.", lambda s: s.same("iguana", "convertible")),
    ("The chess player is the resident who drives the convertible.", lambda s: s.same("chess", "convertible")),
]
QUESTIONS = [("Who owns the iguana? Who drives the sedan?",
              lambda s: (s.v("Residents", "iguana"), s.v("Residents", "sedan")))]
NUM = None
DOT = False
INTRO = ["Each house has a different color of front door, and each resident drives a different car, keeps a different pet and has a different hobby. The houses are numbered 1 to 5 from left to right as seen from the street."]
OUTRO = []
REMARKS = INTRO + OUTRO
