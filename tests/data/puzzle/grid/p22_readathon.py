M = "Minutes"
R = "Money raised"
CATEGORIES = [
    ("Readers", ["Heidi", "Ivan", "Jasmine", "Kwame"]),
    ("Books", ["animal story", "fantasy", "funny book", "mystery"]),
    ("Minutes", ["40 minutes", "50 minutes", "60 minutes", "70 minutes"], [40, 50, 60, 70]),
    ("Snacks", ["apple", "crackers", "grapes", "popcorn"]),
    ("Money raised", ["£5", "£8", "£10", "£12"], [5, 8, 10, 12]),
]
SOLUTION = [
    ["Heidi", "mystery", "60 minutes", "grapes", "£10"],
    ["Ivan", "funny book", "40 minutes", "popcorn", "£5"],
    ["Jasmine", "fantasy", "70 minutes", "crackers", "£12"],
    ["Kwame", "animal story", "50 minutes", "apple", "£8"],
]
CLUES = [
    ("The child who read for the longest raised the most money.", lambda s: s.same("70 minutes", "£12")),
    ("Ivan read for 20 minutes less than Heidi.", lambda s: s.n(M, "Ivan") == s.n(M, "Heidi") - 20),
    ("The mystery reader raised £2 more than the child who ate the apple.",
     lambda s: s.n(R, "mystery") == s.n(R, "apple") + 2),
    ("Kwame read for 10 minutes longer than the child eating popcorn.",
     lambda s: s.n(M, "Kwame") == s.n(M, "popcorn") + 10),
    ("The child reading the fantasy book snacked on crackers.", lambda s: s.same("fantasy", "crackers")),
    ("Ivan raised the least money.", lambda s: s.n(R, "Ivan") == 5),
    ("Kwame read for 20 minutes less than Jasmine.", lambda s: s.n(M, "Kwame") == s.n(M, "Jasmine") - 20),
    ("Heidi raised more money than Kwame.", lambda s: s.n(R, "Heidi") > s.n(R, "Kwame")),
    ("The animal story was read by either Kwame or Jasmine.",
     lambda s: s.same("animal story", "Kwame") or s.same("animal story", "Jasmine")),
]
QUESTIONS = [
    ("How much money did Kwame raise?", lambda s: s.v(R, "Kwame")),
    ("Which book did Ivan read?", lambda s: s.v("Books", "Ivan")),
]
NUM = "."
DOT = True
INTRO = ["Four members of the library book club took part in a sponsored readathon. Each read a different kind of book for a different length of time, ate a different snack, and raised a different amount."]
OUTRO = []
REMARKS = INTRO + OUTRO
