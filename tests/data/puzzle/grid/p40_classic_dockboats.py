# An Einstein-style riddle with no category lines: five boats side by side at a
# dock, counted from the left as seen from the dock (berth 1 is the leftmost).
B = "Berths"
CATEGORY_LINES = False
def pos(s, x):
    return s.n(B, x)
def near(s, a, b):
    return abs(pos(s, a) - pos(s, b)) == 1
CATEGORIES = [
    ("Berths", ["1", "2", "3", "4", "5"]),
    ("Hulls", ["black", "cream", "green", "red", "white"]),
    ("Owners", ["Agatha", "Benedict", "Cyril", "Daphne", "Edmund"]),
    ("Drinks", ["cocoa", "coffee", "rum", "tea", "water"]),
    ("Pets", ["cat", "dog", "monkey", "parrot", "tortoise"]),
    ("Instruments", ["accordion", "fiddle", "harmonica", "tin whistle", "ukulele"]),
]
SOLUTION = [
    ["1", "cream", "Daphne", "tea", "monkey", "fiddle"],
    ["2", "green", "Agatha", "water", "parrot", "harmonica"],
    ["3", "black", "Cyril", "rum", "dog", "accordion"],
    ["4", "red", "Edmund", "coffee", "cat", "ukulele"],
    ["5", "white", "Benedict", "cocoa", "tortoise", "tin whistle"],
]
CLUES = [
    ("Edmund owns the red boat.", lambda s: s.same("Edmund", "red")),
    ("Cyril keeps a dog.", lambda s: s.same("Cyril", "dog")),
    ("Coffee is drunk aboard the boat with the cat.", lambda s: s.same("coffee", "cat")),
    ("Daphne drinks tea.", lambda s: s.same("Daphne", "tea")),
    ("The green boat is moored immediately to the left of the black boat.", lambda s: pos(s, "green") == pos(s, "black") - 1),
    ("The accordion player keeps the dog.", lambda s: s.same("accordion", "dog")),
    ("Rum is drunk on the middle boat.", lambda s: pos(s, "rum") == 3),
    ("Daphne's boat is the first on the left.", lambda s: pos(s, "Daphne") == 1),
    ("The harmonica player's boat is next to the boat with the monkey.", lambda s: near(s, "harmonica", "monkey")),
    ("The ukulele is played on the boat next to the one where the tortoise lives.", lambda s: near(s, "ukulele", "tortoise")),
    ("The tin whistle player drinks cocoa.", lambda s: s.same("tin whistle", "cocoa")),
    ("Benedict plays the tin whistle.", lambda s: s.same("Benedict", "tin whistle")),
    ("Daphne's boat is next to the green boat.", lambda s: near(s, "Daphne", "green")),
    ("The cream boat belongs to the fiddler.", lambda s: s.same("cream", "fiddle")),
    ("The parrot lives on the boat where the harmonica is played.", lambda s: s.same("parrot", "harmonica")),
    ("The cocoa drinker's boat has a white hull.", lambda s: s.same("cocoa", "white")),
    ("Agatha's boat is at neither end of the row.", lambda s: pos(s, "Agatha") not in (1, 5)),
    ("The cat lives on the boat immediately to the right of the black boat.", lambda s: pos(s, "cat") == pos(s, "black") + 1),
]
QUESTIONS = [("Who drinks water? Who keeps the tortoise?",
              lambda s: (s.v("Owners", "water"), s.v("Owners", "tortoise")))]
NUM = "."
DOT = False
INTRO = ["Five boats are moored side by side along the dock. Each has a hull of a different color, and each owner drinks something different, keeps a different pet and plays a different instrument. Left means left as seen from the dock."]
OUTRO = []
REMARKS = INTRO + OUTRO
