T = "Tables"
CATEGORIES = [
    ("Tables", ["1", "2", "3", "4", "5"]),
    ("Families", ["Abernathy", "Fontaine", "Kowalski", "Lindqvist", "Yates"]),
    ("Dishes", ["corn on the cob", "deviled eggs", "fried chicken", "potato salad", "watermelon"]),
    ("Games", ["checkers", "cornhole", "croquet", "horseshoes", "volleyball"]),
    ("Drinks", ["coffee", "lemonade", "punch", "root beer", "sweet tea"]),
    ("Tablecloths", ["blue", "green", "red", "white", "yellow"]),
]
SOLUTION = [
    ["1", "Kowalski", "fried chicken", "horseshoes", "sweet tea", "red"],
    ["2", "Abernathy", "potato salad", "cornhole", "lemonade", "white"],
    ["3", "Yates", "deviled eggs", "checkers", "punch", "blue"],
    ["4", "Fontaine", "corn on the cob", "croquet", "root beer", "yellow"],
    ["5", "Lindqvist", "watermelon", "volleyball", "coffee", "green"],
]
def near(s, a, b):
    return abs(s.n(T, a) - s.n(T, b)) == 1
CLUES = [
    ("The Kowalskis have the first table.", lambda s: s.n(T, "Kowalski") == 1),
    ("Punch is served at the middle table.", lambda s: s.n(T, "punch") == 3),
    ("The family with the fried chicken sits at the table with the red cloth.", lambda s: s.same("fried chicken", "red")),
    ("The yellow tablecloth is immediately to the right of the blue one.", lambda s: s.n(T, "yellow") == s.n(T, "blue") + 1),
    ("The Fontaines brought corn on the cob.", lambda s: s.same("Fontaine", "corn on the cob")),
    ("The croquet players are drinking root beer.", lambda s: s.same("croquet", "root beer")),
    ("The Abernathys' table is next to the Kowalskis'.", lambda s: near(s, "Abernathy", "Kowalski")),
    ("Sweet tea is being poured at the table where they are pitching horseshoes.", lambda s: s.same("sweet tea", "horseshoes")),
    ("The potato salad is on the white tablecloth.", lambda s: s.same("potato salad", "white")),
    ("The family playing checkers sits next to the family playing croquet.", lambda s: near(s, "checkers", "croquet")),
    ("The Lindqvists brought the watermelon.", lambda s: s.same("Lindqvist", "watermelon")),
    ("Coffee is served at the table next to the one where the croquet players sit.", lambda s: near(s, "coffee", "croquet")),
    ("The family playing volleyball has the green tablecloth.", lambda s: s.same("volleyball", "green")),
    ("The deviled eggs are next to the corn on the cob.", lambda s: near(s, "deviled eggs", "corn on the cob")),
    ("The Fontaines' table is immediately to the right of the Yateses'.", lambda s: s.n(T, "Fontaine") == s.n(T, "Yates") + 1),
    ("The Kowalskis are eating fried chicken.", lambda s: s.same("Kowalski", "fried chicken")),
    ("The Lindqvists have the last table on the right.", lambda s: s.n(T, "Lindqvist") == 5),
    ("The Yateses spread a blue cloth on their table.", lambda s: s.same("Yates", "blue")),
    ("The lemonade is at the table next to the one with the red cloth.", lambda s: near(s, "lemonade", "red")),
]
QUESTIONS = [
    ("Which family is playing cornhole?", lambda s: s.v("Families", "cornhole")),
    ("What are the Yateses drinking?", lambda s: s.v("Drinks", "Yates")),
]
NUM = "."
INTRO = ["Five families set up at the five picnic tables in a row along the creek at Miller Park, numbered 1 to 5 from left to right. Each family brought a different dish and a different drink, covered its table with a different color of tablecloth, and played a different lawn game."]
OUTRO = []
REMARKS = INTRO + OUTRO
