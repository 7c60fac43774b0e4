# To refuse: "well behind" is a vague distance; read as plain "behind" it gives an
# answer in which Priya is only one place behind Tom.
PL = "Places"
CATEGORIES = [
    ("Runners", ["Jess", "Kev", "Ola", "Priya", "Tom"]),
    ("Costumes", ["banana", "dinosaur", "fairy", "pirate", "superhero"]),
    ("Places", ["1st", "2nd", "3rd", "4th", "5th"], [1, 2, 3, 4, 5]),
]
CLUES = [
    ("Ola, dressed as a superhero, won the race.", lambda s: s.same("Ola", "superhero") and s.n(PL, "Ola") == 1),
    ("Jess, the pirate, finished one place ahead of Kev, who came last.",
     lambda s: s.same("Jess", "pirate") and s.n(PL, "Kev") == 5 and s.n(PL, "Jess") == 4),
    ("Tom ran as a banana.", lambda s: s.same("Tom", "banana")),
    ("The fairy wasn't Priya.", lambda s: not s.same("fairy", "Priya")),
]
BAD = (4, "Priya finished well behind Tom.")
REFUSED = {BAD[1]: {
    "plain 'behind'": lambda s: s.n(PL, "Priya") > s.n(PL, "Tom"),
    "'at least two places behind'": lambda s: s.n(PL, "Priya") >= s.n(PL, "Tom") + 2,
}}
EXPECT = 2
NUM = "."
DOT = False
INTRO = ["Five friends ran the hospice fun run in fancy dress, each in a different costume. There were no ties among them."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 4, "Priya finished well behind Tom.", must be refused: "well behind"
is a vague distance, and the puzzle gives no measure of how many places counts as
"well". Without the clue the puzzle has two solutions (Tom and Priya are 2nd and 3rd
in either order). Read as plain "behind" it gives one confident solution, with Priya
3rd, only one place behind Tom, which is not what "well behind" says; read as "at
least two places behind" it gives no solution. A reader that drops "well" answers
with confidence and is wrong about what the clue claims."""
