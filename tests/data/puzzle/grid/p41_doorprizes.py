T = "Tickets"
O = "Draws"
CATEGORIES = [
    ("Winners", ["Fern", "Lottie", "Merle", "Sid"]),
    ("Prizes", ["casserole dish", "electric fan", "picnic basket", "toaster"]),
    ("Tickets", ["107", "214", "322", "431"], [107, 214, 322, 431]),
    ("Draws", ["first", "second", "third", "fourth"], [1, 2, 3, 4]),
]
SOLUTION = [
    ["Fern", "toaster", "322", "second"],
    ["Lottie", "electric fan", "107", "fourth"],
    ["Merle", "picnic basket", "431", "first"],
    ["Sid", "casserole dish", "214", "third"],
]
CLUES = [
    ("The first ticket drawn had the highest number.", lambda s: s.same("first", "431")),
    ("Lottie's ticket, which was drawn last, won the electric fan.",
     lambda s: s.n(O, "Lottie") == 4 and s.same("Lottie", "electric fan")),
    ("The toaster was drawn right after the picnic basket.", lambda s: s.n(O, "toaster") == s.n(O, "picnic basket") + 1),
    ("Sid's ticket number is lower than Fern's but higher than Lottie's.",
     lambda s: s.n(T, "Lottie") < s.n(T, "Sid") < s.n(T, "Fern")),
    ("Ticket 214 wasn't the second one drawn.", lambda s: not s.same("214", "second")),
    ("Merle didn't win the toaster.", lambda s: not s.same("Merle", "toaster")),
    ("Merle's ticket was drawn before Fern's.", lambda s: s.n(O, "Merle") < s.n(O, "Fern")),
    ("The casserole dish went to ticket 214.", lambda s: s.same("casserole dish", "214")),
]
QUESTIONS = [("Which prize did Sid win?", lambda s: s.v("Prizes", "Sid"))]
NUM = "."
DOT = False
INTRO = ["Four door prizes were given away at the spring meeting of the Roosevelt School PTA. The tickets were drawn one at a time from a hat, and each drawing won a different prize. From the clues, can you determine the prize each winner took home, his or her ticket number, and the order in which the tickets were drawn?"]
OUTRO = []
REMARKS = INTRO + OUTRO
