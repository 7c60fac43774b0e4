W = "Wings"
CATEGORIES = [
    ("Contestants", ["Gus", "Imelda", "Kofi", "Reba"]),
    ("Sauces", ["buffalo", "garlic parmesan", "honey BBQ", "lemon pepper"]),
    ("Hometowns", ["Dayton", "Erie", "Macon", "Tulsa"]),
    ("Wings", ["18", "22", "26", "30"], [18, 22, 26, 30]),
]
SOLUTION = [
    ["Gus", "honey BBQ", "Erie", "26"],
    ["Imelda", "buffalo", "Tulsa", "30"],
    ["Kofi", "lemon pepper", "Dayton", "18"],
    ["Reba", "garlic parmesan", "Macon", "22"],
]
CLUES = [
    ("The contestant from Tulsa ate 4 more wings than Gus.", lambda s: s.n(W, "Tulsa") == s.n(W, "Gus") + 4),
    ("Kofi ate the fewest wings.", lambda s: s.n(W, "Kofi") == 18),
    ("The contestant who chose lemon pepper isn't from Erie.", lambda s: not s.same("lemon pepper", "Erie")),
    ("The person who ate 22 wings is either Reba or the contestant from Dayton.",
     lambda s: s.same("22", "Reba") != s.same("22", "Dayton")),
    ("Of the buffalo eater and the contestant from Macon, one is Imelda and the other ate 22 wings.",
     lambda s: not s.same("buffalo", "Macon") and (
         (s.same("buffalo", "Imelda") and s.same("Macon", "22")) or (s.same("Macon", "Imelda") and s.same("buffalo", "22")))),
    ("The honey BBQ contestant put away 8 more wings than the contestant from Dayton.", lambda s: s.n(W, "honey BBQ") == s.n(W, "Dayton") + 8),
    ("Neither Gus nor Reba is from Tulsa.", lambda s: not s.same("Gus", "Tulsa") and not s.same("Reba", "Tulsa")),
    ("The garlic parmesan fan ate 4 more wings than the lemon pepper fan.", lambda s: s.n(W, "garlic parmesan") == s.n(W, "lemon pepper") + 4),
]
NUM = "."
DOT = False
INTRO = ["Four contestants each picked one sauce for the ten-minute wing-eating challenge."]
OUTRO = []
REMARKS = INTRO + OUTRO
