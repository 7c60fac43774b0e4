M = "Launched"
L = "Lengths"
CATEGORIES = [
    ("Ships", ["Aurora Bay", "Cape Wren", "Highland Star", "Northern Reach", "Silver Tide"]),
    ("Shipyards", ["Belfast", "Clydebank", "Gdansk", "Nagasaki", "Newport News"]),
    ("Launched", ["January", "March", "May", "July", "September"], [1, 3, 5, 7, 9]),
    ("Lengths", ["140 m", "165 m", "190 m", "215 m", "240 m"], [140, 165, 190, 215, 240]),
    ("Captains", ["Capt. Harlow", "Capt. Ibarra", "Capt. Jansen", "Capt. Kowalski", "Capt. Lindqvist"]),
]
SOLUTION = [
    ["Aurora Bay", "Gdansk", "May", "215 m", "Capt. Jansen"],
    ["Cape Wren", "Newport News", "January", "165 m", "Capt. Lindqvist"],
    ["Highland Star", "Clydebank", "September", "240 m", "Capt. Harlow"],
    ["Northern Reach", "Belfast", "March", "140 m", "Capt. Ibarra"],
    ["Silver Tide", "Nagasaki", "July", "190 m", "Capt. Kowalski"],
]
CLUES = [
    ("The ship built in Nagasaki was launched 2 months after Aurora Bay.",
     lambda s: s.n(M, "Nagasaki") == s.n(M, "Aurora Bay") + 2),
    ("The longest ship was the last to be launched.", lambda s: s.same("240 m", "September")),
    ("Capt. Ibarra's ship is 25 m shorter than Cape Wren.",
     lambda s: s.n(L, "Capt. Ibarra") == s.n(L, "Cape Wren") - 25),
    ("Neither Silver Tide nor the ship from Belfast is commanded by Capt. Jansen.",
     lambda s: not s.same("Silver Tide", "Capt. Jansen") and not s.same("Belfast", "Capt. Jansen")),
    ("Of the January launch and Highland Star, one was built at Clydebank and the other is commanded by Capt. Lindqvist.",
     lambda s: not s.same("January", "Highland Star") and (
         (s.same("January", "Clydebank") and s.same("Highland Star", "Capt. Lindqvist")) or
         (s.same("Highland Star", "Clydebank") and s.same("January", "Capt. Lindqvist")))),
    ("The Gdansk ship is 75 m longer than the Belfast ship.",
     lambda s: s.n(L, "Gdansk") == s.n(L, "Belfast") + 75),
    ("Northern Reach was launched 2 months after the ship from Newport News.",
     lambda s: s.n(M, "Northern Reach") == s.n(M, "Newport News") + 2),
    ("Capt. Kowalski's ship was launched later than Capt. Jansen's but earlier than Capt. Harlow's.",
     lambda s: s.n(M, "Capt. Jansen") < s.n(M, "Capt. Kowalski") < s.n(M, "Capt. Harlow")),
    ("The five ships are Silver Tide, the one from Belfast, the 215 m ship, the one launched in January and Capt. Harlow's ship.",
     lambda s: len({s.e(x) for x in ["Silver Tide", "Belfast", "215 m", "January", "Capt. Harlow"]}) == 5),
    ("Silver Tide was launched 4 months after Northern Reach.",
     lambda s: s.n(M, "Silver Tide") == s.n(M, "Northern Reach") + 4),
    ("Aurora Bay is longer than Silver Tide.", lambda s: s.n(L, "Aurora Bay") > s.n(L, "Silver Tide")),
]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
