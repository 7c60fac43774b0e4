T = "Times"
G = "Grades"
CATEGORIES = [
    ("Students", ["Ines", "Jonah", "Keiko", "Lars"]),
    ("Materials", ["cardboard", "LEGO bricks", "paper tubes", "pool noodles"]),
    ("Times", ["8 seconds", "11 seconds", "14 seconds", "17 seconds"], [8, 11, 14, 17]),
    ("Grades", ["3rd grade", "4th grade", "5th grade", "6th grade"], [3, 4, 5, 6]),
]
SOLUTION = [
    ["Ines", "pool noodles", "14 seconds", "3rd grade"],
    ["Jonah", "cardboard", "8 seconds", "6th grade"],
    ["Keiko", "paper tubes", "17 seconds", "4th grade"],
    ["Lars", "LEGO bricks", "11 seconds", "5th grade"],
]
CLUES = [
    ("The cardboard run kept its marble rolling for the shortest time.", lambda s: s.n(T, "cardboard") == 8),
    ("Keiko's run lasted 3 seconds longer than Ines's.", lambda s: s.n(T, "Keiko") == s.n(T, "Ines") + 3),
    ("The 5th grader's run lasted 3 seconds less than the pool noodle run.", lambda s: s.n(T, "5th grade") == s.n(T, "pool noodles") - 3),
    ("Jonah is in 6th grade.", lambda s: s.same("Jonah", "6th grade")),
    ("The LEGO run wasn't built by the 4th grader.", lambda s: not s.same("LEGO bricks", "4th grade")),
    ("Of Keiko and the 3rd grader, one used paper tubes and the other's run lasted 14 seconds.",
     lambda s: not s.same("Keiko", "3rd grade") and (
         (s.same("Keiko", "paper tubes") and s.same("3rd grade", "14 seconds")) or
         (s.same("3rd grade", "paper tubes") and s.same("Keiko", "14 seconds")))),
    ("Lars's run lasted 3 seconds longer than Jonah's.", lambda s: s.n(T, "Lars") == s.n(T, "Jonah") + 3),
]
NUM = "."
INTRO = ["Four students built marble runs for the science fair. Each student is in a different grade, used a different material, and had a run that kept a marble rolling for a different length of time."]
OUTRO = []
REMARKS = INTRO + OUTRO
