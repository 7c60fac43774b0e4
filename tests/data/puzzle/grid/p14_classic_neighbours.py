# No category lines: five women named by nationality ("the Dutch woman"),
# makes of car ("the Fiat driver"), the country each visited on holiday
# ("has just been to Japan", "went to Morocco") and garden flowers; an intro,
# numbered clues. Two country-like categories: where the women come from and
# where they went.
H = "Houses"
def h(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(h(s, x) - h(s, y)) == 1
NUM = "1."
CATEGORY_LINES = False
CATEGORIES = [
    ("Houses", ["1", "2", "3", "4", "5"], [1, 2, 3, 4, 5]),
    ("Nationalities", ["Chilean", "Chinese", "Dutch", "Swiss", "Welsh"]),
    ("Cars", ["Fiat", "Lada", "Mazda", "Saab", "Volkswagen"]),
    ("Holidays", ["Australia", "Iceland", "Japan", "Morocco", "Peru"]),
    ("Flowers", ["daisies", "lilies", "orchids", "roses", "tulips"]),
]
SOLUTION = [
    ("1", "Swiss", "Saab", "Iceland", "tulips"),
    ("2", "Chilean", "Fiat", "Japan", "roses"),
    ("3", "Dutch", "Lada", "Peru", "orchids"),
    ("4", "Welsh", "Mazda", "Australia", "daisies"),
    ("5", "Chinese", "Volkswagen", "Morocco", "lilies"),
]
INTRO = ["Five women live side by side in five houses, numbered 1 to 5 from left to right. They come from five different countries, drive five different makes of car, have each just come back from a holiday in a different country, and each grows a different flower in her front garden."]
CLUES = [
    ("The Swiss woman lives in house 1.", lambda s: h(s, "Swiss") == 1),
    ("The Fiat driver has just been to Japan.", lambda s: s.same("Fiat", "Japan")),
    ("The Dutch woman lives in the middle house.", lambda s: h(s, "Dutch") == 3),
    ("The woman who grows orchids drives a Lada.", lambda s: s.same("orchids", "Lada")),
    ("The Welsh woman lives immediately to the right of the Dutch woman.", lambda s: h(s, "Welsh") == h(s, "Dutch") + 1),
    ("The Chinese woman went to Morocco.", lambda s: s.same("Chinese", "Morocco")),
    ("The Saab belongs to the woman who visited Iceland.", lambda s: s.same("Saab", "Iceland")),
    ("Roses grow in front of house 2.", lambda s: h(s, "roses") == 2),
    ("The Chilean woman grows roses.", lambda s: s.same("Chilean", "roses")),
    ("The Volkswagen is parked outside the last house.", lambda s: h(s, "Volkswagen") == 5),
    ("The woman who went to Peru lives next door to the Fiat driver.", lambda s: nextto(s, "Peru", "Fiat")),
    ("Lilies are grown by the Volkswagen driver.", lambda s: s.same("lilies", "Volkswagen")),
    ("The Mazda driver grows daisies.", lambda s: s.same("Mazda", "daisies")),
    ("The Lada is parked next to the Fiat.", lambda s: nextto(s, "Lada", "Fiat")),
    ("The woman who went to Australia lives next to the Chinese woman.", lambda s: nextto(s, "Australia", "Chinese")),
    ("The tulips are in the garden at the left-hand end.", lambda s: h(s, "tulips") == 1),
]
QUESTIONS = [("Where did the Dutch woman go on holiday?", lambda s: s.v("Holidays", "Dutch")),
             ("Who grows daisies?", lambda s: s.v("Nationalities", "daisies"))]
REMARKS = INTRO
