# Category lines, six categories: five pavilions at a food fair; two
# "immediately on both sides" clues ("on one side ... on the other",
# "directly between") and "the right-hand neighbour of".
H = "Pavilion"
def p(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(p(s, x) - p(s, y)) == 1
NUM = "1."
CATEGORIES = [
    ("Pavilion", ["1", "2", "3", "4", "5"], [1, 2, 3, 4, 5]),
    ("Music", ["drums", "fiddle", "flute", "guitar", "sitar"]),
    ("Host", ["Amina", "Ingrid", "Kenji", "Lucia", "Ravi"]),
    ("Country", ["India", "Japan", "Mexico", "Morocco", "Norway"]),
    ("Roof", ["blue", "gold", "green", "red", "white"]),
    ("Dish", ["curry", "herring", "sushi", "tacos", "tagine"]),
]
SOLUTION = [
    ("1", "drums", "Amina", "Morocco", "red", "tagine"),
    ("2", "flute", "Kenji", "Japan", "gold", "sushi"),
    ("3", "guitar", "Lucia", "Mexico", "green", "tacos"),
    ("4", "fiddle", "Ingrid", "Norway", "white", "herring"),
    ("5", "sitar", "Ravi", "India", "blue", "curry"),
]
CLUES = [
    ("Kenji plays the flute.", lambda s: s.same("flute", "Kenji")),
    ("The fiddle is played at the Norway pavilion.", lambda s: s.same("Norway", "fiddle")),
    ("Lucia hosts the pavilion with the green roof.", lambda s: s.same("green", "Lucia")),
    ("The white-roofed pavilion is next to the one serving curry.", lambda s: nextto(s, "white", "curry")),
    ("The blue roof is on the pavilion immediately to the right of the one where the fiddle is played.", lambda s: p(s, "blue") == p(s, "fiddle") + 1),
    ("Kenji and Lucia host neighbouring pavilions.", lambda s: nextto(s, "Kenji", "Lucia")),
    ("The flute is heard immediately to the right of the drums.", lambda s: p(s, "flute") == p(s, "drums") + 1),
    ("The guitarist's pavilion has the gold roof on one side of it and the herring on the other.", lambda s: nextto(s, "guitar", "gold") and nextto(s, "guitar", "herring") and not s.same("gold", "herring")),
    ("Morocco's pavilion has the drums.", lambda s: s.same("Morocco", "drums")),
    ("Ingrid's pavilion is next to the green-roofed one.", lambda s: nextto(s, "green", "Ingrid")),
    ("The fiddle pavilion is the right-hand neighbour of the guitar pavilion.", lambda s: p(s, "fiddle") == p(s, "guitar") + 1),
    ("Mexico's pavilion is next door to the white one.", lambda s: nextto(s, "Mexico", "white")),
    ("The tacos are served directly between the fiddle and the sushi.", lambda s: nextto(s, "tacos", "fiddle") and nextto(s, "tacos", "sushi") and not s.same("fiddle", "sushi")),
    ("Ravi hosts India's pavilion.", lambda s: s.same("India", "Ravi")),
]
QUESTIONS = [("Which country serves the tagine, and who hosts its pavilion?",
              lambda s: (s.v("Country", "tagine"), s.v("Host", "tagine")))]
INTRO = ["At the international food fair, five pavilions stand in a row, numbered 1 to 5 from left to right. Each represents a different country, has a roof of a different colour, serves a different dish, has a different kind of music playing and has a different host."]
REMARKS = INTRO
