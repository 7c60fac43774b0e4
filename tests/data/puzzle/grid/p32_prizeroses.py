S = "Scores"
CATEGORIES = [
    ("Growers", ["Mrs. Avery", "Mr. Bishop", "Ms. Carver", "Dr. Dunn", "Mr. Ellis"]),
    ("Roses", ["Belle Amie", "Cordelia", "Evening Star", "Miss Harriet", "Summer Song"]),
    ("Colors", ["apricot", "pink", "red", "white", "yellow"]),
    ("Scores", ["82 points", "86 points", "90 points", "94 points", "98 points"], [82, 86, 90, 94, 98]),
]
SOLUTION = [
    ["Mrs. Avery", "Cordelia", "yellow", "90 points"],
    ["Mr. Bishop", "Summer Song", "red", "98 points"],
    ["Ms. Carver", "Belle Amie", "white", "82 points"],
    ["Dr. Dunn", "Miss Harriet", "apricot", "94 points"],
    ["Mr. Ellis", "Evening Star", "pink", "86 points"],
]
CLUES = [
    ("The red rose scored 8 points higher than Mrs. Avery's.", lambda s: s.n(S, "red") == s.n(S, "Mrs. Avery") + 8),
    ("Ms. Carver's rose, which wasn't the Cordelia, received the lowest score.",
     lambda s: not s.same("Ms. Carver", "Cordelia") and s.n(S, "Ms. Carver") == 82),
    ("Of the Evening Star and the yellow rose, one was grown by Mrs. Avery and the other scored 86 points.",
     lambda s: not s.same("Evening Star", "yellow") and (
         (s.same("Evening Star", "Mrs. Avery") and s.same("yellow", "86 points")) or
         (s.same("yellow", "Mrs. Avery") and s.same("Evening Star", "86 points")))),
    ("Dr. Dunn's entry scored 4 points less than the Summer Song.", lambda s: s.n(S, "Dr. Dunn") == s.n(S, "Summer Song") - 4),
    ("The Belle Amie is white.", lambda s: s.same("Belle Amie", "white")),
    ("Mr. Ellis's rose scored 12 points lower than Mr. Bishop's.", lambda s: s.n(S, "Mr. Ellis") == s.n(S, "Mr. Bishop") - 12),
    ("The Cordelia scored 4 points higher than the Evening Star.", lambda s: s.n(S, "Cordelia") == s.n(S, "Evening Star") + 4),
    ("Dr. Dunn's rose is apricot, and the pink rose was grown by Mr. Ellis.",
     lambda s: s.same("Dr. Dunn", "apricot") and s.same("pink", "Mr. Ellis")),
]
QUESTIONS = [("Who grew the Miss Harriet?", lambda s: s.v("Growers", "Miss Harriet"))]
NUM = "."
DOT = False
INTRO = [
    "The Garden Club Rose Show",
    "Five members of the Willow Creek Garden Club each entered one rose in this year's show. Every rose was a different variety and a different color, and the judges gave each a different score. Find the variety, color, and score of each member's rose.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
