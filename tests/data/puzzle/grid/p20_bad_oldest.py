J = "Joined"
CATEGORIES = [
    ("Members", ["Ruth", "Stan", "Tilly", "Vic"]),
    ("Joined", ["2008", "2012", "2016", "2020"], [2008, 2012, 2016, 2020]),
    ("Flowers", ["dahlias", "irises", "peonies", "roses"]),
]
CLUES = [
    ("Tilly joined the garden club most recently.", lambda s: s.n(J, "Tilly") == 2020),
    ("Ruth joined four years before Vic.", lambda s: s.n(J, "Ruth") == s.n(J, "Vic") - 4),
    ("Stan joined before Ruth.", lambda s: s.n(J, "Stan") < s.n(J, "Ruth")),
    ("The dahlia grower joined in 2020.", lambda s: s.same("dahlias", "2020")),
    ("Ruth grows irises.", lambda s: s.same("Ruth", "irises")),
]
BAD = (6, "The oldest member of the four grows roses.")
REFUSED = {BAD[1]: {
    "'the member who joined first grows roses'": lambda s: s.n(J, "roses") == 2008,
    "'the eldest, who is not the first to join, grows roses'": lambda s: s.n(J, "roses") != 2008,
}}
EXPECT = 2
NUM = ")"
DOT = False
INTRO = ["Four members of the garden club, all of different ages, joined the club in different years. Each grows a different flower for the summer show."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 6, "The oldest member of the four grows roses.", must be refused: the
intro says the four are of different ages, so "oldest" means the eldest in
years of life, and no category gives the members' ages. The clue cannot be
read from the puzzle's categories. Without it the puzzle has two solutions
(the roses are Stan's or Vic's, the peonies the other's). A reader that takes
"oldest member" as "the member who joined first" (Stan, 2008) gives one of
them with confidence; nothing in the puzzle supports that reading."""
