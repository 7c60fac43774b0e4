Y = "Years"
R = "Rooms"
CATEGORIES = [
    ("Collectors", ["Mrs Lacey", "Mr Mayo", "Miss Noble", "Mr Oakes"]),
    ("Houses", ["Ivy Lodge", "Laurel Villa", "The Grange", "Wren House"]),
    ("Years", ["1860", "1885", "1902", "1924"], [1860, 1885, 1902, 1924]),
    ("Rooms", ["4 rooms", "6 rooms", "8 rooms", "9 rooms"], [4, 6, 8, 9]),
    ("Towns", ["Bath", "Chester", "Lincoln", "York"]),
]
SOLUTION = [
    ["Mrs Lacey", "Wren House", "1902", "6 rooms", "Chester"],
    ["Mr Mayo", "The Grange", "1860", "9 rooms", "York"],
    ["Miss Noble", "Laurel Villa", "1924", "4 rooms", "Bath"],
    ["Mr Oakes", "Ivy Lodge", "1885", "8 rooms", "Lincoln"],
]
CLUES = [
    ("The Grange, the oldest of the houses, has the most rooms.",
     lambda s: s.n(Y, "The Grange") == 1860 and s.n(R, "The Grange") == 9),
    ("Ivy Lodge was made 17 years before Mrs Lacey's house.",
     lambda s: s.n(Y, "Ivy Lodge") == s.n(Y, "Mrs Lacey") - 17),
    ("The newest house, which was found in Bath, has two rooms fewer than Wren House.",
     lambda s: s.n(Y, "Bath") == 1924 and s.n(R, "Bath") == s.n(R, "Wren House") - 2),
    ("Mr Oakes bought his house in Lincoln.", lambda s: s.same("Mr Oakes", "Lincoln")),
    ("Miss Noble doesn't own Wren House.", lambda s: not s.same("Miss Noble", "Wren House")),
    ("Mr Mayo found his in York.", lambda s: s.same("Mr Mayo", "York")),
    ("Mr Mayo's house is older than Mr Oakes's, and Ivy Lodge has more rooms than Wren House.",
     lambda s: s.n(Y, "Mr Mayo") < s.n(Y, "Mr Oakes") and s.n(R, "Ivy Lodge") > s.n(R, "Wren House")),
]
QUESTIONS = [("Where was Wren House found?", lambda s: s.v("Towns", "Wren House"))]
NUM = "."
DOT = False
INTRO = ["Home Sweet Home",
         "Four collectors have lent antique dolls' houses to the toy museum's Christmas exhibition. "
         "Each house was made in a different year and has a different number of rooms, and each was tracked down by its owner in a different town."]
OUTRO = []
REMARKS = INTRO + OUTRO
