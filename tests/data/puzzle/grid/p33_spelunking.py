D = "Depths"
H = "Durations"
CATEGORIES = [
    ("Cavers", ["Anouk", "Bram", "Carys", "Dmitri", "Esme"]),
    ("Caves", ["Bat Hollow", "Blackwater Cave", "Crystal Sink", "Fox Den Cave", "Lantern Cavern"]),
    ("Depths", ["120 feet", "180 feet", "240 feet", "300 feet", "360 feet"], [120, 180, 240, 300, 360]),
    ("Durations", ["3 hours", "4 hours", "5 hours", "6 hours", "7 hours"], [3, 4, 5, 6, 7]),
    ("Finds", ["cave pearls", "fossil", "old coin", "salamander", "waterfall"]),
]
SOLUTION = [
    ["Anouk", "Crystal Sink", "300 feet", "5 hours", "salamander"],
    ["Bram", "Bat Hollow", "120 feet", "7 hours", "old coin"],
    ["Carys", "Lantern Cavern", "360 feet", "4 hours", "waterfall"],
    ["Dmitri", "Fox Den Cave", "180 feet", "3 hours", "cave pearls"],
    ["Esme", "Blackwater Cave", "240 feet", "6 hours", "fossil"],
]
CLUES = [
    ("The caver who found the fossil spent 1 hour longer underground than Anouk.",
     lambda s: s.n(H, "fossil") == s.n(H, "Anouk") + 1),
    ("The deepest descent was made in Lantern Cavern.", lambda s: s.n(D, "Lantern Cavern") == 360),
    ("Bram stayed underground longer than anyone else, though his cave was the shallowest.",
     lambda s: s.n(H, "Bram") == 7 and s.n(D, "Bram") == 120),
    ("The caver who spent 3 hours underground went exactly 60 feet deeper than the one in Bat Hollow.",
     lambda s: s.n(D, "3 hours") == s.n(D, "Bat Hollow") + 60),
    ("Neither Esme nor the explorer of Crystal Sink found the cave pearls.",
     lambda s: not s.same("Esme", "cave pearls") and not s.same("Crystal Sink", "cave pearls")),
    ("Of Carys and the caver who found the old coin, one explored Bat Hollow and the other found the waterfall.",
     lambda s: not s.same("Carys", "old coin") and (
         (s.same("Carys", "Bat Hollow") and s.same("old coin", "waterfall")) or
         (s.same("old coin", "Bat Hollow") and s.same("Carys", "waterfall")))),
    ("Blackwater Cave is 60 feet shallower than Crystal Sink.",
     lambda s: s.n(D, "Blackwater Cave") == s.n(D, "Crystal Sink") - 60),
    ("The salamander was found 60 feet deeper than the fossil.",
     lambda s: s.n(D, "salamander") == s.n(D, "fossil") + 60),
    ("Dmitri didn't explore Blackwater Cave or Crystal Sink.",
     lambda s: not s.same("Dmitri", "Blackwater Cave") and not s.same("Dmitri", "Crystal Sink")),
    ("The trip into Fox Den Cave was the shortest.", lambda s: s.n(H, "Fox Den Cave") == 3),
    ("Anouk spent exactly 1 hour longer underground than Carys.",
     lambda s: s.n(H, "Anouk") == s.n(H, "Carys") + 1),
    ("Anouk went exactly 120 feet deeper than Dmitri.", lambda s: s.n(D, "Anouk") == s.n(D, "Dmitri") + 120),
]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
QUESTIONS = [("What did Carys find?", lambda s: s.v("Finds", "Carys"))]
