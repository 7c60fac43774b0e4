M = "Lengths"
V = "Votes"
CATEGORIES = [
    ("Performers", ["Archie", "Bernice", "Clyde", "Dottie", "Elmer"]),
    ("Dummies", ["Captain Chuckles", "Little Pip", "Lord Nibbles", "Mr. Buttons", "Sir Reginald"]),
    ("Lengths", ["7 minutes", "9 minutes", "11 minutes", "13 minutes", "15 minutes"], [7, 9, 11, 13, 15]),
    ("Votes", ["14 votes", "19 votes", "23 votes", "30 votes", "38 votes"], [14, 19, 23, 30, 38]),
]
SOLUTION = [
    ["Archie", "Sir Reginald", "11 minutes", "30 votes"],
    ["Bernice", "Little Pip", "15 minutes", "14 votes"],
    ["Clyde", "Mr. Buttons", "7 minutes", "38 votes"],
    ["Dottie", "Captain Chuckles", "9 minutes", "23 votes"],
    ["Elmer", "Lord Nibbles", "13 minutes", "19 votes"],
]
CLUES = [
    ("The act with Lord Nibbles ran 4 minutes longer than Dottie's.",
     lambda s: s.n(M, "Lord Nibbles") == s.n(M, "Dottie") + 4),
    ("Clyde's act was the shortest but got the most votes.",
     lambda s: s.n(M, "Clyde") == 7 and s.n(V, "Clyde") == 38),
    ("Bernice got fewer votes than anyone else, despite having the longest act.",
     lambda s: s.n(V, "Bernice") == 14 and s.n(M, "Bernice") == 15),
    ("Mr. Buttons got 15 more votes than Captain Chuckles.",
     lambda s: s.n(V, "Mr. Buttons") == s.n(V, "Captain Chuckles") + 15),
    ("Of Archie and the performer with Little Pip, one ran for 15 minutes and the other got 30 votes.",
     lambda s: not s.same("Archie", "Little Pip") and (
         (s.same("Archie", "15 minutes") and s.same("Little Pip", "30 votes")) or
         (s.same("Little Pip", "15 minutes") and s.same("Archie", "30 votes")))),
    ("Sir Reginald's act ran 2 minutes longer than Dottie's.",
     lambda s: s.n(M, "Sir Reginald") == s.n(M, "Dottie") + 2),
    ("Elmer got somewhat fewer votes than Dottie.", lambda s: s.n(V, "Elmer") < s.n(V, "Dottie")),
    ("Archie's act was shorter than Elmer's.", lambda s: s.n(M, "Archie") < s.n(M, "Elmer")),
]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
