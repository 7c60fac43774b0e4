T = "Times"
def t(s, x):
    return s.n(T, x)
NUM = "1."
INTRO = ["Every Saturday four retired teachers meet at the Copper Kettle tearoom, each with a different newspaper, and race to finish that paper's sudoku. Last week the times were close. From the clues below, can you work out who solved which paper's puzzle, and how long each of them took?"]
REMARKS = INTRO
CATEGORIES = [
    ("Solvers", ["Agnes", "Bernard", "Colette", "Desmond"]),
    ("Times", ["4:05", "4:40", "5:15", "5:50"], [245, 280, 315, 350]),
    ("Newspapers", ["Echo", "Gazette", "Herald", "Post"]),
]
SOLUTION = [("Agnes", "5:15", "Gazette"), ("Bernard", "4:05", "Echo"), ("Colette", "5:50", "Herald"), ("Desmond", "4:40", "Post")]
CLUES = [
    ("Bernard finished 35 seconds faster than Desmond.", lambda s: t(s, "Bernard") == t(s, "Desmond") - 35),
    ("The Herald's puzzle took the longest to solve.", lambda s: t(s, "Herald") == 350),
    ("Agnes doesn't read the Post.", lambda s: not s.same("Agnes", "Post")),
    ("Whoever did the Gazette sudoku took 5 minutes and 15 seconds.", lambda s: t(s, "Gazette") == 315),
    ("Colette was slower than Agnes.", lambda s: t(s, "Colette") > t(s, "Agnes")),
    ("Colette needed 35 seconds more than Agnes.", lambda s: t(s, "Colette") == t(s, "Agnes") + 35),
    ("Bernard's paper is not the Post.", lambda s: not s.same("Bernard", "Post")),
    ("Desmond did not take the longest.", lambda s: t(s, "Desmond") != 350),
]
QUESTIONS = [("Who reads the Echo?", lambda s: s.v("Solvers", "Echo"))]
