P = "Places"
CATEGORIES = [
    ("Bakers", ["Edith", "June", "Nora", "Ruth"]),
    ("Pies", ["apple", "cherry", "peach", "pecan"]),
    ("Places", ["first", "second", "third", "fourth"], [1, 2, 3, 4]),
]
CLUES = [
    ("The apple pie took first place.", lambda s: s.same("apple", "first")),
    ("Ruth's pie finished last, but it wasn't the cherry.", lambda s: s.n(P, "Ruth") == 4 and not s.same("Ruth", "cherry")),
    ("Edith's peach pie placed second.", lambda s: s.same("Edith", "peach") and s.n(P, "Edith") == 2),
]
BAD = (4, "When the ribbons were handed out, Nora told June that her pie had beaten the cherry pie.")
REFUSED = {BAD[1]: {
    "'Nora's pie beat the cherry pie'": lambda s: s.n(P, "Nora") < s.n(P, "cherry"),
    "'June's pie beat the cherry pie'": lambda s: s.n(P, "June") < s.n(P, "cherry"),
}}
EXPECT = 2
QUESTIONS = [("Who baked the apple pie?", None)]
NUM = "."
DOT = False
INTRO = ["Four women entered pies in the baking contest at the Grange hall supper. Each baked a different kind of pie, and the judges ranked the four from first to fourth. From the clues, can you determine what kind of pie each woman baked and the place it took?"]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 4, "When the ribbons were handed out, Nora told June that her pie had
beaten the cherry pie.", must be refused: "her" can mean Nora or June, and
nothing in the sentence settles which. Without the clue the puzzle has two
solutions (Nora and June share the apple pie in first place and the cherry pie
in third). Read as "Nora's pie beat the cherry pie" it gives Nora the apple pie;
read as "June's pie beat the cherry pie" it gives June the apple pie. Either
answer to the question would be a guess."""
