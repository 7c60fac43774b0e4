H = "Coaches"
def h(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(h(s, x) - h(s, y)) == 1
NUM = "1)"
INTRO = ["A short train of five coaches, lettered A to E from the front of the train to the back, carries one passenger in each coach. The passengers are of five different nationalities, and each has a different snack, a different thing to read and a different piece of luggage. \"Behind\" means nearer the back of the train."]
REMARKS = INTRO
CATEGORIES = [
    ("Coaches", ["A", "B", "C", "D", "E"], [1, 2, 3, 4, 5]),
    ("Passengers", ["Belgian", "Canadian", "Dane", "Mexican", "Pole"]),
    ("Snacks", ["apple", "crisps", "pretzel", "samosa", "sandwich"]),
    ("Reading", ["atlas", "comic", "crossword", "newspaper", "novel"]),
    ("Luggage", ["backpack", "briefcase", "duffel bag", "suitcase", "trunk"]),
]
SOLUTION = [
    ("A", "Pole", "sandwich", "newspaper", "briefcase"),
    ("B", "Dane", "crisps", "comic", "backpack"),
    ("C", "Mexican", "apple", "novel", "suitcase"),
    ("D", "Canadian", "samosa", "crossword", "trunk"),
    ("E", "Belgian", "pretzel", "atlas", "duffel bag"),
]
CLUES = [
    ("The Pole travels in coach A, at the front of the train.", lambda s: h(s, "Pole") == 1),
    ("The passenger with the briefcase is reading the newspaper.", lambda s: s.same("briefcase", "newspaper")),
    ("The Dane eats crisps.", lambda s: s.same("Dane", "crisps")),
    ("The Mexican sits in the middle coach.", lambda s: h(s, "Mexican") == 3),
    ("The comic reader sits in the coach directly behind the Pole.", lambda s: h(s, "comic") == h(s, "Pole") + 1),
    ("The samosa is eaten in the coach directly in front of the Belgian's.", lambda s: h(s, "samosa") == h(s, "Belgian") - 1),
    ("The passenger with the trunk is doing the crossword.", lambda s: s.same("trunk", "crossword")),
    ("The apple eater carries a suitcase.", lambda s: s.same("apple", "suitcase")),
    ("The Belgian reads the atlas.", lambda s: s.same("Belgian", "atlas")),
    ("The backpack is in a coach next to the Mexican's.", lambda s: nextto(s, "backpack", "Mexican")),
    ("The pretzel is eaten in the last coach.", lambda s: h(s, "pretzel") == 5),
    ("The Canadian isn't carrying a suitcase.", lambda s: not s.same("Canadian", "suitcase")),
    ("The novel reader is next to the coach where the crossword is being done.", lambda s: nextto(s, "novel", "crossword")),
    ("The duffel bag is not in coach D.", lambda s: h(s, "duffel bag") != 4),
]
QUESTIONS = [("Who carries the trunk?", lambda s: s.v("Passengers", "trunk")),
             ("What does the Mexican eat?", lambda s: s.v("Snacks", "Mexican"))]
