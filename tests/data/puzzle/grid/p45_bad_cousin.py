F, L, E = "First names", "Last names", "Events"
CATEGORIES = [
    (F, ["Gail", "Hattie", "Ivy", "Jo"]),
    (L, ["Voight", "Webb", "Yoder", "Zorn"]),
    (E, ["egg toss", "sack race", "three-legged race", "wheelbarrow race"]),
]
CLUES = [
    ("The Voight girl, Jo, won the wheelbarrow race.", lambda s: s.same("Voight", "Jo") and s.same("Jo", "wheelbarrow race")),
    ("Gail, who is neither Zorn nor Webb, won the egg toss.",
     lambda s: not s.same("Gail", "Zorn") and not s.same("Gail", "Webb") and s.same("Gail", "egg toss")),
    ("Hattie's last name isn't Zorn.", lambda s: not s.same("Hattie", "Zorn")),
]
BAD = (3, "The Webb girl's cousin won the sack race.")
REFUSED = {BAD[1]: {
    "'the Webb girl won the sack race'": lambda s: s.same("Webb", "sack race"),
    "'someone other than the Webb girl won the sack race'": lambda s: not s.same("Webb", "sack race"),
}}
EXPECT = 2
NUM = "."
DOT = False
INTRO = ["Four girls each won one event at the Sunday school picnic games.",
         "Find each girl's full name and the event she won."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 3, "The Webb girl's cousin won the sack race.", must be refused: no category
says who is whose cousin. The cousin may be one of the other three girls or a
child who is not in the puzzle at all, so the clue says nothing a reader can use.
In this corpus "the Lees' son" and "the Webb girl" name a child by family, which
invites the misreading "the Webb girl won the sack race". Without the clue the
puzzle has two solutions (Hattie Webb and Ivy Zorn share the sack race and the
three-legged race); the misreading picks Hattie, the reading "not the Webb girl"
picks Ivy."""
