M = "Moorings"
def pos(s, x):
    return s.n(M, x)
def next_to(s, a, b):
    return abs(pos(s, a) - pos(s, b)) == 1
CATEGORIES = [
    ("Moorings", ["1", "2", "3", "4", "5"]),
    ("Owners", ["Cornishman", "Irishman", "Manxman", "Scot", "Welshman"]),
    ("Colours", ["black", "blue", "green", "red", "yellow"]),
    ("Instruments", ["accordion", "banjo", "fiddle", "harmonica", "tin whistle"]),
    ("Pets", ["canary", "cat", "dog", "goat", "parrot"]),
    ("Breakfasts", ["eggs", "kippers", "muesli", "porridge", "toast"]),
]
CLUES = [
    ("There are five houseboats.", lambda s: True),
    ("The Welshman keeps a dog.", lambda s: s.same("Welshman", "dog")),
    ("Kippers are eaten on the yellow boat.", lambda s: s.same("kippers", "yellow")),
    ("The Irishman plays the tin whistle.", lambda s: s.same("Irishman", "tin whistle")),
    ("The green boat is moored immediately to the right of the red boat.", lambda s: pos(s, "green") == pos(s, "red") + 1),
    ("The accordion player keeps a parrot.", lambda s: s.same("accordion", "parrot")),
    ("Eggs are eaten on the middle boat.", lambda s: pos(s, "eggs") == 3),
    ("The Manxman lives on the first boat.", lambda s: pos(s, "Manxman") == 1),
    ("The fiddler lives next to the man who keeps the goat.", lambda s: next_to(s, "fiddle", "goat")),
    ("The harmonica player eats toast.", lambda s: s.same("harmonica", "toast")),
    ("The man who plays the banjo lives on the black boat.", lambda s: s.same("banjo", "black")),
    ("The Manxman lives next to the blue boat.", lambda s: next_to(s, "Manxman", "blue")),
    ("The canary is kept on the boat at the right-hand end.", lambda s: pos(s, "canary") == 5),
    ("The Scot plays the accordion.", lambda s: s.same("Scot", "accordion")),
    ("The owner of the canary plays the banjo.", lambda s: s.same("canary", "banjo")),
    ("The man who eats porridge lives next to the man with the cat.", lambda s: next_to(s, "porridge", "cat")),
]
REMARKS = ["Five houseboats are moored in a row along the towpath of the old canal, numbered 1 to 5 from left to right as you look at them from the towpath. Each is painted a different colour and is home to a man of a different nation, who plays his own instrument, keeps his own pet and has his own favourite breakfast."]
QUESTIONS = [("Who eats muesli? Who keeps the goat?",
              lambda s: (s.v("Owners", "muesli"), s.v("Owners", "goat")))]
