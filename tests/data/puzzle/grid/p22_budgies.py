A = "Ages"
W = "Words"
CATEGORIES = [
    ("Owners", ["Kit", "Lena", "Mo"]),
    ("Budgies", ["Kiwi", "Pip", "Sky"]),
    ("Colours", ["blue", "green", "yellow"]),
    ("Ages", ["1 year", "2 years", "4 years"], [1, 2, 4]),
    ("Words", ["3 words", "6 words", "10 words"], [3, 6, 10]),
]
SOLUTION = [
    ["Kit", "Pip", "yellow", "2 years", "10 words"],
    ["Lena", "Sky", "green", "4 years", "6 words"],
    ["Mo", "Kiwi", "blue", "1 year", "3 words"],
]
CLUES = [
    ("Sky isn't the blue budgie, and Kiwi isn't the green one.",
     lambda s: not s.same("Sky", "blue") and not s.same("Kiwi", "green")),
    ("The oldest budgie can say 6 words.", lambda s: s.same("4 years", "6 words")),
    ("Pip knows more words than Lena's budgie.", lambda s: s.n(W, "Pip") > s.n(W, "Lena")),
    ("The yellow budgie is 2 years old.", lambda s: s.same("yellow", "2 years")),
    ("Mo's budgie is younger than Kit's.", lambda s: s.n(A, "Mo") < s.n(A, "Kit")),
    ("Sky is older than Kiwi.", lambda s: s.n(A, "Sky") > s.n(A, "Kiwi")),
    ("Mo's budgie knows fewer words than Lena's.", lambda s: s.n(W, "Mo") < s.n(W, "Lena")),
]
QUESTIONS = [
    ("How old is Kiwi?", lambda s: s.v(A, "Kiwi")),
    ("Who owns Pip?", lambda s: s.v("Owners", "Pip")),
]
NUM = None
DOT = False
INTRO = ["Three children showed their talking budgies at the pet show. The budgies are different colours and different ages, and each can say a different number of words."]
OUTRO = []
REMARKS = INTRO + OUTRO
