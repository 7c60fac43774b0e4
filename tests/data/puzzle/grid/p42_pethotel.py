N = "Stays"
CATEGORIES = [
    ("Pets", ["Biscuit", "Clover", "Mochi", "Pepper"]),
    ("Owners", ["Mrs. Bell", "Mr. Cho", "Ms. Duarte", "Mr. Evans"]),
    ("Animals", ["cat", "dog", "ferret", "rabbit"]),
    ("Stays", ["2 nights", "3 nights", "4 nights", "5 nights"], [2, 3, 4, 5]),
]
SOLUTION = [
    ["Biscuit", "Mr. Cho", "dog", "4 nights"],
    ["Clover", "Ms. Duarte", "rabbit", "2 nights"],
    ["Mochi", "Mrs. Bell", "cat", "5 nights"],
    ["Pepper", "Mr. Evans", "ferret", "3 nights"],
]
CLUES = [
    ("The rabbit had the shortest stay.", lambda s: s.n(N, "rabbit") == 2),
    ("Mochi stayed 1 night longer than Mr. Cho's pet.", lambda s: s.n(N, "Mochi") == s.n(N, "Mr. Cho") + 1),
    ("Mr. Evans's pet stayed 2 nights less than Mochi.", lambda s: s.n(N, "Mr. Evans") == s.n(N, "Mochi") - 2),
    ("The dog isn't Pepper.", lambda s: not s.same("dog", "Pepper")),
    ("Biscuit stayed longer than Pepper.", lambda s: s.n(N, "Biscuit") > s.n(N, "Pepper")),
    ("Of Clover and Pepper, one is the rabbit and the other belongs to Mr. Evans.",
     lambda s: (s.same("Clover", "rabbit") and s.same("Pepper", "Mr. Evans")) or (s.same("Pepper", "rabbit") and s.same("Clover", "Mr. Evans"))),
    ("The cat stayed 2 nights longer than the ferret.", lambda s: s.n(N, "cat") == s.n(N, "ferret") + 2),
    ("Mrs. Bell's pet stayed the longest.", lambda s: s.n(N, "Mrs. Bell") == 5),
    ("Clover's stay was shorter than the ferret's.", lambda s: s.n(N, "Clover") < s.n(N, "ferret")),
]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
