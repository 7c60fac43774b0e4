R = "Places"
CATEGORIES = [
    ("Runners", ["Rosa", "Sam", "Tom", "Una"]),
    ("Places", ["1st", "2nd", "3rd", "4th"], [1, 2, 3, 4]),
    ("Vests", ["blue", "green", "red", "white"]),
]
CLUES = [
    ("Tom, in the blue vest, won the race.", lambda s: s.same("Tom", "blue") and s.n(R, "Tom") == 1),
    ("Una came last.", lambda s: s.n(R, "Una") == 4),
    ("The runner in red finished directly ahead of the runner in green.", lambda s: s.n(R, "green") == s.n(R, "red") + 1),
    ("Rosa wore red.", lambda s: s.same("Rosa", "red")),
]
BAD = (3, "Rosa finished well ahead of Sam.")
REFUSED = {BAD[1]: {
    "'somewhere ahead of'": lambda s: s.n(R, "Rosa") < s.n(R, "Sam"),
    "'at least two places ahead of'": lambda s: s.n(R, "Rosa") + 2 <= s.n(R, "Sam"),
}}
EXPECT = 2
NUM = "."
DOT = True
INTRO = ["Four club runners raced the Boxing Day four-mile handicap, each in a different coloured vest."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 3, "Rosa finished well ahead of Sam.", must be refused: "well ahead" says
more than "ahead" (a clear gap) without saying how many places, and the puzzle
gives no convention for it. Without the clue the puzzle has two solutions (Rosa
2nd and Sam 3rd, or Sam 2nd and Rosa 3rd). Read as plain "ahead of" it gives
one solution, in which Rosa is only one place ahead of Sam, the case "well
ahead" seems to exclude; read as "at least two places ahead" it gives none.
A reader that drops "well" answers confidently with the first."""
