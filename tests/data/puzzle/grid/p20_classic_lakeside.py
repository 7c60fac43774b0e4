# Cabins are numbered from the left as seen from the lake, so the first cabin is cabin 1.
C = "Cabins"
CATEGORY_LINES = False
def near(s, a, b):
    return abs(s.n(C, a) - s.n(C, b)) == 1
CATEGORIES = [
    ("Cabins", ["1", "2", "3", "4", "5"]),
    ("Guests", ["Harlan", "Ingrid", "Jasper", "Keiko", "Lorcan"]),
    ("Roofs", ["brown", "blue", "red", "white", "green"]),
    ("Drinks", ["tea", "cider", "milk", "coffee", "cocoa"]),
    ("Pets", ["ferret", "parrot", "beagle", "rabbit", "cat"]),
    ("Hobbies", ["chess", "fishing", "painting", "knitting", "birdwatching"]),
]
SOLUTION = [
    ["1", "Keiko", "brown", "tea", "ferret", "chess"],
    ["2", "Jasper", "blue", "cider", "parrot", "fishing"],
    ["3", "Harlan", "red", "milk", "beagle", "painting"],
    ["4", "Ingrid", "white", "coffee", "rabbit", "knitting"],
    ["5", "Lorcan", "green", "cocoa", "cat", "birdwatching"],
]
CLUES = [
    ("Harlan stays in the cabin with the red roof.", lambda s: s.same("Harlan", "red")),
    ("Jasper has brought his parrot.", lambda s: s.same("Jasper", "parrot")),
    ("Coffee is drunk in the cabin with the white roof.", lambda s: s.same("coffee", "white")),
    ("The guest who loves knitting drinks coffee.", lambda s: s.same("knitting", "coffee")),
    ("The white-roofed cabin is immediately to the right of the red-roofed one.", lambda s: s.n(C, "white") == s.n(C, "red") + 1),
    ("The chess player drinks tea.", lambda s: s.same("chess", "tea")),
    ("The guest who goes fishing is in the cabin with the blue roof.", lambda s: s.same("fishing", "blue")),
    ("Milk is drunk in the middle cabin.", lambda s: s.n(C, "milk") == 3),
    ("Keiko stays in the first cabin on the left.", lambda s: s.n(C, "Keiko") == 1),
    ("The guest who likes painting is next door to the one with the rabbit.", lambda s: near(s, "painting", "rabbit")),
    ("The cabin where fishing is the hobby is next to the cabin where the beagle is kept.", lambda s: near(s, "fishing", "beagle")),
    ("The cider drinker goes fishing.", lambda s: s.same("cider", "fishing")),
    ("Lorcan spends his days birdwatching.", lambda s: s.same("Lorcan", "birdwatching")),
    ("Keiko's cabin is next to the one with the blue roof.", lambda s: near(s, "Keiko", "blue")),
    ("Ingrid is next door to Lorcan.", lambda s: near(s, "Ingrid", "Lorcan")),
    ("The cabin with the brown roof is at one end of the row, and the green-roofed cabin is at the other.", lambda s: {s.n(C, "brown"), s.n(C, "green")} == {1, 5}),
    ("Harlan's cabin is next to Jasper's.", lambda s: near(s, "Harlan", "Jasper")),
    ("The guest with the beagle likes painting.", lambda s: s.same("beagle", "painting")),
    ("The ferret is kept in a cabin next to Jasper's.", lambda s: near(s, "ferret", "Jasper")),
    ("The cat belongs to the guest under the green roof.", lambda s: s.same("cat", "green")),
]
QUESTIONS = [("Who drinks cocoa?", lambda s: s.v("Guests", "cocoa")),
             ("Who brought the ferret?", lambda s: s.v("Guests", "ferret"))]
NUM = "."
DOT = False
INTRO = ["Five holiday cabins stand in a row along the shore of Lake Morrow. Each cabin has a roof of a different colour, and each is rented by one guest. The five guests drink different things, each has brought a different pet, and each has a different favourite hobby.",
         "Left and right mean as seen by someone standing on the jetty, facing the cabins."]
OUTRO = []
REMARKS = INTRO + OUTRO
