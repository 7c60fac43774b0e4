C, I, P, T = "Customers", "Items", "Prices", "Times"
CATEGORIES = [
    (C, ["Mr. Archer", "Mrs. Bolton", "Miss Crowley", "Mr. Dunbar"]),
    (I, ["hammer", "paint", "rake", "screen door"]),
    (P, ["$4", "$7", "$10", "$13"], [4, 7, 10, 13]),
    (T, ["8:30 AM", "9:00 AM", "9:30 AM", "10:00 AM"], [510, 540, 570, 600]),
]
SOLUTION = [
    ["Mr. Archer", "rake", "$7", "10:00 AM"],
    ["Mrs. Bolton", "paint", "$13", "8:30 AM"],
    ["Miss Crowley", "hammer", "$4", "9:30 AM"],
    ["Mr. Dunbar", "screen door", "$10", "9:00 AM"],
]
CLUES = [
    ("The first customer of the morning spent the most money.", lambda s: s.n(P, "8:30 AM") == 13),
    ("Mr. Dunbar came in half an hour before the customer who bought the hammer and spent $6 more than that customer.",
     lambda s: s.n(T, "Mr. Dunbar") == s.n(T, "hammer") - 30 and s.n(P, "Mr. Dunbar") == s.n(P, "hammer") + 6),
    ("The rake cost $3 more than the hammer.", lambda s: s.n(P, "rake") == s.n(P, "hammer") + 3),
    ("Mrs. Bolton didn't buy the screen door.", lambda s: not s.same("Mrs. Bolton", "screen door")),
    ("Mr. Archer was the last of the four customers to come in.", lambda s: s.n(T, "Mr. Archer") == 600),
    ("Miss Crowley came in an hour after Mrs. Bolton.", lambda s: s.n(T, "Miss Crowley") == s.n(T, "Mrs. Bolton") + 60),
    ("The paint was sold earlier in the morning than the rake.", lambda s: s.n(T, "paint") < s.n(T, "rake")),
]
QUESTIONS = [("What did Miss Crowley buy?", lambda s: s.v(I, "Miss Crowley"))]
NUM = "."
DOT = False
INTRO = ["On Saturday morning, Pruett's Hardware had just four customers between 8:30 and 10:00, half an hour apart.",
         "Each bought one item at a different price."]
OUTRO = []
REMARKS = INTRO + OUTRO
