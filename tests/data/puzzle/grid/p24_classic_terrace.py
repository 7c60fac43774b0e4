# Classic text in the manner of the 1962 zebra puzzle: the even-numbered side of a
# British terrace, so neighbouring houses are numbered 2 apart.
H = "Houses"
def door(s, a, b):
    return abs(s.n(H, a) - s.n(H, b)) == 2
CATEGORIES = [
    ("Houses", ["2", "4", "6", "8", "10"], [2, 4, 6, 8, 10]),
    ("Doors", ["yellow", "blue", "red", "green", "white"]),
    ("Residents", ["Mr Osei", "Mrs Pollard", "Miss Hardy", "Mr Quinn", "Mrs Tyler"]),
    ("Jobs", ["teacher", "nurse", "vet", "plumber", "librarian"]),
    ("Pets", ["cat", "budgie", "dog", "rabbit", "goldfish"]),
    ("Newspapers", ["the Guardian", "the Times", "the Mirror", "the Telegraph", "the Sun"]),
]
SOLUTION = [
    ["2", "yellow", "Mr Osei", "teacher", "cat", "the Guardian"],
    ["4", "blue", "Mrs Pollard", "nurse", "budgie", "the Times"],
    ["6", "red", "Miss Hardy", "vet", "dog", "the Mirror"],
    ["8", "green", "Mr Quinn", "plumber", "rabbit", "the Telegraph"],
    ["10", "white", "Mrs Tyler", "librarian", "goldfish", "the Sun"],
]
CLUES = [
    ("There are five houses on the even side of Jubilee Terrace, numbers 2 to 10.", lambda s: True),
    ("Mrs Tyler lives behind the white door.", lambda s: s.same("Mrs Tyler", "white")),
    ("The vet keeps a dog.", lambda s: s.same("vet", "dog")),
    ("The house with the green door takes the Telegraph.", lambda s: s.same("green", "the Telegraph")),
    ("Mrs Pollard is a nurse.", lambda s: s.same("Mrs Pollard", "nurse")),
    ("The green door is next door to the red door, on the side with the higher numbers.",
     lambda s: s.n(H, "green") == s.n(H, "red") + 2),
    ("The teacher keeps a cat.", lambda s: s.same("teacher", "cat")),
    ("The Guardian is delivered to the house with the yellow door.", lambda s: s.same("the Guardian", "yellow")),
    ("The Mirror goes to the middle house of the five.", lambda s: s.n(H, "the Mirror") == 6),
    ("Mr Osei lives at number 2.", lambda s: s.n(H, "Mr Osei") == 2),
    ("The librarian lives next door to the plumber.", lambda s: door(s, "librarian", "plumber")),
    ("The goldfish is kept next door to the house that takes the Telegraph.", lambda s: door(s, "goldfish", "the Telegraph")),
    ("Mr Osei lives next door to the house with the blue door.", lambda s: door(s, "Mr Osei", "blue")),
    ("Miss Hardy takes the Mirror.", lambda s: s.same("Miss Hardy", "the Mirror")),
    ("Mrs Tyler takes the Sun.", lambda s: s.same("Mrs Tyler", "the Sun")),
    ("The dog lives at the house where the Mirror is delivered.", lambda s: s.same("dog", "the Mirror")),
    ("The nurse keeps a budgie.", lambda s: s.same("nurse", "budgie")),
    ("Mr Quinn is a plumber.", lambda s: s.same("Mr Quinn", "plumber")),
]
QUESTIONS = [("Who keeps the rabbit? Who takes the Times?",
              lambda s: (s.v("Residents", "rabbit"), s.v("Residents", "the Times")))]
NUM = "."
DOT = False
INTRO = []
OUTRO = ["Each house has a front door of a different colour, and its resident has a different job, keeps a different pet and takes a different daily paper. Number 2 is at the end of the row, and the houses run 2, 4, 6, 8, 10 with no gaps."]
REMARKS = INTRO + OUTRO
