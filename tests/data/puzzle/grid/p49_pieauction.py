B = "Bids"
CATEGORIES = [
    ("Bidders", ["Mr. Akers", "Mrs. Boone", "Mr. Crowe", "Ms. Dunn", "Mrs. Ewing"]),
    ("Pies", ["apple", "cherry", "pecan", "pumpkin", "rhubarb"]),
    ("Bids", ["$15", "$20", "$25", "$30", "$35"], [15, 20, 25, 30, 35]),
]
SOLUTION = [
    ["Mr. Akers", "pecan", "$35"],
    ["Mrs. Boone", "apple", "$20"],
    ["Mr. Crowe", "rhubarb", "$15"],
    ["Ms. Dunn", "cherry", "$30"],
    ["Mrs. Ewing", "pumpkin", "$25"],
]
CLUES = [
    ("The pecan pie brought the highest bid.", lambda s: s.n(B, "pecan") == 35),
    ("Mr. Crowe bid less than anyone else.", lambda s: s.n(B, "Mr. Crowe") == 15),
    ("Ms. Dunn paid $10 more than Mrs. Boone.", lambda s: s.n(B, "Ms. Dunn") == s.n(B, "Mrs. Boone") + 10),
    ("The cherry pie went for $5 more than the pumpkin pie.", lambda s: s.n(B, "cherry") == s.n(B, "pumpkin") + 5),
    ("Mr. Crowe didn't buy the apple pie.", lambda s: not s.same("Mr. Crowe", "apple")),
    ("The cherry pie sold for more than Mrs. Ewing's pie.", lambda s: s.n(B, "cherry") > s.n(B, "Mrs. Ewing")),
    ("Mr. Akers paid $15 more than Mrs. Boone did.", lambda s: s.n(B, "Mr. Akers") == s.n(B, "Mrs. Boone") + 15),
    ("Mrs. Boone bid less than Mrs. Ewing.", lambda s: s.n(B, "Mrs. Boone") < s.n(B, "Mrs. Ewing")),
]
QUESTIONS = [
    ("Who bought the rhubarb pie?", lambda s: s.v("Bidders", "rhubarb")),
    ("How much was the apple pie?", lambda s: s.v(B, "apple")),
]
NUM = "."
INTRO = ["At the volunteer fire department's pie auction, five bidders each went home with a different pie. No two winning bids were the same."]
OUTRO = []
REMARKS = INTRO + OUTRO
