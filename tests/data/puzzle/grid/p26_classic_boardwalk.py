B = "Booths"
def near(s, a, b):
    return abs(s.n(B, a) - s.n(B, b)) == 1
CATEGORIES = [
    ("Booths", ["1", "2", "3", "4", "5"], [1, 2, 3, 4, 5]),
    ("Vendors", ["Mrs. Kemp", "Mr. Oakes", "Miss Pell", "Mr. Ruiz", "Mrs. Voss"]),
    ("Treats", ["cotton candy", "fudge", "kettle corn", "saltwater taffy", "snow cones"]),
    ("Awnings", ["orange", "pink", "purple", "red", "teal"]),
    ("Hometowns", ["Delaware", "Maryland", "New Jersey", "New York", "Pennsylvania"]),
]
SOLUTION = [
    ["1", "Mrs. Kemp", "kettle corn", "teal", "Delaware"],
    ["2", "Mr. Oakes", "saltwater taffy", "red", "New York"],
    ["3", "Miss Pell", "fudge", "pink", "Maryland"],
    ["4", "Mr. Ruiz", "snow cones", "orange", "Pennsylvania"],
    ["5", "Mrs. Voss", "cotton candy", "purple", "New Jersey"],
]
CLUES = [
    ("There are five booths in a row on the boardwalk.", lambda s: True),
    ("Mr. Oakes's booth has the red awning.", lambda s: s.same("Mr. Oakes", "red")),
    ("The vendor from Maryland sells fudge.", lambda s: s.same("Maryland", "fudge")),
    ("The snow cones are sold under the orange awning.", lambda s: s.same("snow cones", "orange")),
    ("Mrs. Kemp has the first booth.", lambda s: s.n(B, "Mrs. Kemp") == 1),
    ("The cotton candy is sold at one end of the row.", lambda s: s.n(B, "cotton candy") in (1, 5)),
    ("The vendor from New Jersey is directly to the right of the vendor from Pennsylvania.",
     lambda s: s.n(B, "New Jersey") == s.n(B, "Pennsylvania") + 1),
    ("Mr. Ruiz is two booths to the right of Mr. Oakes.", lambda s: s.n(B, "Mr. Ruiz") == s.n(B, "Mr. Oakes") + 2),
    ("Fudge is sold in the middle booth.", lambda s: s.n(B, "fudge") == 3),
    ("The kettle corn vendor is from Delaware.", lambda s: s.same("kettle corn", "Delaware")),
    ("The saltwater taffy is sold somewhere to the left of the pink awning.",
     lambda s: s.n(B, "saltwater taffy") < s.n(B, "pink")),
    ("The purple awning is at the right-hand end of the row.", lambda s: s.n(B, "purple") == 5),
    ("Miss Pell's booth is directly to the left of the orange awning.", lambda s: s.n(B, "Miss Pell") == s.n(B, "orange") - 1),
    ("The cotton candy vendor is from New Jersey.", lambda s: s.same("cotton candy", "New Jersey")),
    ("Mr. Oakes doesn't sell kettle corn.", lambda s: not s.same("Mr. Oakes", "kettle corn")),
]
QUESTIONS = [
    ("Who sells the cotton candy?", lambda s: s.v("Vendors", "cotton candy")),
    ("Which vendor is from New York?", lambda s: s.v("Vendors", "New York")),
]
NUM = "."
DOT = True
INTRO = [
    "Booths on the Boardwalk",
    "Five vendors sell treats from five booths in a row on the boardwalk, numbered 1 to 5 from left to right as you face them from the beach. Each vendor sells a different treat under a different color of awning, and each comes from a different state.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
