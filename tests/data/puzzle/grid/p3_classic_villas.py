H = "Houses"
def h(s, x):
    return s.n(H, x)
def nextto(s, a, b):
    return abs(h(s, a) - h(s, b)) == 1
CATEGORIES = [
    ("Houses", ["1", "2", "3", "4", "5"]),
    ("Colours", ["blue", "green", "red", "white", "yellow"]),
    ("Nationalities", ["Dane", "Greek", "Peruvian", "Scot", "Turk"]),
    ("Drinks", ["coffee", "juice", "milk", "tea", "water"]),
    ("Pets", ["cat", "dog", "goldfish", "horse", "parrot"]),
    ("Hobbies", ["chess", "cycling", "fishing", "gardening", "painting"]),
]
CLUES = [
    ("The Scot lives in the red house.", lambda s: s.same("Scot", "red")),
    ("The Peruvian keeps a dog.", lambda s: s.same("Peruvian", "dog")),
    ("Coffee is drunk in the blue house.", lambda s: s.same("coffee", "blue")),
    ("The Turk drinks water.", lambda s: s.same("Turk", "water")),
    ("The green house stands immediately to the left of the white house.", lambda s: h(s, "green") == h(s, "white") - 1),
    ("The painter owns a goldfish.", lambda s: s.same("painting", "goldfish")),
    ("Chess is played in the yellow house.", lambda s: s.same("chess", "yellow")),
    ("Milk is drunk in the middle house.", lambda s: h(s, "milk") == 3),
    ("The Dane lives in the first house.", lambda s: h(s, "Dane") == 1),
    ("The man who goes fishing lives next to the man with the goldfish.", lambda s: nextto(s, "fishing", "goldfish")),
    ("The cyclist drinks juice.", lambda s: s.same("cycling", "juice")),
    ("The gardener keeps a horse.", lambda s: s.same("gardening", "horse")),
    ("The Scot has a cat.", lambda s: s.same("Scot", "cat")),
    ("The Peruvian lives next to the white house.", lambda s: nextto(s, "Peruvian", "white")),
    ("The Scot drinks milk.", lambda s: s.same("Scot", "milk")),
]
REMARKS = ["Five houses stand side by side on the hill above the harbour, numbered 1 to 5 from left to right. Each is painted a different colour, and in each lives a man of a different nationality, with his own favourite drink, his own pet and his own hobby."]
QUESTIONS = [("Who keeps the horse?", lambda s: s.v("Nationalities", "horse")),
             ("Who owns the goldfish?", lambda s: s.v("Nationalities", "goldfish"))]
