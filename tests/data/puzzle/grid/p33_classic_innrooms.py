R = "Rooms"
def near(s, a, b):
    return abs(s.n(R, a) - s.n(R, b)) == 1
CATEGORIES = [
    ("Rooms", ["1", "2", "3", "4"]),
    ("Nationalities", ["Dane", "Greek", "Peruvian", "Scot"]),
    ("Luggage", ["duffel", "rucksack", "suitcase", "trunk"]),
    ("Breakfasts", ["eggs", "kippers", "oatmeal", "pancakes"]),
    ("Newspapers", ["Gazette", "Herald", "Ledger", "Tribune"]),
]
SOLUTION = [
    ["1", "Greek", "rucksack", "pancakes", "Herald"],
    ["2", "Scot", "trunk", "eggs", "Tribune"],
    ["3", "Dane", "suitcase", "kippers", "Gazette"],
    ["4", "Peruvian", "duffel", "oatmeal", "Ledger"],
]
CLUES = [
    ("The Greek has room 1.", lambda s: s.n(R, "Greek") == 1),
    ("The Scot reads the Tribune.", lambda s: s.same("Scot", "Tribune")),
    ("The guest with the trunk is next door to the Greek.", lambda s: near(s, "trunk", "Greek")),
    ("The Dane eats kippers.", lambda s: s.same("Dane", "kippers")),
    ("The Herald reader has pancakes.", lambda s: s.same("Herald", "pancakes")),
    ("The suitcase is in the room immediately to the right of the trunk.",
     lambda s: s.n(R, "suitcase") == s.n(R, "trunk") + 1),
    ("The Peruvian's room is next to the Dane's.", lambda s: near(s, "Peruvian", "Dane")),
    ("The Ledger reader has oatmeal.", lambda s: s.same("Ledger", "oatmeal")),
    ("The rucksack belongs to the Herald reader.", lambda s: s.same("rucksack", "Herald")),
    ("Eggs are eaten next door to the pancake eater.", lambda s: near(s, "eggs", "pancakes")),
    ("The Dane's room is immediately to the right of the Scot's.", lambda s: s.n(R, "Dane") == s.n(R, "Scot") + 1),
]
QUESTIONS = [
    ("Who reads the Gazette?", lambda s: s.v("Nationalities", "Gazette")),
    ("Who owns the duffel?", lambda s: s.v("Nationalities", "duffel")),
]
NUM = None
DOT = False
INTRO = ["Four guests have the four rooms in a row along the landing of a small inn, numbered 1 to 4 from left to right."]
OUTRO = []
REMARKS = INTRO + OUTRO
