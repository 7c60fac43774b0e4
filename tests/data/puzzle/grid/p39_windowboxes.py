H = "Houses"
CATEGORIES = [
    ("Residents", ["Mrs. Ames", "Mr. Bond", "Miss Cole", "Mr. Dunn", "Mrs. Ellis"]),
    ("Flowers", ["pansies", "geraniums", "petunias", "marigolds", "tulips"]),
    ("Houses", ["2", "4", "6", "8", "10"], [2, 4, 6, 8, 10]),
    ("Boxes", ["blue", "white", "black", "green", "red"]),
]
SOLUTION = [
    ["Mrs. Ames", "geraniums", "6", "white"],
    ["Mr. Bond", "tulips", "10", "green"],
    ["Miss Cole", "pansies", "2", "red"],
    ["Mr. Dunn", "marigolds", "8", "blue"],
    ["Mrs. Ellis", "petunias", "4", "black"],
]
CLUES = [
    ("Miss Cole lives at number 2, and her window box is red.",
     lambda s: s.n(H, "Miss Cole") == 2 and s.same("Miss Cole", "red")),
    ("The geraniums are in the white box, at the house in the middle.",
     lambda s: s.same("geraniums", "white") and s.n(H, "geraniums") == 6),
    ("Mr. Bond lives next door to whoever grows marigolds.", lambda s: abs(s.n(H, "Mr. Bond") - s.n(H, "marigolds")) == 2),
    ("Mrs. Ellis's box is black, and she doesn't grow tulips.",
     lambda s: s.same("Mrs. Ellis", "black") and not s.same("Mrs. Ellis", "tulips")),
    ("The tulips are at a higher number than the marigolds.", lambda s: s.n(H, "tulips") > s.n(H, "marigolds")),
    ("Mrs. Ames doesn't have the blue box.", lambda s: not s.same("Mrs. Ames", "blue")),
    ("Mr. Dunn doesn't grow pansies or petunias.",
     lambda s: not s.same("Mr. Dunn", "pansies") and not s.same("Mr. Dunn", "petunias")),
    ("Mr. Bond's box is green, and he lives at number 10.",
     lambda s: s.same("Mr. Bond", "green") and s.n(H, "Mr. Bond") == 10),
    ("The red box is full of pansies.", lambda s: s.same("red", "pansies")),
    ("Mrs. Ellis lives next door to Miss Cole.", lambda s: abs(s.n(H, "Mrs. Ellis") - s.n(H, "Miss Cole")) == 2),
]
QUESTIONS = [("Who grows the petunias?", lambda s: s.v("Residents", "petunias"))]
NUM = "."
DOT = False
INTRO = ["On the even side of Mill Lane, at numbers 2, 4, 6, 8 and 10, every house has a window box of different flowers, and each box is painted a different colour.",
         "Next door means the next even number up or down."]
OUTRO = []
REMARKS = INTRO + OUTRO
