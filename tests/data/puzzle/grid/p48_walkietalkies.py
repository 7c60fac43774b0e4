R = "Ranges"
CATEGORIES = [
    ("Scouts", ["Ian", "Jada", "Kai", "Lena"]),
    ("Brands", ["Chatterbox", "EchoLink", "Roger That", "SkyWave"]),
    ("Ranges", ["0.5 miles", "1 mile", "1.5 miles", "2 miles"], [5, 10, 15, 20]),
]
SOLUTION = [
    ["Ian", "SkyWave", "2 miles"],
    ["Jada", "Chatterbox", "0.5 miles"],
    ["Kai", "Roger That", "1.5 miles"],
    ["Lena", "EchoLink", "1 mile"],
]
CLUES = [
    ("The SkyWave set reaches half a mile farther than Kai's.", lambda s: s.n(R, "SkyWave") == s.n(R, "Kai") + 5),
    ("Jada's set has the shortest range.", lambda s: s.n(R, "Jada") == 5),
    ("Lena's walkie-talkies don't reach as far as the Roger That set.", lambda s: s.n(R, "Lena") < s.n(R, "Roger That")),
    ("The EchoLink set has twice the range of Jada's.", lambda s: s.n(R, "EchoLink") == 2 * s.n(R, "Jada")),
    ("Kai didn't buy the EchoLink set.", lambda s: not s.same("Kai", "EchoLink")),
]
NUM = "."
INTRO = ["Four scouts each brought a different brand of walkie-talkie to camp. The boxes promised four different ranges."]
OUTRO = []
REMARKS = INTRO + OUTRO
